import {
  toFhirMedicationAdministration,
  toFhirMedicationRequest,
  type ParsedSearch,
} from '@carenest/core/fhir';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Actor } from '../../shared/actor.ts';
import { isPatientVisibleTo } from '../../shared/patient-scope.ts';
import { isOneOfRecords, isRecordId, matchesDates, type FhirResourceHandler } from '../resource-handler.ts';

/** The medication orders of the children the actor may see, narrowed by a search's parameters. */
function orders(trx: Transaction<Database>, actor: Actor, search?: ParsedSearch) {
  let query = trx
    .selectFrom('medications')
    .innerJoin('patients', 'patients.id', 'medications.patient_id')
    .where(isPatientVisibleTo(actor));
  if (search?.references.patient)
    query = query.where(isOneOfRecords('medications.patient_id', search.references.patient));
  if (search?.tokens._id)
    query = query.where(
      isOneOfRecords(
        'medications.id',
        search.tokens._id.map((token) => token.code),
      ),
    );
  const statuses = search?.tokens.status?.map((token) => token.code);
  if (statuses) {
    const activity = [
      ...(statuses.includes('active') ? [true] : []),
      ...(statuses.includes('stopped') ? [false] : []),
    ];
    query =
      activity.length > 0
        ? query.where('medications.is_active', 'in', activity)
        : query.where(sql<boolean>`false`);
  }
  if (search?.tokens.intent && !search.tokens.intent.some((token) => token.code === 'order'))
    query = query.where(sql<boolean>`false`);
  return query;
}

/** A loaded order row as its US Core MedicationRequest. */
function toRequest(row: {
  id: string;
  patient_id: string;
  name: string;
  ndc_code: string | null;
  dosage: string;
  frequency: string;
  route: Parameters<typeof toFhirMedicationRequest>[0]['route'];
  prescribed_by: string;
  start_date: string;
  instructions: string | null;
  scheduled_times: string[];
  is_active: boolean;
  updated_at: Date;
}) {
  return toFhirMedicationRequest({
    id: row.id,
    patientId: row.patient_id,
    name: row.name,
    ndcCode: row.ndc_code,
    dosage: row.dosage,
    frequency: row.frequency,
    route: row.route,
    prescribedBy: row.prescribed_by,
    startDate: row.start_date,
    instructions: row.instructions,
    scheduledTimes: row.scheduled_times,
    isActive: row.is_active,
    updatedAt: row.updated_at,
  });
}

/** MedicationRequest: the medication orders on the charts the reader may see. */
export const medicationRequestHandler: FhirResourceHandler = {
  async read({ trx, actor }, id) {
    if (!isRecordId(id)) return undefined;
    const row = await orders(trx, actor)
      .selectAll('medications')
      .where('medications.id', '=', id)
      .executeTakeFirst();
    return row ? toRequest(row) : undefined;
  },
  async search({ trx, actor }, search) {
    const [rows, counted] = await Promise.all([
      orders(trx, actor, search)
        .selectAll('medications')
        .orderBy('medications.start_date', 'desc')
        .orderBy('medications.id')
        .limit(search.count)
        .offset(search.offset)
        .execute(),
      orders(trx, actor, search)
        .select((eb) => eb.fn.countAll<string>().as('total'))
        .executeTakeFirstOrThrow(),
    ]);
    return { matches: rows.map(toRequest), total: Number(counted.total) };
  },
};

/** The eMAR entries of the children the actor may see, with their medication and who gave them. */
function administrations(trx: Transaction<Database>, actor: Actor, search?: ParsedSearch) {
  let query = trx
    .selectFrom('medication_administrations as entry')
    .innerJoin('patients', 'patients.id', 'entry.patient_id')
    .innerJoin('medications', 'medications.id', 'entry.medication_id')
    .innerJoin('users as giver', 'giver.id', 'entry.administered_by')
    .where(isPatientVisibleTo(actor));
  if (search?.references.patient)
    query = query.where(isOneOfRecords('entry.patient_id', search.references.patient));
  if (search?.tokens._id)
    query = query.where(
      isOneOfRecords(
        'entry.id',
        search.tokens._id.map((token) => token.code),
      ),
    );
  if (search?.dates['effective-time'])
    query = query.where(matchesDates('entry.administration_time', search.dates['effective-time']));
  return query
    .select([
      'entry.id',
      'entry.patient_id',
      'entry.medication_id',
      'entry.outcome',
      'entry.dosage_given',
      'entry.administration_time',
      'entry.administered_by',
      'entry.reason',
      'entry.notes',
      'entry.amends_id',
      'entry.amendment_reason',
      'medications.name as medicationName',
      'giver.first_name as giverFirstName',
      'giver.last_name as giverLastName',
    ])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('medication_administrations as later')
            .select('later.id')
            .whereRef('later.amends_id', '=', 'entry.id'),
        )
        .as('isAmended'),
    );
}

/** A loaded eMAR row as its MedicationAdministration. */
function toAdministration(row: Awaited<ReturnType<ReturnType<typeof administrations>['execute']>>[number]) {
  return toFhirMedicationAdministration({
    id: row.id,
    patientId: row.patient_id,
    medicationId: row.medication_id,
    medicationName: row.medicationName,
    outcome: row.outcome,
    dosageGiven: row.dosage_given,
    administeredAt: row.administration_time,
    administeredBy: { id: row.administered_by, name: `${row.giverFirstName} ${row.giverLastName}` },
    reason: row.reason,
    notes: row.notes,
    amendsId: row.amends_id,
    amendmentReason: row.amendment_reason,
    isAmended: Boolean(row.isAmended),
  });
}

/** MedicationAdministration: the eMAR of the charts the reader may see (base R4), newest first. */
export const medicationAdministrationHandler: FhirResourceHandler = {
  async read({ trx, actor }, id) {
    if (!isRecordId(id)) return undefined;
    const row = await administrations(trx, actor).where('entry.id', '=', id).executeTakeFirst();
    return row ? toAdministration(row) : undefined;
  },
  async search({ trx, actor }, search) {
    const [rows, counted] = await Promise.all([
      administrations(trx, actor, search)
        .orderBy('entry.administration_time', 'desc')
        .orderBy('entry.id')
        .limit(search.count)
        .offset(search.offset)
        .execute(),
      trx
        .selectFrom(administrations(trx, actor, search).as('matching'))
        .select((eb) => eb.fn.countAll<string>().as('total'))
        .executeTakeFirstOrThrow(),
    ]);
    return { matches: rows.map(toAdministration), total: Number(counted.total) };
  },
};
