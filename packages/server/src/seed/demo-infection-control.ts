import type { Kysely, Transaction } from 'kysely';
import {
  IMMUNIZATION_SCHEDULE,
  IMMUNIZATION_SERIES,
  VACCINES,
  addCalendarDays,
  addMonths,
  todayInZone,
  type ImmunizationSeries,
  type ImmunizationSource,
} from '@carenest/core';
import type { Database } from '../db/schema.ts';

/** The CVX code each series' demo doses are recorded under. */
const DEMO_CVX: Record<ImmunizationSeries, string> = {
  hepb: '08',
  dtap: '20',
  hib: '48',
  ipv: '10',
  pcv: '133',
  mmr: '03',
  varicella: '21',
  hepa: '83',
};

/** The demo child whose exclusion was cleared (the demo parent's child), and the statement's file name. */
export const DEMO_EXCLUDED_CHILD = 'MRN-100234';
/** The uploaded physician's statement the demo clearance names. */
export const DEMO_RETURN_STATEMENT = 'Return to care statement.pdf';

/**
 * The demo children's immunization records: every dose the schedule has made due by today, dated on its due
 * day, from the parents' records and the state registry; the second child in the list misses its latest DTaP
 * and MMR doses, so the chart shows what is overdue.
 */
export async function seedDemoImmunizations(
  trx: Transaction<Database>,
  options: { facilityId: string; timeZone: string; nurseId: string; now: Date },
): Promise<void> {
  const today = todayInZone(options.now, options.timeZone);
  const children = await trx
    .selectFrom('patients')
    .select(['id', 'date_of_birth'])
    .where('facility_id', '=', options.facilityId)
    .orderBy('medical_record_number')
    .execute();
  const rows = children.flatMap((child, index) =>
    IMMUNIZATION_SERIES.flatMap((series) => {
      const due = IMMUNIZATION_SCHEDULE[series].doses.filter(
        (dose) => addMonths(child.date_of_birth, dose.dueMonths) <= today,
      );
      const given = index === 1 && (series === 'dtap' || series === 'mmr') ? due.slice(0, -1) : due;
      return given.map((dose, doseIndex) => ({
        patient_id: child.id,
        cvx_code: DEMO_CVX[series],
        vaccine_name: VACCINES[DEMO_CVX[series]]!.name,
        administered_on: addMonths(child.date_of_birth, dose.dueMonths),
        dose_number: doseIndex + 1,
        source: (doseIndex % 2 === 0 ? 'parent_record' : 'state_registry') as ImmunizationSource,
        notes: null,
        recorded_by: options.nurseId,
        recorded_at: options.now,
      }));
    }),
  );
  for (let start = 0; start < rows.length; start += 500)
    await trx
      .insertInto('patient_immunizations')
      .values(rows.slice(start, start + 500))
      .execute();
}

/**
 * The demo's cleared exclusion (Florida 59A-13.020): the demo parent's child isolated with a fever and rash
 * three weeks ago, the parents notified and the child sent home, cleared five days later with the uploaded
 * physician's statement. Runs after the demo documents are stored; without the statement it records nothing.
 */
export async function seedDemoExclusion(db: Kysely<Database>, now: Date): Promise<void> {
  const statement = await db
    .selectFrom('patient_documents')
    .innerJoin('patients', 'patients.id', 'patient_documents.patient_id')
    .innerJoin('facilities', 'facilities.id', 'patients.facility_id')
    .select([
      'patient_documents.id',
      'patient_documents.uploaded_by',
      'patients.id as patient_id',
      'patients.facility_id',
      'facilities.timezone',
    ])
    .where('patients.medical_record_number', '=', DEMO_EXCLUDED_CHILD)
    .where('patient_documents.file_name', '=', DEMO_RETURN_STATEMENT)
    .executeTakeFirst();
  if (!statement) return;
  const isolatedAt = new Date(now.getTime() - 21 * 86_400_000);
  const clearedAt = new Date(now.getTime() - 16 * 86_400_000);
  await db
    .insertInto('illness_exclusions')
    .values({
      facility_id: statement.facility_id,
      patient_id: statement.patient_id,
      symptoms: 'Fever of 38.9 °C and a blistering rash on the trunk; suspected chickenpox',
      isolated_at: isolatedAt,
      parents_notified_at: new Date(isolatedAt.getTime() + 10 * 60_000),
      sent_home_at: new Date(isolatedAt.getTime() + 55 * 60_000),
      recorded_by: statement.uploaded_by,
      recorded_at: isolatedAt,
      statement_date: addCalendarDays(todayInZone(clearedAt, statement.timezone), -1),
      clearance_document_id: statement.id,
      cleared_by: statement.uploaded_by,
      cleared_at: clearedAt,
    })
    .execute();
}
