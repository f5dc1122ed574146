// What other features use of clinical notes (ARCHITECTURE.md, "Server folders"): the dashboard's count of
// today's notes and the signing the demo seed applies to its notes.
export { countNotesToday } from './count-notes-today.ts';
export { sealNoteAmendment, sealNoteVersion, type SigningKey } from './note-integrity.ts';
