import type { PatientListQuery, PatientListResponse } from '@carenest/core';
import { sql, type ExpressionBuilder, type Transaction } from 'kysely';
import type { Actor } from '../shared/actor.ts';
import type { Database } from '../db/schema.ts';
import { pageWindow } from '../shared/pagination.ts';
import { isPatientVisibleTo } from '../shared/patient-scope.ts';
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

/**
 * One page of the patients the actor may see, with how many match the search and filter (`total`) and the
 * footer counts over all of them.
 */
export async function listPatients(
  trx: Transaction<Database>,
  actor: Actor,
  query: PatientListQuery,
): Promise<PatientListResponse> {
  const visible = trx.selectFrom('patients').where(isPatientVisibleTo(actor));
  const counts = await visible
    .select((eb) => [
      sql<number>`count(*)::int`.as('totalCount'),
      sql<number>`(count(*) FILTER (WHERE patients.is_active))::int`.as('activeCount'),
      sql<number>`(count(*) FILTER (WHERE ${hasAllergies(eb)}))::int`.as('withAllergiesCount'),
      sql<number>`(count(*) FILTER (WHERE ${matchesQuery(query)(eb)}))::int`.as('total'),
    ])
    .executeTakeFirstOrThrow();
  const { limit, offset } = pageWindow(query);
  const rows = await visible
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
    .limit(limit)
    .offset(offset)
    .execute();
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
    ...counts,
  };
}
