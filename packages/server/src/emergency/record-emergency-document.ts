import { MESSAGES, type EmergencyDocumentInput } from '@carenest/core';
import type { Selectable } from 'kysely';
import type { EmergencyDocumentsTable } from '../db/schema.ts';
import { auditChange, type CommandScope } from '../shared/request-scope.ts';
import { refuseFutureDate, type EmergencyFacility } from './emergency-facility.ts';

/**
 * Records a document on file (the yearly fire inspection of Florida 59A-13.022, the plan review and risk
 * assessment of 26 TAC §550.209) with its issue and expiry dates; an issue date after the facility's today is a
 * 400 naming `issuedOn`. Audited as RECORD_EMERGENCY_DOCUMENT.
 */
export async function recordEmergencyDocument(
  scope: CommandScope & { facility: EmergencyFacility; input: EmergencyDocumentInput },
): Promise<Selectable<EmergencyDocumentsTable>> {
  const { trx, actor, facility, input } = scope;
  refuseFutureDate(facility, 'issuedOn', input.issuedOn, MESSAGES.dateInFuture);
  const document = await trx
    .insertInto('emergency_documents')
    .values({
      facility_id: facility.id,
      kind: input.kind,
      title: input.title,
      issued_on: input.issuedOn,
      expires_on: input.expiresOn,
      reference: input.reference === undefined || input.reference === '' ? null : input.reference,
      recorded_by: actor.userId,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await auditChange(scope, {
    action: 'RECORD_EMERGENCY_DOCUMENT',
    resourceType: 'EMERGENCY_DOCUMENT',
    resourceId: document.id,
    newValues: input,
  });
  return document;
}
