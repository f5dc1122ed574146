import { sql, type Kysely } from 'kysely';

/**
 * The audit chain's head in one round trip: `audit_chain_head(lock_key)` takes the transaction-scoped
 * advisory lock that serializes appends, then reads the last row. In READ COMMITTED a VOLATILE PL/pgSQL
 * function takes a fresh snapshot for each statement, so the head is read after the lock is granted and
 * includes the row of the transaction that held it before: two appends can never read the same head.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION audit_chain_head(lock_key bigint)
      RETURNS TABLE (sequence bigint, hash text) LANGUAGE plpgsql VOLATILE AS $$
    BEGIN
      PERFORM pg_advisory_xact_lock(lock_key);
      RETURN QUERY SELECT audit_log.sequence, audit_log.hash FROM audit_log
        ORDER BY audit_log.sequence DESC LIMIT 1;
    END;
    $$;
  `.execute(db);
}
