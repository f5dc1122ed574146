import { sql, type Kysely } from 'kysely';

/**
 * Patient documents: one row per encrypted blob (its wrapped data key, nonce, plaintext SHA-256, sniffed
 * type and virus-scan state, which only leaves "pending" together with a scan time), and an append-only
 * access history of who viewed, downloaded or printed which document, when and from where.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE patient_documents (
      id uuid PRIMARY KEY,
      patient_id uuid NOT NULL REFERENCES patients(id),
      facility_id uuid NOT NULL REFERENCES facilities(id),
      uploaded_by uuid NOT NULL REFERENCES users(id),
      uploaded_at timestamptz NOT NULL DEFAULT now(),
      uploaded_from_ip text NOT NULL,
      file_name text NOT NULL CHECK (length(file_name) BETWEEN 1 AND 200),
      file_type text NOT NULL CHECK (file_type IN ('pdf','jpeg','png','doc','docx')),
      file_size integer NOT NULL CHECK (file_size BETWEEN 1 AND 10485760),
      category text NOT NULL
        CHECK (category IN ('medical_records','insurance','consent_forms','photos','other')),
      sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
      storage_key text NOT NULL UNIQUE,
      wrapped_key text NOT NULL,
      content_nonce text NOT NULL,
      is_encrypted boolean NOT NULL DEFAULT true,
      scan_status text NOT NULL DEFAULT 'pending' CHECK (scan_status IN ('pending','clean','infected')),
      scan_signature text,
      scanned_at timestamptz,
      CONSTRAINT patient_documents_scan_time CHECK ((scan_status = 'pending') = (scanned_at IS NULL)),
      CONSTRAINT patient_documents_signature CHECK (scan_status = 'infected' OR scan_signature IS NULL)
    );
    CREATE INDEX patient_documents_patient ON patient_documents (patient_id, uploaded_at DESC);
    CREATE INDEX patient_documents_facility ON patient_documents (facility_id, uploaded_at DESC);
    CREATE INDEX patient_documents_pending ON patient_documents (uploaded_at) WHERE scan_status = 'pending';

    CREATE TABLE document_access_log (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      document_id uuid NOT NULL REFERENCES patient_documents(id),
      user_id uuid NOT NULL REFERENCES users(id),
      action text NOT NULL CHECK (action IN ('view','download','print')),
      accessed_at timestamptz NOT NULL DEFAULT now(),
      ip_address text NOT NULL
    );
    CREATE INDEX document_access_log_document ON document_access_log (document_id, accessed_at DESC);

    CREATE FUNCTION document_access_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'document_access_log is append-only: % refused', TG_OP;
    END;
    $$;
    CREATE TRIGGER document_access_log_append_only BEFORE UPDATE OR DELETE ON document_access_log
      FOR EACH ROW EXECUTE FUNCTION document_access_log_refuse_change();
    CREATE TRIGGER document_access_log_no_truncate BEFORE TRUNCATE ON document_access_log
      FOR EACH STATEMENT EXECUTE FUNCTION document_access_log_refuse_change();
  `.execute(db);
}
