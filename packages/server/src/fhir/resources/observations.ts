import {
  parseVitalSignObservationId,
  toVitalSignObservation,
  vitalSignKindsMatching,
  type ParsedSearch,
  type VitalSignKind,
  type VitalSignsReading,
} from '@carenest/core/fhir';
import { sql, type Expression, type SqlBool, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Actor } from '../../shared/actor.ts';
import { isPatientVisibleTo } from '../../shared/patient-scope.ts';
import { isOneOfRecords, matchesDates, type FhirResourceHandler } from '../resource-handler.ts';

/** Whether a reading holds the measurement of a kind, as a condition on vital_signs. */
const HOLDS_KIND: Record<VitalSignKind, Expression<SqlBool>> = {
  temperature: sql`vital_signs.temperature IS NOT NULL`,
  'heart-rate': sql`vital_signs.heart_rate IS NOT NULL`,
  'blood-pressure': sql`(vital_signs.blood_pressure_systolic IS NOT NULL OR vital_signs.blood_pressure_diastolic IS NOT NULL)`,
  'respiratory-rate': sql`vital_signs.respiratory_rate IS NOT NULL`,
  'oxygen-saturation': sql`vital_signs.oxygen_saturation IS NOT NULL`,
  'body-weight': sql`vital_signs.weight IS NOT NULL`,
  'body-height': sql`vital_signs.height IS NOT NULL`,
  pain: sql`vital_signs.pain_scale IS NOT NULL`,
};

/** The readings of the children the actor may see. */
function visibleReadings(trx: Transaction<Database>, actor: Actor) {
  return trx
    .selectFrom('vital_signs')
    .innerJoin('patients', 'patients.id', 'vital_signs.patient_id')
    .where(isPatientVisibleTo(actor));
}

/** The readings that match a search's patient, date and _id parameters. */
function matchingReadings(trx: Transaction<Database>, actor: Actor, search: ParsedSearch) {
  let query = visibleReadings(trx, actor);
  if (search.references.patient)
    query = query.where(isOneOfRecords('vital_signs.patient_id', search.references.patient));
  if (search.dates.date) query = query.where(matchesDates('vital_signs.recorded_at', search.dates.date));
  if (search.tokens._id) {
    const readingIds = search.tokens._id.flatMap(
      (token) => parseVitalSignObservationId(token.code)?.readingId ?? [],
    );
    query = query.where(isOneOfRecords('vital_signs.id', readingIds));
  }
  return query;
}

/** The kinds a search asks for: those its code and category name, narrowed by the kinds its `_id`s name. */
function requestedKinds(search: ParsedSearch): VitalSignKind[] {
  const kinds = vitalSignKindsMatching(search.tokens.code, search.tokens.category);
  if (!search.tokens._id) return kinds;
  const named = new Set(
    search.tokens._id.flatMap((token) => parseVitalSignObservationId(token.code)?.kind ?? []),
  );
  return kinds.filter((kind) => named.has(kind));
}

/**
 * Loads whole readings by id (with the recorder's name) in the mapping's shape, in the order of `ids`.
 * Numeric columns arrive as text from PostgreSQL and as numbers from PGlite: both read as numbers.
 */
export async function loadReadings(
  trx: Transaction<Database>,
  ids: readonly string[],
): Promise<Map<string, VitalSignsReading>> {
  if (ids.length === 0) return new Map();
  const rows = await trx
    .selectFrom('vital_signs')
    .innerJoin('users as recorder', 'recorder.id', 'vital_signs.recorded_by')
    .selectAll('vital_signs')
    .select(['recorder.first_name as recorderFirstName', 'recorder.last_name as recorderLastName'])
    .where(isOneOfRecords('vital_signs.id', ids))
    .execute();
  const number = (value: string | number | null) => (value === null ? null : Number(value));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        patientId: row.patient_id,
        recordedAt: row.recorded_at,
        recordedBy: { id: row.recorded_by, name: `${row.recorderFirstName} ${row.recorderLastName}` },
        temperature: number(row.temperature),
        heartRate: row.heart_rate,
        bloodPressureSystolic: row.blood_pressure_systolic,
        bloodPressureDiastolic: row.blood_pressure_diastolic,
        respiratoryRate: row.respiratory_rate,
        oxygenSaturation: row.oxygen_saturation,
        weight: number(row.weight),
        height: number(row.height),
        painScale: row.pain_scale,
      },
    ]),
  );
}

/**
 * Observation: each measurement of the vital signs the reader may see, as its US Core vital-signs profile. A
 * search pages over (reading, kind) pairs in the database, newest first, so `_count` counts Observations.
 */
export const observationHandler: FhirResourceHandler = {
  async read({ trx, actor }, id) {
    const named = parseVitalSignObservationId(id);
    if (!named) return undefined;
    const visible = await visibleReadings(trx, actor)
      .select('vital_signs.id')
      .where('vital_signs.id', '=', named.readingId)
      .where(HOLDS_KIND[named.kind])
      .executeTakeFirst();
    if (!visible) return undefined;
    const reading = (await loadReadings(trx, [named.readingId])).get(named.readingId)!;
    return toVitalSignObservation(reading, named.kind);
  },
  async search({ trx, actor }, search) {
    const kinds = requestedKinds(search);
    if (kinds.length === 0) return { matches: [], total: 0 };
    const pairs = kinds.map((kind) =>
      matchingReadings(trx, actor, search)
        .where(HOLDS_KIND[kind])
        .select(['vital_signs.id', 'vital_signs.recorded_at', sql<string>`${kind}::text`.as('kind')]),
    );
    const union = pairs.slice(1).reduce((all, next) => all.unionAll(next), pairs[0]!);
    const [page, counted] = await Promise.all([
      trx
        .selectFrom(union.as('pairs'))
        .selectAll()
        .orderBy('pairs.recorded_at', 'desc')
        .orderBy('pairs.id')
        .orderBy('pairs.kind')
        .limit(search.count)
        .offset(search.offset)
        .execute(),
      trx
        .selectFrom(union.as('pairs'))
        .select((eb) => eb.fn.countAll<string>().as('total'))
        .executeTakeFirstOrThrow(),
    ]);
    const readings = await loadReadings(trx, [...new Set(page.map((pair) => pair.id))]);
    return {
      matches: page.map((pair) => toVitalSignObservation(readings.get(pair.id)!, pair.kind as VitalSignKind)),
      total: Number(counted.total),
    };
  },
};
