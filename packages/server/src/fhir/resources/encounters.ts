import { parseEncounterId, toFhirEncounter, type ParsedSearch } from '@carenest/core/fhir';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Actor } from '../../shared/actor.ts';
import { isPatientVisibleTo } from '../../shared/patient-scope.ts';
import { isOneOfRecords, matchesDates, type FhirResourceHandler } from '../resource-handler.ts';

/**
 * The attendance days of the children the actor may see: one row per child and service day, its first check-in
 * and last check-out, narrowed by a search's parameters.
 */
function attendanceDays(
  trx: Transaction<Database>,
  actor: Actor,
  search: Pick<ParsedSearch, 'references' | 'dates' | 'tokens'>,
) {
  let query = trx
    .selectFrom('attendance_events as event')
    .innerJoin('patients', 'patients.id', 'event.patient_id')
    .where(isPatientVisibleTo(actor));
  if (search.references.patient)
    query = query.where(isOneOfRecords('event.patient_id', search.references.patient));
  if (search.dates.date) query = query.where(matchesDates('event.service_date', search.dates.date, 'date'));
  const days = search.tokens._id?.flatMap((token) => parseEncounterId(token.code) ?? []);
  if (days)
    query = query.where((eb) =>
      days.length === 0
        ? sql<boolean>`false`
        : eb.or(
            days.map((day) =>
              eb.and([
                eb('event.patient_id', '=', day.patientId),
                eb('event.service_date', '=', day.serviceDate),
              ]),
            ),
          ),
    );
  return query
    .select([
      'event.patient_id',
      'event.facility_id',
      'event.service_date',
      sql<Date | null>`min(event.occurred_at) FILTER (WHERE event.kind = 'check_in')`.as('checkedInAt'),
      sql<Date | null>`max(event.occurred_at) FILTER (WHERE event.kind = 'check_out')`.as('checkedOutAt'),
    ])
    .groupBy(['event.patient_id', 'event.facility_id', 'event.service_date']);
}

/** A loaded attendance day as its US Core Encounter. */
function toEncounter(row: {
  patient_id: string;
  facility_id: string;
  service_date: string;
  checkedInAt: Date | null;
  checkedOutAt: Date | null;
}) {
  return toFhirEncounter({
    patientId: row.patient_id,
    facilityId: row.facility_id,
    serviceDate: row.service_date,
    checkedInAt: row.checkedInAt ? new Date(row.checkedInAt) : null,
    checkedOutAt: row.checkedOutAt ? new Date(row.checkedOutAt) : null,
  });
}

/** Encounter: one per child and attendance day (ARCHITECTURE.md, "Transportation and attendance"), newest first. */
export const encounterHandler: FhirResourceHandler = {
  async read({ trx, actor }, id) {
    if (!parseEncounterId(id)) return undefined;
    const row = await attendanceDays(trx, actor, {
      references: {},
      dates: {},
      tokens: { _id: [{ code: id }] },
    }).executeTakeFirst();
    return row ? toEncounter(row) : undefined;
  },
  async search({ trx, actor }, search) {
    const [rows, counted] = await Promise.all([
      attendanceDays(trx, actor, search)
        .orderBy('event.service_date', 'desc')
        .orderBy('event.patient_id')
        .limit(search.count)
        .offset(search.offset)
        .execute(),
      trx
        .selectFrom(attendanceDays(trx, actor, search).as('days'))
        .select((eb) => eb.fn.countAll<string>().as('total'))
        .executeTakeFirstOrThrow(),
    ]);
    return { matches: rows.map(toEncounter), total: Number(counted.total) };
  },
};
