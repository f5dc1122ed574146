import { sql, type Kysely } from 'kysely';

/**
 * SMART on FHIR access (ARCHITECTURE.md, "FHIR"): the backend-service clients an administrator registers for
 * their facility (name, public JWKS, the scopes it may be granted), the short-lived access tokens issued to them
 * (only the token's SHA-256 is kept; revocable), and the client assertions' ids seen (`jti`), so one assertion
 * cannot buy two tokens.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE fhir_clients (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      facility_id uuid NOT NULL REFERENCES facilities(id),
      name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
      jwks jsonb NOT NULL,
      scopes text[] NOT NULL,
      created_by uuid NOT NULL REFERENCES users(id),
      created_at timestamptz NOT NULL DEFAULT now(),
      revoked_by uuid REFERENCES users(id),
      revoked_at timestamptz
    );
    CREATE INDEX fhir_clients_by_facility ON fhir_clients (facility_id, created_at);

    CREATE TABLE fhir_access_tokens (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      token_hash text NOT NULL UNIQUE,
      client_id uuid NOT NULL REFERENCES fhir_clients(id),
      scopes text[] NOT NULL,
      issued_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      revoked_at timestamptz
    );
    CREATE INDEX fhir_access_tokens_by_client ON fhir_access_tokens (client_id, expires_at);

    CREATE TABLE fhir_client_assertions (
      client_id uuid NOT NULL REFERENCES fhir_clients(id),
      jti text NOT NULL,
      expires_at timestamptz NOT NULL,
      PRIMARY KEY (client_id, jti)
    );
  `.execute(db);
}
