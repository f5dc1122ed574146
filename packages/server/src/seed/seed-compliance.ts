import { HIPAA_AGREEMENT } from '@carenest/core';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { sampleSignatureDataUrl } from '../hipaa/index.ts';

/**
 * Gives the demo users a signed HIPAA agreement, so a demo starts at the dashboard (README.md, "Demo accounts").
 * Registration still shows the gate for every new account.
 */
export async function signDemoAgreements(
  trx: Transaction<Database>,
  users: readonly { id: string; role: string }[],
  now: Date,
): Promise<void> {
  const signature = sampleSignatureDataUrl();
  await trx
    .insertInto('hipaa_records')
    .values(
      users.map((user) => ({
        user_id: user.id,
        user_role: user.role,
        document_version: HIPAA_AGREEMENT.version,
        signed_at: now,
        ip_address: '127.0.0.1',
        user_agent: 'CareNest demo seed',
        digital_signature: signature,
        expires_at: new Date(now.getTime() + HIPAA_AGREEMENT.expiryDays * 86_400_000),
      })),
    )
    .execute();
}
