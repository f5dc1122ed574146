import { toFhirPatient, type ParsedSearch, type TokenValue } from '@carenest/core/fhir';
import { sql, type ExpressionBuilder, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Actor } from '../../shared/actor.ts';
import { isPatientVisibleTo } from '../../shared/patient-scope.ts';
import {
  isOneOfRecords,
  isRecordId,
  matchesDates,
  startsWithPattern,
  type FhirResourceHandler,
} from '../resource-handler.ts';

const MRN_SYSTEM = /^urn:carenest:facility:([0-9a-f-]{36}):mrn$/;

/** An `identifier` token: the MRN, within the facility its system names (any facility without a system). */
function hasIdentifier(token: TokenValue) {
  return (eb: ExpressionBuilder<Database, 'patients'>) => {
    if (token.system === undefined) return eb('patients.medical_record_number', '=', token.code);
    const facilityId = MRN_SYSTEM.exec(token.system)?.[1];
    if (!facilityId) return sql<boolean>`false`;
    return eb.and([
      eb('patients.medical_record_number', '=', token.code),
      eb('patients.facility_id', '=', facilityId),
    ]);
  };
}

/** The children the actor may see, with the home address billing recorded, as the Patient mapping reads them. */
function visiblePatients(trx: Transaction<Database>, actor: Actor) {
  return trx
    .selectFrom('patients')
    .leftJoin('patient_billing_details as address', 'address.patient_id', 'patients.id')
    .where(isPatientVisibleTo(actor));
}

/** Narrows the visible children to a search's parameters. */
function matching(trx: Transaction<Database>, actor: Actor, search: ParsedSearch) {
  let query = visiblePatients(trx, actor);
  const { tokens, strings, dates } = search;
  if (tokens._id)
    query = query.where(
      isOneOfRecords(
        'patients.id',
        tokens._id.map((token) => token.code),
      ),
    );
  const identifiers = tokens.identifier;
  if (identifiers) query = query.where((eb) => eb.or(identifiers.map((token) => hasIdentifier(token)(eb))));
  const genders = tokens.gender?.map((token) => token.code);
  if (genders) query = query.where(sql<boolean>`patients.sex = ANY(${genders}::text[])`);
  for (const [parameter, columns] of [
    ['name', ['patients.first_name', 'patients.last_name']],
    ['family', ['patients.last_name']],
    ['given', ['patients.first_name']],
  ] as const) {
    const values = strings[parameter];
    if (values)
      query = query.where((eb) =>
        eb.or(
          values.flatMap((value) => columns.map((column) => eb(column, 'ilike', startsWithPattern(value)))),
        ),
      );
  }
  if (dates.birthdate) query = query.where(matchesDates('patients.date_of_birth', dates.birthdate, 'date'));
  return query;
}

const COLUMNS = [
  'patients.id',
  'patients.facility_id',
  'patients.first_name',
  'patients.last_name',
  'patients.date_of_birth',
  'patients.medical_record_number',
  'patients.sex',
  'patients.is_active',
  'patients.updated_at',
  'address.address_line1',
  'address.city',
  'address.state',
  'address.postal_code',
] as const;

type PatientRow = {
  id: string;
  facility_id: string;
  first_name: string;
  last_name: string;
  date_of_birth: string;
  medical_record_number: string;
  sex: 'female' | 'male' | 'unknown';
  is_active: boolean;
  updated_at: Date;
  address_line1: string | null;
  city: string | null;
  state: string | null;
  postal_code: string | null;
};

/** A loaded row as its US Core Patient. */
function toResource(row: PatientRow) {
  return toFhirPatient({
    id: row.id,
    facilityId: row.facility_id,
    firstName: row.first_name,
    lastName: row.last_name,
    dateOfBirth: row.date_of_birth,
    medicalRecordNumber: row.medical_record_number,
    sex: row.sex,
    isActive: row.is_active,
    updatedAt: row.updated_at,
    address:
      row.address_line1 && row.city && row.state && row.postal_code
        ? { line1: row.address_line1, city: row.city, state: row.state, postalCode: row.postal_code }
        : null,
  });
}

/** Patient: the children the reader may see (US Core Patient), searched by US Core's parameters. */
export const patientHandler: FhirResourceHandler = {
  async read({ trx, actor }, id) {
    if (!isRecordId(id)) return undefined;
    const row = await visiblePatients(trx, actor)
      .select(COLUMNS)
      .where('patients.id', '=', id)
      .executeTakeFirst();
    return row ? toResource(row) : undefined;
  },
  async search({ trx, actor }, search) {
    const [rows, counted] = await Promise.all([
      matching(trx, actor, search)
        .select(COLUMNS)
        .orderBy('patients.last_name')
        .orderBy('patients.first_name')
        .orderBy('patients.id')
        .limit(search.count)
        .offset(search.offset)
        .execute(),
      matching(trx, actor, search)
        .select((eb) => eb.fn.countAll<string>().as('total'))
        .executeTakeFirstOrThrow(),
    ]);
    return { matches: rows.map(toResource), total: Number(counted.total) };
  },
};
