/** A CAS adjustment: group (CO, PR, OA, PI, CR), reason code, amount in cents (positive reduces payment). */
export interface RemittanceAdjustment {
  group: string;
  reason: string;
  amountCents: number;
}

/** A service line of a paid claim (loop 2110). */
export interface RemittanceLine {
  procedureCode: string;
  modifiers: string[];
  chargeCents: number;
  paidCents: number;
  units: number;
  /** REF*6R: the line item control number the claim was sent with. */
  controlNumber?: string;
  /** DTM*472, YYYY-MM-DD. */
  serviceDate?: string;
  adjustments: RemittanceAdjustment[];
}

/** One claim payment (loop 2100). */
export interface RemittanceClaim {
  /** CLP01: the claim number CareNest sent in CLM01. */
  claimNumber: string;
  /** CLP02: 1 processed as primary, 2 secondary, 4 denied, 22 reversal of a previous payment, ... */
  statusCode: string;
  chargeCents: number;
  paidCents: number;
  patientResponsibilityCents: number;
  /** CLP06: claim filing indicator. */
  filingCode: string;
  /** CLP07: the payer's own claim number (needed for a later replacement or void). */
  payerClaimNumber: string;
  patient: { lastName: string; firstName: string; memberId: string };
  adjustments: RemittanceAdjustment[];
  lines: RemittanceLine[];
  /** Where CLP is in the interchange, for messages. */
  position?: number;
}

/** A provider-level adjustment (PLB): positive takes money back, negative pays more. */
export interface ProviderAdjustment {
  providerId: string;
  /** PLB02, YYYY-MM-DD. */
  fiscalPeriodDate: string;
  reason: string;
  reference: string;
  amountCents: number;
}

/** What an 835 says: who paid whom, how much and how (BPR, TRN), for which claims, and any PLB. */
export interface Remittance {
  payer: { name: string; id: string };
  payee: { name: string; npi: string };
  payment: {
    /** BPR01: I remittance with payment, H notification only. */
    handlingCode: string;
    amountCents: number;
    /** BPR04: ACH, CHK, NON, ... */
    method: string;
    /** BPR16, YYYY-MM-DD. */
    date: string;
    /** TRN02: the check or EFT trace number. */
    traceNumber: string;
    /** TRN03: the payer's originating company id. */
    originatorId: string;
  };
  claims: RemittanceClaim[];
  providerAdjustments: ProviderAdjustment[];
}

/** The 835 implementation guide's version. */
export const REMITTANCE_VERSION = '005010X221A1';
