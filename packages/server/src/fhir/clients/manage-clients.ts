import type { RegisterFhirClientInput } from '@carenest/core';
import { auditChange, type CommandScope } from '../../shared/request-scope.ts';

/** Registers a backend-service client for the administrator's facility. Audited as REGISTER_FHIR_CLIENT. */
export async function registerFhirClient(
  scope: CommandScope & { facilityId: string; input: RegisterFhirClientInput },
): Promise<string> {
  const { input } = scope;
  const { id } = await scope.trx
    .insertInto('fhir_clients')
    .values({
      facility_id: scope.facilityId,
      name: input.name,
      jwks: JSON.stringify(input.jwks),
      scopes: [...new Set(input.scopes)],
      created_by: scope.actor.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await auditChange(scope, {
    action: 'REGISTER_FHIR_CLIENT',
    resourceType: 'FHIR_CLIENT',
    resourceId: id,
    newValues: { name: input.name, scopes: input.scopes, keyIds: input.jwks.keys.map((key) => key.kid) },
  });
  return id;
}

/** Revokes every live token of a client; answers how many. Audited as REVOKE_FHIR_TOKENS. */
export async function revokeFhirClientTokens(scope: CommandScope & { clientId: string }): Promise<number> {
  const revoked = await scope.trx
    .updateTable('fhir_access_tokens')
    .set({ revoked_at: scope.now })
    .where('client_id', '=', scope.clientId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', scope.now)
    .returning('id')
    .execute();
  await auditChange(scope, {
    action: 'REVOKE_FHIR_TOKENS',
    resourceType: 'FHIR_CLIENT',
    resourceId: scope.clientId,
    newValues: { revokedTokenCount: revoked.length },
  });
  return revoked.length;
}

/** Revokes a client (it gets no more tokens) and its live tokens. Audited as REVOKE_FHIR_CLIENT. */
export async function revokeFhirClient(scope: CommandScope & { clientId: string }): Promise<void> {
  await scope.trx
    .updateTable('fhir_clients')
    .set({ revoked_at: scope.now, revoked_by: scope.actor.userId })
    .where('id', '=', scope.clientId)
    .where('revoked_at', 'is', null)
    .execute();
  await scope.trx
    .updateTable('fhir_access_tokens')
    .set({ revoked_at: scope.now })
    .where('client_id', '=', scope.clientId)
    .where('revoked_at', 'is', null)
    .execute();
  await auditChange(scope, {
    action: 'REVOKE_FHIR_CLIENT',
    resourceType: 'FHIR_CLIENT',
    resourceId: scope.clientId,
  });
}
