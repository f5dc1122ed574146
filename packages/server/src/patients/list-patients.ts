import type { PatientListQuery, PatientListResponse } from '@carenest/core';
import { sql, type ExpressionBuilder, type Transaction } from 'kysely';
import { z } from 'zod';
import type { Actor } from '../shared/actor.ts';
import type { Database } from '../db/schema.ts';
import { keysetPage, pageWindow, sortKeyAfter } from '../shared/pagination.ts';
import { isPatientVisibleTo, wholeFacilitiesVisibleTo } from '../shared/patient-scope.ts';
import { likePattern } from '../shared/text-search.ts';

type PatientExpression = ExpressionBuilder<Database, 'patients'>;

/** "Has allergies" as an uncorrelated IN, which PostgreSQL answers with one hashed subplan per query. */
const hasAllergies = (eb: PatientExpression) =>
  eb('patients.id', 'in', eb.selectFrom('patient_allergies').select('patient_allergies.patient_id'));

/** The search box and filter select of the patient list as one condition. */
function matchesQuery(query: PatientListQuery) {
  return (eb: PatientExpression) => {
    const conditions = [];
    if (query.search) {
      const pattern = likePattern(query.search);
      conditions.push(
        eb.or([
          eb('patients.first_name', 'ilike', pattern),
          eb('patients.last_name', 'ilike', pattern),
          eb(sql<string>`patients.first_name || ' ' || patients.last_name`, 'ilike', pattern),
          eb('patients.medical_record_number', 'ilike', pattern),
          eb('patients.primary_diagnosis', 'ilike', pattern),
        ]),
      );
    }
    if (query.filter === 'active') conditions.push(eb('patients.is_active', '=', true));
    if (query.filter === 'inactive') conditions.push(eb('patients.is_active', '=', false));
    if (query.filter === 'allergies') conditions.push(hasAllergies(eb));
    return eb.and(conditions);
  };
}

/** A patient list cursor's sort key: last name, first name, id. */
const PATIENT_SORT_KEY = z.tuple([z.string(), z.string(), z.uuid()]);

/** The footer counts and `total`; a whole facility (or all of them) from the kept counts, not by counting. */
async function listCounts(trx: Transaction<Database>, actor: Actor, query: PatientListQuery) {
  const visible = trx.selectFrom('patients').where(isPatientVisibleTo(actor));
  const whole = wholeFacilitiesVisibleTo(actor);
  if (!whole) {
    return visible
      .select((eb) => [
        sql<number>`count(*)::int`.as('totalCount'),
        sql<number>`(count(*) FILTER (WHERE patients.is_active))::int`.as('activeCount'),
        sql<number>`(count(*) FILTER (WHERE ${hasAllergies(eb)}))::int`.as('withAllergiesCount'),
        sql<number>`(count(*) FILTER (WHERE ${matchesQuery(query)(eb)}))::int`.as('total'),
      ])
      .executeTakeFirstOrThrow();
  }
  let kept = trx
    .selectFrom('facility_patient_counts')
    .select([
      sql<number>`coalesce(sum(total), 0)::int`.as('totalCount'),
      sql<number>`coalesce(sum(active), 0)::int`.as('activeCount'),
      sql<number>`coalesce(sum(with_allergies), 0)::int`.as('withAllergiesCount'),
    ]);
  if (whole !== 'all') kept = kept.where('facility_id', '=', whole.facilityId);
  const counts = await kept.executeTakeFirstOrThrow();
  if (query.search) {
    const { total } = await visible
      .where(matchesQuery(query))
      .select(sql<number>`count(*)::int`.as('total'))
      .executeTakeFirstOrThrow();
    return { ...counts, total };
  }
  const byFilter = {
    all: counts.totalCount,
    active: counts.activeCount,
    inactive: counts.totalCount - counts.activeCount,
    allergies: counts.withAllergiesCount,
  };
  return { ...counts, total: byFilter[query.filter] };
}

/**
 * One page of the patients the actor may see, by name, with how many match the search and filter (`total`)
 * and the footer counts over all of them. A page asked for with `after` (the previous page's `nextCursor`)
 * starts right after that row through the name index (keyset); otherwise at its offset. One row more than the
 * page is read to know whether a next page exists.
 */
export async function listPatients(
  trx: Transaction<Database>,
  actor: Actor,
  query: PatientListQuery,
): Promise<PatientListResponse> {
  const after = query.after ? sortKeyAfter(query.after, PATIENT_SORT_KEY) : undefined;
  const counts = await listCounts(trx, actor, query);
  const { limit, offset } = pageWindow(query);
  let page = trx
    .selectFrom('patients')
    .where(isPatientVisibleTo(actor))
    .where(matchesQuery(query))
    .select((eb) => [
      'patients.id',
      'patients.first_name',
      'patients.last_name',
      'patients.date_of_birth',
      'patients.medical_record_number',
      'patients.primary_diagnosis',
      'patients.care_complexity',
      'patients.is_active',
      eb
        .selectFrom('patient_allergies')
        .select(sql<number>`count(*)::int`.as('count'))
        .whereRef('patient_allergies.patient_id', '=', 'patients.id')
        .as('allergy_count'),
    ])
    .orderBy('patients.last_name')
    .orderBy('patients.first_name')
    .orderBy('patients.id')
    .limit(limit + 1);
  page = after
    ? page.where((eb) =>
        eb(eb.refTuple('patients.last_name', 'patients.first_name', 'patients.id'), '>', eb.tuple(...after)),
      )
    : page.offset(offset);
  const { rows, nextCursor } = keysetPage(await page.execute(), limit, (row) => [
    row.last_name,
    row.first_name,
    row.id,
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      dateOfBirth: row.date_of_birth,
      medicalRecordNumber: row.medical_record_number,
      primaryDiagnosis: row.primary_diagnosis,
      careComplexity: row.care_complexity,
      isActive: row.is_active,
      allergyCount: row.allergy_count ?? 0,
    })),
    page: query.page,
    pageSize: query.pageSize,
    nextCursor,
    ...counts,
  };
}
