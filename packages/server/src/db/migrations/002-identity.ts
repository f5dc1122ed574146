import { sql, type Kysely } from 'kysely';

/** Security events, system alerts, HIPAA records, MFA, password resets and registration approval. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE users
      ADD COLUMN mfa_secret text,
      ADD COLUMN mfa_last_step bigint,
      ADD COLUMN password_changed_at timestamptz,
      ADD COLUMN approved_at timestamptz,
      ADD COLUMN approved_by uuid REFERENCES users(id);

    ALTER TABLE facilities ADD COLUMN require_mfa_for_staff boolean NOT NULL DEFAULT false;

    CREATE TABLE mfa_recovery_codes (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users(id),
      code_hash text NOT NULL,
      used_at timestamptz
    );
    CREATE INDEX mfa_recovery_codes_user ON mfa_recovery_codes (user_id) WHERE used_at IS NULL;

    CREATE TABLE mfa_challenges (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      token_hash text NOT NULL UNIQUE,
      user_id uuid NOT NULL REFERENCES users(id),
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      failed_attempts integer NOT NULL DEFAULT 0
    );

    CREATE TABLE security_events (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      event_type text NOT NULL CHECK (event_type IN ('login_attempt','login_failure','account_locked',
        'password_changed','mfa_enabled','mfa_disabled','unauthorized_access','data_export','suspicious_activity')),
      user_id uuid REFERENCES users(id),
      facility_id uuid REFERENCES facilities(id),
      ip_address text NOT NULL,
      user_agent text,
      details jsonb NOT NULL DEFAULT '{}',
      severity text NOT NULL CHECK (severity IN ('low','medium','high','critical')),
      occurred_at timestamptz NOT NULL DEFAULT now(),
      resolved boolean NOT NULL DEFAULT false,
      resolved_at timestamptz,
      resolved_by uuid REFERENCES users(id)
    );
    CREATE INDEX security_events_occurred ON security_events (occurred_at DESC);
    CREATE INDEX security_events_ip_failures ON security_events (ip_address, occurred_at)
      WHERE event_type = 'login_failure';
    CREATE INDEX security_events_facility ON security_events (facility_id, occurred_at DESC);

    CREATE TABLE system_alerts (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      facility_id uuid REFERENCES facilities(id),
      type text NOT NULL CHECK (type IN ('error','warning','info')),
      title text NOT NULL,
      description text NOT NULL,
      severity text NOT NULL CHECK (severity IN ('high','medium','low')),
      occurred_at timestamptz NOT NULL DEFAULT now(),
      resolved boolean NOT NULL DEFAULT false,
      resolved_at timestamptz,
      resolved_by uuid REFERENCES users(id),
      security_event_id uuid REFERENCES security_events(id)
    );
    CREATE INDEX system_alerts_open ON system_alerts (facility_id, occurred_at DESC) WHERE NOT resolved;

    CREATE TABLE hipaa_records (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users(id),
      user_role text NOT NULL,
      document_version text NOT NULL,
      signed_at timestamptz NOT NULL,
      ip_address text NOT NULL,
      user_agent text NOT NULL,
      digital_signature text NOT NULL,
      is_active boolean NOT NULL DEFAULT true,
      expires_at timestamptz NOT NULL
    );
    CREATE INDEX hipaa_records_user ON hipaa_records (user_id, expires_at DESC) WHERE is_active;

    CREATE TABLE password_reset_tokens (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users(id),
      token_hash text NOT NULL UNIQUE,
      purpose text NOT NULL CHECK (purpose IN ('reset','setup')),
      delivery_ciphertext text,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    );
  `.execute(db);
}
