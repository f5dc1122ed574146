import { sql, type Kysely } from 'kysely';

/**
 * The audit queue and chain without foreign keys to audit_log (ARCHITECTURE.md, "The audited read path"). Each
 * key took a KEY SHARE row lock on the audit row it named, so every audited request wrote its audit row twice
 * (the insert, then the lock in the row's header) and the sequencer rewrote every row it linked once more.
 * They guarded nothing a trigger does not: audit_log refuses every update and delete, and its rows are only
 * named by the statement that appends them (audit_pending) and by the sequencer, which reads them first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE audit_pending DROP CONSTRAINT audit_pending_audit_sequence_fkey;
    ALTER TABLE audit_chain DROP CONSTRAINT audit_chain_audit_sequence_fkey;
  `.execute(db);
}
