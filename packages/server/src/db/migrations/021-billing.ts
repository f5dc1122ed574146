import { sql, type Kysely } from 'kysely';

/**
 * Billing: the facility's billing settings and payers, the service catalogue, each child's billing details
 * (sex and home address, which an 837P names), claims and their lines, the
 * per-year claim number counter, the X12 interchange control numbers, and the EDI transactions exchanged.
 * Amounts are integer cents.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE billing_settings (
      facility_id uuid PRIMARY KEY REFERENCES facilities(id),
      provider_name text NOT NULL,
      npi text NOT NULL,
      tax_id text NOT NULL,
      taxonomy text NOT NULL,
      address_line1 text NOT NULL,
      city text NOT NULL,
      state text NOT NULL,
      postal_code text NOT NULL,
      place_of_service text NOT NULL,
      submitter_id text NOT NULL,
      submitter_contact_name text NOT NULL,
      submitter_phone text NOT NULL,
      receiver_id text NOT NULL,
      receiver_name text NOT NULL,
      updated_by uuid NOT NULL REFERENCES users(id),
      updated_at timestamptz NOT NULL
    );

    CREATE TABLE billing_payers (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      facility_id uuid NOT NULL REFERENCES facilities(id),
      insurance_name text NOT NULL,
      payer_id text NOT NULL,
      claim_filing_code text NOT NULL
    );
    CREATE UNIQUE INDEX billing_payers_name ON billing_payers (facility_id, lower(insurance_name));

    CREATE TABLE billing_services (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      facility_id uuid NOT NULL REFERENCES facilities(id),
      code text NOT NULL,
      description text NOT NULL,
      category text NOT NULL,
      unit_price_cents integer NOT NULL CHECK (unit_price_cents > 0),
      allowed_modifiers text[] NOT NULL DEFAULT '{}',
      is_active boolean NOT NULL DEFAULT true,
      UNIQUE (facility_id, code)
    );

    CREATE TABLE patient_billing_details (
      patient_id uuid PRIMARY KEY REFERENCES patients(id),
      sex text NOT NULL CHECK (sex IN ('F', 'M', 'U')),
      address_line1 text NOT NULL,
      city text NOT NULL,
      state text NOT NULL,
      postal_code text NOT NULL,
      updated_at timestamptz NOT NULL
    );

    CREATE TABLE claim_number_counters (
      year integer PRIMARY KEY,
      last_value integer NOT NULL
    );
    CREATE SEQUENCE x12_control_numbers MINVALUE 1 MAXVALUE 999999999 CYCLE;

    CREATE TABLE billing_claims (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      facility_id uuid NOT NULL REFERENCES facilities(id),
      patient_id uuid NOT NULL REFERENCES patients(id),
      claim_number text NOT NULL UNIQUE,
      service_date date NOT NULL,
      status text NOT NULL DEFAULT 'draft',
      total_cents integer NOT NULL,
      paid_cents integer NOT NULL DEFAULT 0,
      frequency_code text NOT NULL DEFAULT '1',
      payer_claim_number text,
      submission_date timestamptz,
      created_by uuid NOT NULL REFERENCES users(id),
      created_at timestamptz NOT NULL
    );
    CREATE INDEX billing_claims_facility ON billing_claims (facility_id, created_at DESC);

    CREATE TABLE claim_services (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      claim_id uuid NOT NULL REFERENCES billing_claims(id),
      position smallint NOT NULL,
      code text NOT NULL,
      description text NOT NULL,
      quantity smallint NOT NULL CHECK (quantity BETWEEN 1 AND 10),
      unit_price_cents integer NOT NULL,
      total_cents integer NOT NULL,
      modifiers text[] NOT NULL DEFAULT '{}',
      diagnosis_codes text[] NOT NULL,
      control_number text NOT NULL UNIQUE,
      UNIQUE (claim_id, position)
    );

    CREATE TABLE edi_transactions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      facility_id uuid NOT NULL REFERENCES facilities(id),
      transaction_type text NOT NULL,
      direction text NOT NULL CHECK (direction IN ('outbound', 'inbound')),
      status text NOT NULL,
      control_number text NOT NULL,
      content text NOT NULL,
      related_claim_id uuid REFERENCES billing_claims(id),
      submitted_at timestamptz,
      error_messages jsonb NOT NULL DEFAULT '[]',
      created_at timestamptz NOT NULL
    );
    CREATE INDEX edi_transactions_claim ON edi_transactions (related_claim_id);
  `.execute(db);
}
