// Chain verification of a large audit log (issue target: 1,000,000 rows under 30 s on PostgreSQL).
// Run: BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx packages/server/bench/audit-chain.ts [rows]
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { GENESIS_HASH, hashAuditRow, type ChainedAuditFields } from '../src/audit/chain.ts';
import { verifyAuditChain } from '../src/audit/verify-chain.ts';
import type { Database } from '../src/db/schema.ts';
import { openScratchDatabase } from './scratch-database.ts';

const BATCH = 10_000;

/**
 * Appends `count` valid, chained audit rows in bulk (unnest of arrays, two statements per batch), then moves
 * the table's sequence past them so the server's own appends follow. The rows take turns among `userIds`
 * (none: no user); the caller recounts audit_log_counts once those users exist.
 */
export async function fillAuditLog(
  db: Kysely<Database>,
  count: number,
  userIds: readonly string[] = [],
): Promise<void> {
  let previousHash = GENESIS_HASH;
  const start = Date.now() - count * 1000;
  for (let offset = 0; offset < count; offset += BATCH) {
    const rows: (ChainedAuditFields & { previousHash: string; hash: string })[] = [];
    for (let index = offset; index < Math.min(count, offset + BATCH); index += 1) {
      const fields: ChainedAuditFields = {
        sequence: String(index + 1),
        id: randomUUID(),
        userId: userIds.length > 0 ? userIds[index % userIds.length]! : null,
        userRole: 'nurse',
        action: 'VIEW_PATIENT',
        resourceType: 'PATIENT',
        resourceId: randomUUID(),
        oldValues: null,
        newValues: { page: index % 7 },
        ipAddress: '127.0.0.1',
        userAgent: 'bench',
        sessionId: null,
        occurredAt: new Date(start + index * 1000),
        success: true,
        errorMessage: null,
      };
      const hash = hashAuditRow(previousHash, fields);
      rows.push({ ...fields, previousHash, hash });
      previousHash = hash;
    }
    const column = <Key extends keyof (typeof rows)[number]>(key: Key) => rows.map((row) => row[key]);
    await sql`
      INSERT INTO audit_log (sequence, id, user_id, user_role, action, resource_type, resource_id, new_values,
                             ip_address, user_agent, occurred_at, success)
      SELECT * FROM unnest(${column('sequence')}::bigint[], ${column('id')}::uuid[], ${column('userId')}::uuid[],
        ${column('userRole')}::text[],
        ${column('action')}::text[], ${column('resourceType')}::text[], ${column('resourceId')}::text[],
        ${rows.map((row) => JSON.stringify(row.newValues))}::jsonb[], ${column('ipAddress')}::text[],
        ${column('userAgent')}::text[], ${column('occurredAt')}::timestamptz[], ${column('success')}::boolean[])`.execute(
      db,
    );
    await sql`
      INSERT INTO audit_chain (position, audit_sequence, previous_hash, hash)
      SELECT * FROM unnest(${column('sequence')}::bigint[], ${column('sequence')}::bigint[],
        ${column('previousHash')}::text[], ${column('hash')}::text[])`.execute(db);
  }
  if (count > 0) await sql`SELECT setval('audit_log_sequence', ${count})`.execute(db);
}

/** Fills a scratch database and times one full verification. */
async function main(): Promise<void> {
  const count = Number(process.argv[2] ?? 1_000_000);
  const scratch = await openScratchDatabase(process.env.BENCH_DATABASE_URL);
  try {
    const filling = performance.now();
    await fillAuditLog(scratch.db, count);
    console.log(`filled ${count} rows in ${Math.round(performance.now() - filling)} ms (${scratch.kind})`);
    const verifying = performance.now();
    const result = await verifyAuditChain(scratch.db);
    console.log(JSON.stringify({ ...result, verifyMs: Math.round(performance.now() - verifying) }));
  } finally {
    await scratch.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
