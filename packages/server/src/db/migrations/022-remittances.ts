import { sql, type Kysely } from 'kysely';

/**
 * Remittances (835) as posted: each file once (by its hash, and by payer and trace number), the claim
 * payments it made with their adjustments by line, reversals linked to what they reverse, and the
 * provider-level adjustments (PLB) in their own ledger.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE remittances (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      facility_id uuid NOT NULL REFERENCES facilities(id),
      payer_name text NOT NULL,
      payer_key text NOT NULL,
      trace_number text NOT NULL,
      amount_cents bigint NOT NULL,
      payment_method text NOT NULL,
      payment_date date,
      content_sha256 text NOT NULL,
      edi_transaction_id uuid NOT NULL REFERENCES edi_transactions(id),
      source text NOT NULL CHECK (source IN ('file', 'clearinghouse')),
      posted_by uuid REFERENCES users(id),
      posted_at timestamptz NOT NULL,
      claim_count integer NOT NULL,
      UNIQUE (facility_id, payer_key, trace_number),
      UNIQUE (facility_id, content_sha256)
    );

    CREATE TABLE claim_payments (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      claim_id uuid NOT NULL REFERENCES billing_claims(id),
      remittance_id uuid NOT NULL REFERENCES remittances(id),
      status_code text NOT NULL,
      charge_cents integer NOT NULL,
      paid_cents integer NOT NULL,
      patient_responsibility_cents integer NOT NULL,
      payer_claim_number text NOT NULL,
      payment_date date,
      reference text NOT NULL,
      reverses_payment_id uuid REFERENCES claim_payments(id)
    );
    CREATE INDEX claim_payments_claim ON claim_payments (claim_id);

    CREATE TABLE claim_adjustments (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      payment_id uuid NOT NULL REFERENCES claim_payments(id),
      claim_service_id uuid REFERENCES claim_services(id),
      group_code text NOT NULL,
      reason_code text NOT NULL,
      amount_cents integer NOT NULL
    );
    CREATE INDEX claim_adjustments_payment ON claim_adjustments (payment_id);

    CREATE TABLE provider_adjustments (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      remittance_id uuid NOT NULL REFERENCES remittances(id),
      facility_id uuid NOT NULL REFERENCES facilities(id),
      provider_id text NOT NULL,
      fiscal_date date,
      reason_code text NOT NULL,
      reference text NOT NULL,
      amount_cents integer NOT NULL
    );
  `.execute(db);
}
