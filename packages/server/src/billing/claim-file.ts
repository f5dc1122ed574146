import type { Transaction } from 'kysely';
import { MESSAGES } from '@carenest/core';
import {
  buildProfessionalClaimSegments,
  serialize,
  type ProfessionalClaimFile,
  type X12Person,
} from '@carenest/x12';
import type { Database } from '../db/schema.ts';
import { badRequest } from '../lib/http-error.ts';
import { findActiveInsurance, findPayer } from './claim-parties.ts';

/** A claim row as the 837P needs it. */
export interface ClaimForFile {
  id: string;
  facility_id: string;
  patient_id: string;
  claim_number: string;
  service_date: string;
  frequency_code: string;
  payer_claim_number: string | null;
}

/** "Maria Alvarez" as last and first name (the last word is the last name). */
function splitName(fullName: string): { firstName: string; lastName: string } {
  const words = fullName.trim().split(/\s+/);
  const lastName = words.length > 1 ? words.pop()! : (words[0] ?? '');
  return { firstName: words.join(' '), lastName };
}

/**
 * Everything the 837P of a claim says, read from the facility's billing settings, the payer of the child's
 * insurance, the child's chart and billing details, and the claim's lines. The child is the subscriber when
 * the insurance says "self" (the usual Medicaid case); otherwise the named subscriber holds the plan and the
 * child is the patient (relationship 19, child). Refuses, naming what is missing, when anything is.
 */
export async function claimFileFor(
  trx: Transaction<Database>,
  claim: ClaimForFile,
  control: { controlNumber: number; usage: 'T' | 'P'; now: Date },
): Promise<ProfessionalClaimFile> {
  const settings = await trx
    .selectFrom('billing_settings')
    .selectAll()
    .where('facility_id', '=', claim.facility_id)
    .executeTakeFirst();
  if (!settings) throw badRequest(MESSAGES.claimBillingSettingsMissing);
  const insurance = await findActiveInsurance(trx, claim.patient_id);
  if (!insurance) throw badRequest(MESSAGES.claimPatientWithoutInsurance);
  const payer = await findPayer(trx, claim.facility_id, insurance.insurance_name);
  if (!payer) throw badRequest(MESSAGES.claimPayerNotSetUp);
  const child = await trx
    .selectFrom('patients')
    .leftJoin('patient_billing_details as details', 'details.patient_id', 'patients.id')
    .select(['patients.first_name', 'patients.last_name', 'patients.date_of_birth'])
    .select(['details.sex', 'details.address_line1', 'details.city', 'details.state', 'details.postal_code'])
    .where('patients.id', '=', claim.patient_id)
    .executeTakeFirstOrThrow();
  if (!child.sex || !child.address_line1) throw badRequest(MESSAGES.claimPatientBillingDetailsMissing);
  const lines = await trx
    .selectFrom('claim_services')
    .selectAll()
    .where('claim_id', '=', claim.id)
    .orderBy('position')
    .execute();
  const address = {
    line1: child.address_line1,
    city: child.city!,
    state: child.state!,
    postalCode: child.postal_code!,
  };
  const childPerson: X12Person = {
    firstName: child.first_name,
    lastName: child.last_name,
    birthDate: child.date_of_birth,
    sex: child.sex,
    address,
  };
  const isSelf = /^self$/i.test(insurance.relationship_to_patient.trim());
  const diagnosisCodes = [...new Set(lines.flatMap((line) => line.diagnosis_codes))];
  return {
    interchange: {
      senderId: settings.submitter_id,
      receiverId: settings.receiver_id,
      interchangeControlNumber: control.controlNumber,
      groupControlNumber: control.controlNumber,
      transactionControlNumber: control.controlNumber,
      usage: control.usage,
      createdAt: control.now,
    },
    submitter: {
      name: settings.provider_name,
      id: settings.submitter_id,
      contactName: settings.submitter_contact_name,
      phone: settings.submitter_phone,
    },
    receiver: { name: settings.receiver_name, id: settings.receiver_id },
    billingProvider: {
      name: settings.provider_name,
      npi: settings.npi,
      taxId: settings.tax_id,
      taxonomy: settings.taxonomy,
      address: {
        line1: settings.address_line1,
        city: settings.city,
        state: settings.state,
        postalCode: settings.postal_code,
      },
    },
    claims: [
      {
        claimNumber: claim.claim_number,
        placeOfService: settings.place_of_service,
        frequencyCode: claim.frequency_code as '1' | '7' | '8',
        ...(claim.payer_claim_number ? { payerClaimNumber: claim.payer_claim_number } : {}),
        diagnosisCodes,
        claimFilingCode: payer.claim_filing_code,
        ...(insurance.group_number ? { groupNumber: insurance.group_number } : {}),
        memberId: insurance.policy_number,
        subscriber: isSelf
          ? childPerson
          : {
              ...splitName(insurance.subscriber_name),
              birthDate: insurance.subscriber_dob ?? child.date_of_birth,
              sex: 'U',
              address,
            },
        ...(isSelf ? {} : { patient: { ...childPerson, relationshipCode: '19' } }),
        payer: { name: payer.insurance_name, id: payer.payer_id },
        lines: lines.map((line) => ({
          controlNumber: line.control_number,
          procedureCode: line.code,
          modifiers: line.modifiers,
          chargeCents: line.total_cents,
          units: line.quantity,
          diagnosisPointers: line.diagnosis_codes.map((code) => diagnosisCodes.indexOf(code) + 1),
          serviceDate: claim.service_date,
        })),
      },
    ],
  };
}

/** The 837P text of a claim file, one segment per line (how trading partners like to read them). */
export function claimFileText(file: ProfessionalClaimFile): string {
  return serialize(buildProfessionalClaimSegments(file), { lineBreaks: true });
}
