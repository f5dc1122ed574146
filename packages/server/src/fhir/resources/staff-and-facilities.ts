import { toFhirOrganization, toFhirPractitioner, type ParsedSearch } from '@carenest/core/fhir';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Actor } from '../../shared/actor.ts';
import { isPatientVisibleTo } from '../../shared/patient-scope.ts';
import {
  isOneOfRecords,
  isRecordId,
  startsWithPattern,
  type FhirResourceHandler,
} from '../resource-handler.ts';
import { isInFacilityScope } from '../../shared/facility-scope.ts';

/**
 * The facilities a reader belongs to: every one for super_admin, their own for staff and clients, and for a parent
 * those of the children they may see.
 */
function readerFacilities(trx: Transaction<Database>, actor: Actor) {
  const facilities = trx.selectFrom('facilities');
  if (actor.role === 'parent')
    return facilities.where(
      'facilities.id',
      'in',
      trx.selectFrom('patients').select('patients.facility_id').where(isPatientVisibleTo(actor)),
    );
  return facilities.where(isInFacilityScope(actor, 'facilities.id'));
}

/** The staff (every role but parent) of the reader's facilities, narrowed by a search's parameters. */
function staff(trx: Transaction<Database>, actor: Actor, search?: ParsedSearch) {
  let query = trx
    .selectFrom('users')
    .where('users.role', '!=', 'parent')
    .where('users.facility_id', 'in', readerFacilities(trx, actor).select('facilities.id'));
  if (search?.tokens._id)
    query = query.where(
      isOneOfRecords(
        'users.id',
        search.tokens._id.map((token) => token.code),
      ),
    );
  if (search?.tokens.identifier)
    query = query.where(
      isOneOfRecords(
        'users.id',
        search.tokens.identifier.map((token) => token.code),
      ),
    );
  const names = search?.strings.name;
  if (names)
    query = query.where((eb) =>
      eb.or(
        names.flatMap((name) => [
          eb('users.first_name', 'ilike', startsWithPattern(name)),
          eb('users.last_name', 'ilike', startsWithPattern(name)),
        ]),
      ),
    );
  return query.select(['users.id', 'users.first_name', 'users.last_name', 'users.email', 'users.is_active']);
}

/** A loaded staff row as its US Core Practitioner. */
function toPractitioner(row: {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  is_active: boolean;
}) {
  return toFhirPractitioner({
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    isActive: row.is_active,
  });
}

/** Practitioner: the staff of the reader's facilities (who recorded, gave and signed what the other resources name). */
export const practitionerHandler: FhirResourceHandler = {
  async read({ trx, actor }, id) {
    if (!isRecordId(id)) return undefined;
    const row = await staff(trx, actor).where('users.id', '=', id).executeTakeFirst();
    return row ? toPractitioner(row) : undefined;
  },
  async search({ trx, actor }, search) {
    const [rows, counted] = await Promise.all([
      staff(trx, actor, search)
        .orderBy('users.last_name')
        .orderBy('users.id')
        .limit(search.count)
        .offset(search.offset)
        .execute(),
      trx
        .selectFrom(staff(trx, actor, search).as('matching'))
        .select((eb) => eb.fn.countAll<string>().as('total'))
        .executeTakeFirstOrThrow(),
    ]);
    return { matches: rows.map(toPractitioner), total: Number(counted.total) };
  },
};

/** The reader's facilities, narrowed by a search's parameters. */
function facilities(trx: Transaction<Database>, actor: Actor, search?: ParsedSearch) {
  let query = readerFacilities(trx, actor);
  if (search?.tokens._id)
    query = query.where(
      isOneOfRecords(
        'facilities.id',
        search.tokens._id.map((token) => token.code),
      ),
    );
  const names = search?.strings.name;
  if (names)
    query = query.where((eb) =>
      eb.or(names.map((name) => eb('facilities.name', 'ilike', startsWithPattern(name)))),
    );
  return query.select(['facilities.id', 'facilities.name', 'facilities.address', 'facilities.phone']);
}

/** Organization: the PPEC centers the reader belongs to. */
export const organizationHandler: FhirResourceHandler = {
  async read({ trx, actor }, id) {
    if (!isRecordId(id)) return undefined;
    const row = await facilities(trx, actor).where('facilities.id', '=', id).executeTakeFirst();
    return row ? toFhirOrganization(row) : undefined;
  },
  async search({ trx, actor }, search) {
    const rows = await facilities(trx, actor, search).orderBy('facilities.name').execute();
    return {
      matches: rows.slice(search.offset, search.offset + search.count).map(toFhirOrganization),
      total: rows.length,
    };
  },
};
