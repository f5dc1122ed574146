import type { ClinicalNoteType } from '@carenest/core';
import type { Transaction } from 'kysely';
import { amendClinicalNote, createClinicalNote, type SigningKey } from '../clinical-notes/index.ts';
import type { Database } from '../db/schema.ts';
import type { CommandScope } from '../shared/request-scope.ts';

/**
 * A demo note: its type, author, how many hours before the seed it was written, its text and whether the
 * author shared it with the family.
 */
interface DemoNote {
  noteType: ClinicalNoteType;
  author: 'nurse' | 'therapist';
  hoursAgo: number;
  content: (firstName: string) => string;
  isSharedWithFamily?: boolean;
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
    isSharedWithFamily: true,
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

/**
 * The command scope of a demo note's author at the moment of writing: the seed writes each note through the
 * same commands as the API, with the author's own role and facility and the note's own time, so its audit
 * row and live event are those of a real note.
 */
function authorScope(
  trx: Transaction<Database>,
  author: { id: string; role: 'nurse' | 'therapist' },
  facilityId: string,
  now: Date,
): CommandScope {
  return {
    trx,
    actor: {
      userId: author.id,
      role: author.role,
      facilityId,
      isPending: false,
      sessionId: 'demo-seed',
      hasValidHipaa: true,
      mustEnrolMfa: false,
    },
    audit: {
      userId: author.id,
      userRole: author.role,
      sessionId: null,
      ipAddress: null,
      userAgent: 'demo seed',
    },
    now,
  };
}

/**
 * Signed demo notes, so the Clinical Notes screen is not empty: nursing notes and a daily assessment (shared
 * with the family, so Mateo's parents have a care note to read) for the nurse's patients, therapy notes for the therapist's, and an incident report (amended once by the
 * nurse) for the first patient, each written by the clinical-note commands with the author's scope at the
 * note's own time. Signed with the server's own key, so every note verifies.
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
  const patient = (id: string) => ({ id, facilityId });
  const patientIds = [...new Set([...options.nursePatientIds, ...options.therapistPatientIds])];
  const patients = await trx
    .selectFrom('patients')
    .select(['id', 'first_name'])
    .where('id', 'in', patientIds)
    .execute();
  const firstNameOf = new Map(patients.map((patient) => [patient.id, patient.first_name]));
  const write = (patientId: string, note: DemoNote, offsetMinutes: number) => {
    const time = new Date(now.getTime() - note.hoursAgo * 3_600_000 + offsetMinutes * 60_000);
    const author = { id: authorOf[note.author], role: note.author };
    return createClinicalNote({
      ...authorScope(trx, author, facilityId, time),
      patient: patient(patientId),
      input: {
        patientId,
        noteType: note.noteType,
        content: note.content(firstNameOf.get(patientId) ?? 'The child'),
        isSharedWithFamily: note.isSharedWithFamily ?? false,
      },
      signingKey,
    });
  };

  for (const [index, patientId] of options.nursePatientIds.entries())
    for (const note of NURSING_NOTES) await write(patientId, note, index * 7);
  for (const [index, patientId] of options.therapistPatientIds.entries())
    await write(patientId, THERAPY_NOTE, index * 11);
  const firstPatient = options.nursePatientIds[0];
  if (!firstPatient) return;
  const incident = await write(firstPatient, INCIDENT_NOTE, 0);
  const amendedAt = new Date(now.getTime() - 5 * 3_600_000);
  await amendClinicalNote({
    ...authorScope(trx, { id: options.nurseId, role: 'nurse' }, facilityId, amendedAt),
    note: incident,
    input: {
      reason: 'Seizure duration corrected after reviewing the classroom video',
      amendmentText: 'The seizure lasted about 2 minutes (not 90 seconds); all other details unchanged.',
    },
    signingKey,
  });
}
