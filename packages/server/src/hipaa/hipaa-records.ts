import type { Kysely, Selectable } from 'kysely';
import type { Database, HipaaRecordsTable } from '../db/schema.ts';

/** A stored HIPAA agreement. */
export type HipaaRecordRow = Selectable<HipaaRecordsTable>;

/** The user's HIPAA record that is valid now (active and not expired), if any. */
export function findValidHipaaRecord(
  db: Kysely<Database>,
  userId: string,
  now: Date,
): Promise<HipaaRecordRow | undefined> {
  return db
    .selectFrom('hipaa_records')
    .selectAll()
    .where('user_id', '=', userId)
    .where('is_active', '=', true)
    .where('expires_at', '>', now)
    .orderBy('signed_at', 'desc')
    .executeTakeFirst();
}

/** A HIPAA record as its signer sees it (the signature image stays on the server). */
export function presentHipaaRecord(row: HipaaRecordRow) {
  return {
    id: row.id,
    userRole: row.user_role,
    documentVersion: row.document_version,
    signedAt: row.signed_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    isActive: row.is_active,
  };
}
