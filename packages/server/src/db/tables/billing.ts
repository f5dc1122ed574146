import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, NullableTimestamp, Timestamp } from './column-types.ts';

/** billing_settings: one row per facility, what an 837P says about the billing provider and the exchange. */
export interface BillingSettingsTable {
  facility_id: string;
  provider_name: string;
  npi: string;
  tax_id: string;
  taxonomy: string;
  address_line1: string;
  city: string;
  state: string;
  postal_code: string;
  place_of_service: string;
  submitter_id: string;
  submitter_contact_name: string;
  submitter_phone: string;
  receiver_id: string;
  receiver_name: string;
  updated_by: string;
  updated_at: Timestamp;
}

/** billing_payers: the payer id and claim filing code of an insurance name. */
export interface BillingPayersTable {
  id: Generated<string>;
  facility_id: string;
  insurance_name: string;
  payer_id: string;
  claim_filing_code: string;
}

/** billing_services: the facility's service catalogue. */
export interface BillingServicesTable {
  id: Generated<string>;
  facility_id: string;
  code: string;
  description: string;
  category: string;
  unit_price_cents: number;
  allowed_modifiers: Generated<string[]>;
  is_active: Generated<boolean>;
}

/** patient_billing_details: what an 837P says of the child beyond the chart: sex and home address. */
export interface PatientBillingDetailsTable {
  patient_id: string;
  sex: 'F' | 'M' | 'U';
  address_line1: string;
  city: string;
  state: string;
  postal_code: string;
  updated_at: Timestamp;
}

/** claim_number_counters: the last claim number issued per year. */
export interface ClaimNumberCountersTable {
  year: number;
  last_value: number;
}

/** billing_claims: claims, draft until submitted. */
export interface BillingClaimsTable {
  id: Generated<string>;
  facility_id: string;
  patient_id: string;
  claim_number: string;
  service_date: string;
  status: Generated<string>;
  total_cents: number;
  paid_cents: Generated<number>;
  frequency_code: Generated<string>;
  payer_claim_number: string | null;
  submission_date: NullableTimestamp;
  created_by: string;
  created_at: Timestamp;
}

/** claim_services: a claim's lines. */
export interface ClaimServicesTable {
  id: Generated<string>;
  claim_id: string;
  position: number;
  code: string;
  description: string;
  quantity: number;
  unit_price_cents: number;
  total_cents: number;
  modifiers: string[];
  diagnosis_codes: string[];
  control_number: string;
}

/** edi_transactions: every X12 file sent or received, with its status. */
export interface EdiTransactionsTable {
  id: Generated<string>;
  facility_id: string;
  transaction_type: string;
  direction: 'outbound' | 'inbound';
  status: string;
  control_number: string;
  content: string;
  related_claim_id: string | null;
  submitted_at: NullableTimestamp;
  /** JSON text when written (a JSON array of sentences), an array when read. */
  error_messages: ColumnType<string[], string | undefined, string>;
  created_at: CreatedAt;
}

/** remittances: each 835 posted, once. */
export interface RemittancesTable {
  id: Generated<string>;
  facility_id: string;
  payer_name: string;
  payer_key: string;
  trace_number: string;
  amount_cents: ColumnType<string, number, number>;
  payment_method: string;
  payment_date: string | null;
  content_sha256: string;
  edi_transaction_id: string;
  source: 'file' | 'clearinghouse';
  posted_by: string | null;
  posted_at: Timestamp;
  claim_count: number;
}

/** claim_payments: what a remittance paid (or reversed) on a claim. */
export interface ClaimPaymentsTable {
  id: Generated<string>;
  claim_id: string;
  remittance_id: string;
  status_code: string;
  charge_cents: number;
  paid_cents: number;
  patient_responsibility_cents: number;
  payer_claim_number: string;
  payment_date: string | null;
  reference: string;
  reverses_payment_id: string | null;
}

/** claim_adjustments: a payment's CAS adjustments, by line when the remittance named one. */
export interface ClaimAdjustmentsTable {
  id: Generated<string>;
  payment_id: string;
  claim_service_id: string | null;
  group_code: string;
  reason_code: string;
  amount_cents: number;
}

/** provider_adjustments: PLB amounts, the provider-level ledger. */
export interface ProviderAdjustmentsTable {
  id: Generated<string>;
  remittance_id: string;
  facility_id: string;
  provider_id: string;
  fiscal_date: string | null;
  reason_code: string;
  reference: string;
  amount_cents: number;
}

/** eligibility_checks: each 270/271 exchange's outcome, or why it failed. */
export interface EligibilityChecksTable {
  id: Generated<string>;
  facility_id: string;
  patient_id: string;
  checked_by: string;
  checked_at: Timestamp;
  is_eligible: boolean | null;
  effective_date: string | null;
  /** JSON text when written, the parsed benefits when read. */
  benefits: ColumnType<unknown, string | undefined, string>;
  error_message: string | null;
}

/** prior_authorizations: the units a payer authorized for a child's service over a period. */
export interface PriorAuthorizationsTable {
  id: Generated<string>;
  facility_id: string;
  patient_id: string;
  payer_name: string;
  authorization_number: string;
  service_code: string;
  units_authorized: number;
  start_date: string;
  end_date: string;
  created_by: string;
  created_at: Timestamp;
}
