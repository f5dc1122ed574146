import { HIPAA_AGREEMENT } from '@carenest/core';
import { auditChange, type CommandScope } from '../shared/request-scope.ts';
import type { HipaaRecordRow } from './hipaa-records.ts';

/**
 * Signs the current HIPAA agreement with a drawn signature (already checked): any earlier record turns
 * inactive, the new one is valid for the agreement's term, and SIGN_HIPAA_AGREEMENT is audited.
 */
export async function signHipaaAgreement(
  scope: CommandScope & { signature: string; ipAddress: string },
): Promise<HipaaRecordRow> {
  const { trx, actor, audit, now } = scope;
  await trx
    .updateTable('hipaa_records')
    .set({ is_active: false })
    .where('user_id', '=', actor.userId)
    .where('is_active', '=', true)
    .execute();
  const record = await trx
    .insertInto('hipaa_records')
    .values({
      user_id: actor.userId,
      user_role: actor.role,
      document_version: HIPAA_AGREEMENT.version,
      signed_at: now,
      ip_address: scope.ipAddress,
      user_agent: audit.userAgent ?? 'unknown',
      digital_signature: scope.signature,
      expires_at: new Date(now.getTime() + HIPAA_AGREEMENT.expiryDays * 86_400_000),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await auditChange(scope, {
    action: 'SIGN_HIPAA_AGREEMENT',
    resourceType: 'HIPAA_COMPLIANCE',
    resourceId: record.id,
    newValues: { documentVersion: record.document_version, expiresAt: record.expires_at.toISOString() },
  });
  return record;
}
