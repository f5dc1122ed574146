import { sql, type Kysely } from 'kysely';

/**
 * The audit chain moves out of the request's critical path. A request's transaction inserts its audit row
 * (numbered by a sequence, so concurrent requests never wait on one another) and a marker in
 * `audit_pending`; both commit or roll back with the business change. A single sequencer then links the
 * committed rows, in sequence order, into `audit_chain`: position, the audit row, the previous hash and the
 * SHA-256 over both. Chain entries are append-only like the audit rows; the rows chained so far move over
 * with their hashes unchanged.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE SEQUENCE audit_log_sequence OWNED BY audit_log.sequence;
    SELECT setval('audit_log_sequence', COALESCE((SELECT max(sequence) FROM audit_log), 0) + 1, false);
    ALTER TABLE audit_log ALTER COLUMN sequence SET DEFAULT nextval('audit_log_sequence');

    CREATE TABLE audit_chain (
      position bigint PRIMARY KEY,
      audit_sequence bigint NOT NULL UNIQUE REFERENCES audit_log (sequence),
      previous_hash text NOT NULL,
      hash text NOT NULL
    );
    INSERT INTO audit_chain (position, audit_sequence, previous_hash, hash)
      SELECT sequence, sequence, previous_hash, hash FROM audit_log ORDER BY sequence;
    ALTER TABLE audit_log DROP COLUMN previous_hash, DROP COLUMN hash;

    CREATE FUNCTION audit_chain_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'audit_chain is append-only: % refused', TG_OP;
    END;
    $$;
    CREATE TRIGGER audit_chain_no_update BEFORE UPDATE OR DELETE ON audit_chain
      FOR EACH ROW EXECUTE FUNCTION audit_chain_refuse_change();
    CREATE TRIGGER audit_chain_no_truncate BEFORE TRUNCATE ON audit_chain
      FOR EACH STATEMENT EXECUTE FUNCTION audit_chain_refuse_change();

    CREATE TABLE audit_pending (
      audit_sequence bigint PRIMARY KEY REFERENCES audit_log (sequence)
    );
  `.execute(db);
}
