import type { FhirClient } from '@carenest/core';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Actor } from '../../shared/actor.ts';
import { isInFacilityScope } from '../../shared/facility-scope.ts';

/** The clients an actor may see: their facility's (every facility's for super_admin). */
function visibleClients(trx: Transaction<Database>, actor: Actor) {
  return trx
    .selectFrom('fhir_clients')
    .innerJoin('users as creator', 'creator.id', 'fhir_clients.created_by')
    .where(isInFacilityScope(actor, 'fhir_clients.facility_id'));
}

/** Loads the visible clients (all, or the one of `clientId`) as the administrator's list presents them. */
export async function loadFhirClients(
  trx: Transaction<Database>,
  actor: Actor,
  now: Date,
  clientId?: string,
): Promise<(FhirClient & { facilityId: string })[]> {
  let query = visibleClients(trx, actor)
    .select((eb) => [
      'fhir_clients.id',
      'fhir_clients.facility_id',
      'fhir_clients.name',
      'fhir_clients.scopes',
      'fhir_clients.jwks',
      'fhir_clients.created_by',
      'fhir_clients.created_at',
      'fhir_clients.revoked_at',
      'creator.first_name',
      'creator.last_name',
      eb
        .selectFrom('fhir_access_tokens')
        .select((inner) => inner.fn.countAll<string>().as('count'))
        .whereRef('fhir_access_tokens.client_id', '=', 'fhir_clients.id')
        .where('fhir_access_tokens.revoked_at', 'is', null)
        .where('fhir_access_tokens.expires_at', '>', now)
        .as('activeTokenCount'),
      eb
        .selectFrom('fhir_access_tokens')
        .select((inner) => inner.fn.max('fhir_access_tokens.issued_at').as('last'))
        .whereRef('fhir_access_tokens.client_id', '=', 'fhir_clients.id')
        .as('lastTokenIssuedAt'),
    ])
    .orderBy('fhir_clients.created_at', 'desc');
  if (clientId) query = query.where('fhir_clients.id', '=', clientId);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    facilityId: row.facility_id,
    name: row.name,
    scopes: row.scopes,
    keyIds: ((row.jwks as { keys?: { kid?: string }[] }).keys ?? []).map((key) => key.kid ?? ''),
    createdBy: { id: row.created_by, name: `${row.first_name} ${row.last_name}` },
    createdAt: row.created_at.toISOString(),
    revokedAt: row.revoked_at?.toISOString() ?? null,
    activeTokenCount: Number(row.activeTokenCount ?? 0),
    lastTokenIssuedAt: row.lastTokenIssuedAt ? new Date(row.lastTokenIssuedAt).toISOString() : null,
  }));
}

/** The public face of a loaded client: without its facility id. */
export function presentFhirClient({
  facilityId: _facilityId,
  ...client
}: FhirClient & { facilityId: string }): FhirClient {
  return client;
}
