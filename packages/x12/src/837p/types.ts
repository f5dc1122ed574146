/** A postal address as 837P's N3/N4 carry it. */
export interface X12Address {
  line1: string;
  line2?: string;
  city: string;
  /** Two-letter state code. */
  state: string;
  /** Five or nine digits. */
  postalCode: string;
}

/** A person named in an 837P (subscriber or patient). */
export interface X12Person {
  lastName: string;
  firstName: string;
  /** YYYY-MM-DD. */
  birthDate: string;
  sex: 'F' | 'M' | 'U';
  address: X12Address;
}

/** One service line (loop 2400). Amounts are integer cents. */
export interface ProfessionalServiceLine {
  /** REF*6R: the line item control number a remittance names the line by. */
  controlNumber: string;
  /** HCPCS or CPT code (SV101-2). */
  procedureCode: string;
  /** Up to four modifiers (SV101-3..6). */
  modifiers: string[];
  /** SV102: the line charge. */
  chargeCents: number;
  /** SV104: units. */
  units: number;
  /** SV107: 1-based pointers into the claim's diagnosis codes, at most four. */
  diagnosisPointers: number[];
  /** DTP*472: the date of service, YYYY-MM-DD. */
  serviceDate: string;
}

/** One claim (loop 2300) with the subscriber it is billed under. */
export interface ProfessionalClaim {
  /** CLM01: the provider's claim number (the patient control number). */
  claimNumber: string;
  /** CLM05-1: place of service code. */
  placeOfService: string;
  /** CLM05-3: 1 original, 7 replacement, 8 void. */
  frequencyCode: '1' | '7' | '8';
  /** REF*F8: the payer's claim number, required for a replacement or void. */
  payerClaimNumber?: string;
  /** ICD-10-CM codes with or without their dot; the first is the principal (ABK), the rest ABF. */
  diagnosisCodes: string[];
  lines: ProfessionalServiceLine[];
  /** SBR09: claim filing indicator (MC Medicaid, CI commercial, MB Medicare Part B, ...). */
  claimFilingCode: string;
  /** SBR03: the group or policy number, when there is one. */
  groupNumber?: string;
  /** NM109 of NM1*IL: the member id on the insurance card. */
  memberId: string;
  /** The insured person. */
  subscriber: X12Person;
  /** The patient when not the subscriber (loop 2000C, PAT01 relationship code, 19 child). */
  patient?: X12Person & { relationshipCode: string };
  payer: { name: string; id: string };
}

/** Everything one 837P interchange says: the envelope, submitter, receiver, billing provider and claims. */
export interface ProfessionalClaimFile {
  interchange: {
    senderId: string;
    receiverId: string;
    interchangeControlNumber: number;
    groupControlNumber: number;
    transactionControlNumber: number;
    usage: 'T' | 'P';
    createdAt: Date;
  };
  submitter: { name: string; id: string; contactName: string; phone: string };
  receiver: { name: string; id: string };
  billingProvider: {
    name: string;
    npi: string;
    /** Employer identification number, nine digits. */
    taxId: string;
    taxonomy: string;
    address: X12Address;
  };
  claims: ProfessionalClaim[];
}

/** The 837P implementation guide's version. */
export const PROFESSIONAL_CLAIM_VERSION = '005010X222A1';
