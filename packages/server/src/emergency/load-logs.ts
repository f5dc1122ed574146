import {
  documentExpiryState,
  generatorTestStatus,
  unannouncedDrillStatus,
  type Drill,
  type DrillsResponse,
  type EmergencyDocument,
  type EmergencyDocumentsResponse,
  type EmergencyListQuery,
  type GeneratorTest,
  type GeneratorTestsResponse,
} from '@carenest/core';
import type { Selectable, Transaction } from 'kysely';
import type {
  Database,
  EmergencyDocumentsTable,
  EmergencyDrillsTable,
  GeneratorTestsTable,
} from '../db/schema.ts';
import { pageOf, pageWindow } from '../shared/pagination.ts';
import { loadUserNames, personOf, type UserNames } from '../shared/user-names.ts';
import type { EmergencyFacility } from './emergency-facility.ts';

/** A drill row as answered. */
export function presentDrill(row: Selectable<EmergencyDrillsTable>, names: UserNames): Drill {
  return {
    id: row.id,
    drillType: row.drill_type,
    heldOn: row.held_on,
    isUnannounced: row.is_unannounced,
    durationMinutes: row.duration_minutes,
    findings: row.findings,
    recordedBy: personOf(names, row.recorded_by),
    recordedAt: row.created_at.toISOString(),
  };
}

/** A generator test row as answered, with its signer. */
export function presentGeneratorTest(row: Selectable<GeneratorTestsTable>, names: UserNames): GeneratorTest {
  return {
    id: row.id,
    testedOn: row.tested_on,
    durationMinutes: row.duration_minutes,
    outcome: row.outcome,
    testedBy: row.tested_by,
    notes: row.notes,
    signedBy: personOf(names, row.signed_by),
    signedAt: row.signed_at.toISOString(),
  };
}

/** A document on file as answered, with where its expiry stands on the facility's today. */
export function presentEmergencyDocument(
  row: Selectable<EmergencyDocumentsTable>,
  names: UserNames,
  today: string,
): EmergencyDocument {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    issuedOn: row.issued_on,
    expiresOn: row.expires_on,
    reference: row.reference,
    expiryState: documentExpiryState(row.expires_on, today),
    recordedBy: personOf(names, row.recorded_by),
    recordedAt: row.created_at.toISOString(),
  };
}

/** A page of the drills log, newest first, and whether the year's unannounced drill is missing (26 TAC §550.209). */
export async function loadDrills(
  trx: Transaction<Database>,
  facility: EmergencyFacility,
  query: EmergencyListQuery,
): Promise<DrillsResponse> {
  const { limit, offset } = pageWindow(query);
  const rows = await trx
    .selectFrom('emergency_drills')
    .selectAll()
    .where('facility_id', '=', facility.id)
    .orderBy('held_on', 'desc')
    .orderBy('created_at', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  const summary = await trx
    .selectFrom('emergency_drills')
    .select((eb) => [
      eb.fn.countAll<string>().as('total'),
      eb.fn.max('held_on').filterWhere('is_unannounced', '=', true).as('last_unannounced'),
    ])
    .where('facility_id', '=', facility.id)
    .executeTakeFirstOrThrow();
  const names = await loadUserNames(
    trx,
    rows.map((row) => row.recorded_by),
  );
  return {
    ...pageOf(
      rows.map((row) => presentDrill(row, names)),
      Number(summary.total),
      query,
    ),
    today: facility.today,
    unannouncedDrill: unannouncedDrillStatus(summary.last_unannounced ?? null, facility.today),
  };
}

/** A page of the generator log, newest first, and when the next test is due (Florida 59A-13.022). */
export async function loadGeneratorTests(
  trx: Transaction<Database>,
  facility: EmergencyFacility,
  query: EmergencyListQuery,
): Promise<GeneratorTestsResponse> {
  const { limit, offset } = pageWindow(query);
  const rows = await trx
    .selectFrom('generator_tests')
    .selectAll()
    .where('facility_id', '=', facility.id)
    .orderBy('tested_on', 'desc')
    .orderBy('signed_at', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  const summary = await trx
    .selectFrom('generator_tests')
    .select((eb) => [eb.fn.countAll<string>().as('total'), eb.fn.max('tested_on').as('last_tested')])
    .where('facility_id', '=', facility.id)
    .executeTakeFirstOrThrow();
  const names = await loadUserNames(
    trx,
    rows.map((row) => row.signed_by),
  );
  return {
    ...pageOf(
      rows.map((row) => presentGeneratorTest(row, names)),
      Number(summary.total),
      query,
    ),
    today: facility.today,
    status: generatorTestStatus(summary.last_tested ?? null, facility.today),
  };
}

/** A page of the documents on file, latest expiry first, and whether a current fire inspection is among them. */
export async function loadEmergencyDocuments(
  trx: Transaction<Database>,
  facility: EmergencyFacility,
  query: EmergencyListQuery,
): Promise<EmergencyDocumentsResponse> {
  const { limit, offset } = pageWindow(query);
  const rows = await trx
    .selectFrom('emergency_documents')
    .selectAll()
    .where('facility_id', '=', facility.id)
    .orderBy('expires_on', 'desc')
    .orderBy('created_at', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  const summary = await trx
    .selectFrom('emergency_documents')
    .select((eb) => [
      eb.fn.countAll<string>().as('total'),
      eb.fn
        .countAll<string>()
        .filterWhere((filter) =>
          filter.and([filter('kind', '=', 'fire_inspection'), filter('expires_on', '>=', facility.today)]),
        )
        .as('current_fire_inspections'),
    ])
    .where('facility_id', '=', facility.id)
    .executeTakeFirstOrThrow();
  const names = await loadUserNames(
    trx,
    rows.map((row) => row.recorded_by),
  );
  return {
    ...pageOf(
      rows.map((row) => presentEmergencyDocument(row, names, facility.today)),
      Number(summary.total),
      query,
    ),
    today: facility.today,
    isFireInspectionMissing: Number(summary.current_fire_inspections) === 0,
  };
}
