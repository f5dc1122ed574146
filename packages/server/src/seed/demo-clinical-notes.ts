import { randomUUID } from 'node:crypto';
import type { ClinicalNoteType } from '@carenest/core';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { sealNoteAmendment, sealNoteVersion, type SigningKey } from '../clinical-notes/index.ts';

/** A demo note: its type, author, how many hours before the seed it was written, and its text. */
interface DemoNote {
  noteType: ClinicalNoteType;
  author: 'nurse' | 'therapist';
  hoursAgo: number;
  content: (firstName: string) => string;
}

const NURSING_NOTES: DemoNote[] = [
  {
    noteType: 'nursing_note',
    author: 'nurse',
    hoursAgo: 26,
    content: (name) =>
      `${name} arrived at 07:45 alert and in good spirits. Lungs clear bilaterally, SpO2 97% on room air. ` +
      'G-tube site clean and dry, no redness. Tolerated 240 mL formula bolus over 30 minutes without emesis.',
  },
  {
    noteType: 'daily_assessment',
    author: 'nurse',
    hoursAgo: 4,
    content: (name) =>
      `Daily assessment: ${name} afebrile (98.4 °F), HR 96, RR 22. Skin intact, no pressure areas on repositioning ` +
      'every 2 hours. Two wet diapers and one bowel movement this morning. Parent update given at pickup.',
  },
];

const THERAPY_NOTE: DemoNote = {
  noteType: 'therapy_note',
  author: 'therapist',
  hoursAgo: 24,
  content: (name) =>
    `Physical therapy, 45 minutes. ${name} worked on supported sitting balance and weight shifting in the ` +
    'gait trainer for 12 metres with moderate assistance. Hamstring stretches completed bilaterally. ' +
    'Goal for next session: increase trunk control during reaching tasks.',
};

const INCIDENT_NOTE: DemoNote = {
  noteType: 'incident_report',
  author: 'nurse',
  hoursAgo: 6,
  content: (name) =>
    `Incident: at 10:20 ${name} had a generalised seizure lasting about 90 seconds during circle time. ` +
    'Placed on side, airway maintained, SpO2 lowest 91% and recovered to 97% within 3 minutes. No rescue ' +
    'medication needed per seizure plan. Parent and physician notified at 10:35.',
};

/** Inserts one note with its first version, hashed and signed with the server's key, as the API would. */
async function insertSignedNote(
  trx: Transaction<Database>,
  signingKey: SigningKey,
  patient: { id: string; facilityId: string },
  note: { noteType: ClinicalNoteType; authorId: string; content: string; time: Date },
): Promise<string> {
  const noteId = randomUUID();
  const sealed = sealNoteVersion(signingKey, {
    noteId,
    version: 1,
    patientId: patient.id,
    noteType: note.noteType,
    content: note.content,
    authorId: note.authorId,
    timestamp: note.time,
  });
  await trx
    .insertInto('clinical_notes')
    .values({
      id: noteId,
      patient_id: patient.id,
      facility_id: patient.facilityId,
      note_type: note.noteType,
      author_id: note.authorId,
      created_at: note.time,
    })
    .execute();
  await trx
    .insertInto('clinical_note_versions')
    .values({
      note_id: noteId,
      version_number: 1,
      content: note.content,
      author_id: note.authorId,
      signed_at: note.time,
      hash: sealed.hash,
      digital_signature: sealed.digitalSignature,
    })
    .execute();
  return noteId;
}

/** Appends a signed amendment to a demo note. */
async function insertSignedAmendment(
  trx: Transaction<Database>,
  signingKey: SigningKey,
  note: { id: string; patientId: string },
  amendment: { authorId: string; reason: string; amendmentText: string; time: Date },
): Promise<void> {
  const sealed = sealNoteAmendment(signingKey, {
    noteId: note.id,
    patientId: note.patientId,
    reason: amendment.reason,
    amendmentText: amendment.amendmentText,
    authorId: amendment.authorId,
    timestamp: amendment.time,
  });
  await trx
    .insertInto('clinical_note_amendments')
    .values({
      note_id: note.id,
      author_id: amendment.authorId,
      reason: amendment.reason,
      amendment_text: amendment.amendmentText,
      amended_at: amendment.time,
      hash: sealed.hash,
      digital_signature: sealed.digitalSignature,
    })
    .execute();
  await trx.updateTable('clinical_notes').set({ is_amended: true }).where('id', '=', note.id).execute();
}

/**
 * Signed demo notes, so the Clinical Notes screen is not empty: nursing notes and a daily assessment for
 * the nurse's patients, therapy notes for the therapist's, and an incident report (amended once by the
 * nurse) for the first patient. Signed with the server's own key, so every note verifies.
 */
export async function seedDemoClinicalNotes(
  trx: Transaction<Database>,
  signingKey: SigningKey,
  options: {
    facilityId: string;
    nurseId: string;
    therapistId: string;
    nursePatientIds: readonly string[];
    therapistPatientIds: readonly string[];
    now: Date;
  },
): Promise<void> {
  const { facilityId, now } = options;
  const authorOf = { nurse: options.nurseId, therapist: options.therapistId };
  const patientIds = [...new Set([...options.nursePatientIds, ...options.therapistPatientIds])];
  const patients = await trx
    .selectFrom('patients')
    .select(['id', 'first_name'])
    .where('id', 'in', patientIds)
    .execute();
  const firstNameOf = new Map(patients.map((patient) => [patient.id, patient.first_name]));
  const write = (patientId: string, note: DemoNote, offsetMinutes: number) =>
    insertSignedNote(
      trx,
      signingKey,
      { id: patientId, facilityId },
      {
        noteType: note.noteType,
        authorId: authorOf[note.author],
        content: note.content(firstNameOf.get(patientId) ?? 'The child'),
        time: new Date(now.getTime() - note.hoursAgo * 3_600_000 + offsetMinutes * 60_000),
      },
    );

  for (const [index, patientId] of options.nursePatientIds.entries())
    for (const note of NURSING_NOTES) await write(patientId, note, index * 7);
  for (const [index, patientId] of options.therapistPatientIds.entries())
    await write(patientId, THERAPY_NOTE, index * 11);
  const firstPatient = options.nursePatientIds[0];
  if (!firstPatient) return;
  const incidentId = await write(firstPatient, INCIDENT_NOTE, 0);
  await insertSignedAmendment(
    trx,
    signingKey,
    { id: incidentId, patientId: firstPatient },
    {
      authorId: options.nurseId,
      reason: 'Seizure duration corrected after reviewing the classroom video',
      amendmentText: 'The seizure lasted about 2 minutes (not 90 seconds); all other details unchanged.',
      time: new Date(now.getTime() - 5 * 3_600_000),
    },
  );
}
