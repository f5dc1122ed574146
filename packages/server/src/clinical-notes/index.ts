// What other features use of clinical notes (ARCHITECTURE.md, "Server folders"): the dashboard's count of
// today's notes, and the note commands (with the signing key they take) the demo seed writes its notes with.
export { amendClinicalNote } from './amend-note.ts';
export { countNotesToday } from './count-notes-today.ts';
export { createClinicalNote } from './create-note.ts';
export { isSignatureValid, signRecord, type SigningKey } from './note-integrity.ts';
