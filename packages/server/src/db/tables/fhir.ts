import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, NullableTimestamp, Timestamp } from './column-types.ts';

// Tables of SMART on FHIR access (migration 033): registered backend-service clients, their tokens, assertions.

/** fhir_clients: backend-service clients an administrator registered for their facility. */
export interface FhirClientsTable {
  id: Generated<string>;
  facility_id: string;
  name: string;
  /** The client's public JSON Web Key Set (jsonb: written as JSON text, read parsed). */
  jwks: ColumnType<unknown, string, never>;
  scopes: string[];
  created_by: string;
  created_at: CreatedAt;
  revoked_by: string | null;
  revoked_at: NullableTimestamp;
}

/** fhir_access_tokens: access tokens issued to clients; only the SHA-256 of each is stored. */
export interface FhirAccessTokensTable {
  id: Generated<string>;
  token_hash: string;
  client_id: string;
  scopes: string[];
  issued_at: CreatedAt;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
}

/** fhir_client_assertions: the `jti` of each client assertion accepted, until it expires. */
export interface FhirClientAssertionsTable {
  client_id: string;
  jti: string;
  expires_at: Timestamp;
}
