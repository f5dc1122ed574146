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

/** What an 837P needs of a claim's parties, read in one query per batch of claims. */
function partiesOf(trx: Transaction<Database>, claimIds: readonly string[]) {
  return trx
    .selectFrom('billing_claims as claim')
    .innerJoin('patients', 'patients.id', 'claim.patient_id')
    .leftJoin('patient_billing_details as details', 'details.patient_id', 'patients.id')
    .leftJoin('billing_settings as settings', 'settings.facility_id', 'claim.facility_id')
    .leftJoin('patient_insurance as insurance', (join) =>
      join.onRef('insurance.patient_id', '=', 'patients.id').on('insurance.is_active', '=', true),
    )
    .leftJoin('billing_payers as payer', (join) =>
      join
        .onRef('payer.facility_id', '=', 'claim.facility_id')
        .on((eb) =>
          eb(eb.fn('lower', ['payer.insurance_name']), '=', eb.fn('lower', ['insurance.insurance_name'])),
        ),
    )
    .select(['claim.id as claim_id', 'patients.first_name', 'patients.last_name', 'patients.date_of_birth'])
    .select(['details.sex', 'details.address_line1', 'details.city', 'details.state', 'details.postal_code'])
    .select([
      'insurance.insurance_name',
      'insurance.policy_number',
      'insurance.group_number',
      'insurance.subscriber_name',
      'insurance.subscriber_dob',
      'insurance.relationship_to_patient',
      'payer.payer_id',
      'payer.claim_filing_code',
      'payer.insurance_name as payer_name',
    ])
    .select([
      'settings.facility_id as settings_facility',
      'settings.provider_name',
      'settings.npi',
      'settings.tax_id',
      'settings.taxonomy',
      'settings.address_line1 as provider_address',
      'settings.city as provider_city',
      'settings.state as provider_state',
      'settings.postal_code as provider_postal_code',
      'settings.place_of_service',
      'settings.submitter_id',
      'settings.submitter_contact_name',
      'settings.submitter_phone',
      'settings.receiver_id',
      'settings.receiver_name',
    ])
    .where('claim.id', 'in', [...claimIds])
    .execute();
}

/** The file's envelope and its parties: interchange and group, submitter, receiver and billing provider. */
function envelopeOf(
  p: Awaited<ReturnType<typeof partiesOf>>[number],
  control: { controlNumber: number; usage: 'T' | 'P'; now: Date },
): Omit<ProfessionalClaimFile, 'claims'> {
  return {
    interchange: {
      senderId: p.submitter_id!,
      receiverId: p.receiver_id!,
      interchangeControlNumber: control.controlNumber,
      groupControlNumber: control.controlNumber,
      transactionControlNumber: control.controlNumber,
      usage: control.usage,
      createdAt: control.now,
    },
    submitter: {
      name: p.provider_name!,
      id: p.submitter_id!,
      contactName: p.submitter_contact_name!,
      phone: p.submitter_phone!,
    },
    receiver: { name: p.receiver_name!, id: p.receiver_id! },
    billingProvider: {
      name: p.provider_name!,
      npi: p.npi!,
      taxId: p.tax_id!,
      taxonomy: p.taxonomy!,
      address: {
        line1: p.provider_address!,
        city: p.provider_city!,
        state: p.provider_state!,
        postalCode: p.provider_postal_code!,
      },
    },
  };
}

/** One claim's 837P from its parties and lines; refuses, naming what is missing. */
function fileOf(
  claim: ClaimForFile,
  parties: Awaited<ReturnType<typeof partiesOf>>[number],
  lines: {
    control_number: string;
    code: string;
    modifiers: string[];
    total_cents: number;
    quantity: number;
    diagnosis_codes: string[];
  }[],
  control: { controlNumber: number; usage: 'T' | 'P'; now: Date },
): ProfessionalClaimFile {
  const p = parties;
  if (!p.settings_facility) throw badRequest(MESSAGES.claimBillingSettingsMissing);
  if (!p.insurance_name || !p.policy_number) throw badRequest(MESSAGES.claimPatientWithoutInsurance);
  if (!p.payer_id || !p.claim_filing_code || !p.payer_name) throw badRequest(MESSAGES.claimPayerNotSetUp);
  if (!p.sex || !p.address_line1 || !p.city || !p.state || !p.postal_code)
    throw badRequest(MESSAGES.claimPatientBillingDetailsMissing);
  const address = { line1: p.address_line1, city: p.city, state: p.state, postalCode: p.postal_code };
  const childPerson: X12Person = {
    firstName: p.first_name,
    lastName: p.last_name,
    birthDate: p.date_of_birth,
    sex: p.sex,
    address,
  };
  const isSelf = /^self$/i.test((p.relationship_to_patient ?? '').trim());
  const diagnosisCodes = [...new Set(lines.flatMap((line) => line.diagnosis_codes))];
  return {
    ...envelopeOf(p, control),
    claims: [
      {
        claimNumber: claim.claim_number,
        placeOfService: p.place_of_service!,
        frequencyCode: claim.frequency_code as '1' | '7' | '8',
        ...(claim.payer_claim_number ? { payerClaimNumber: claim.payer_claim_number } : {}),
        diagnosisCodes,
        claimFilingCode: p.claim_filing_code,
        ...(p.group_number ? { groupNumber: p.group_number } : {}),
        memberId: p.policy_number,
        subscriber: isSelf
          ? childPerson
          : {
              ...splitName(p.subscriber_name ?? ''),
              birthDate: p.subscriber_dob ?? p.date_of_birth,
              sex: 'U',
              address,
            },
        ...(isSelf ? {} : { patient: { ...childPerson, relationshipCode: '19' } }),
        payer: { name: p.payer_name, id: p.payer_id },
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

/**
 * Everything the 837P of each claim says, read in two queries however many claims: the facility's billing
 * settings, the payer of the child's insurance, the child's chart and billing details, and the claims' lines.
 * The child is the subscriber when the insurance says "self" (the usual Medicaid case); otherwise the named
 * subscriber holds the plan and the child is the patient (relationship 19, child). Refuses, naming what is
 * missing, when anything is. `controlNumbers` gives each claim's file its control number, in order.
 */
export async function claimFilesFor(
  trx: Transaction<Database>,
  claims: readonly ClaimForFile[],
  control: { controlNumbers: readonly number[]; usage: 'T' | 'P'; now: Date },
): Promise<ProfessionalClaimFile[]> {
  if (claims.length === 0) return [];
  const ids = claims.map((claim) => claim.id);
  const parties = new Map((await partiesOf(trx, ids)).map((row) => [row.claim_id, row]));
  const lines = await trx
    .selectFrom('claim_services')
    .select(['claim_id', 'control_number', 'code', 'modifiers', 'total_cents', 'quantity', 'diagnosis_codes'])
    .where('claim_id', 'in', ids)
    .orderBy('claim_id')
    .orderBy('position')
    .execute();
  const linesByClaim = new Map<string, typeof lines>();
  for (const line of lines)
    linesByClaim.set(line.claim_id, [...(linesByClaim.get(line.claim_id) ?? []), line]);
  return claims.map((claim, index) =>
    fileOf(claim, parties.get(claim.id)!, linesByClaim.get(claim.id) ?? [], {
      controlNumber: control.controlNumbers[index]!,
      usage: control.usage,
      now: control.now,
    }),
  );
}

/** The 837P of one claim (see `claimFilesFor`). */
export async function claimFileFor(
  trx: Transaction<Database>,
  claim: ClaimForFile,
  control: { controlNumber: number; usage: 'T' | 'P'; now: Date },
): Promise<ProfessionalClaimFile> {
  const [file] = await claimFilesFor(trx, [claim], { ...control, controlNumbers: [control.controlNumber] });
  return file!;
}

/** The 837P text of a claim file, one segment per line (how trading partners like to read them). */
export function claimFileText(file: ProfessionalClaimFile): string {
  return serialize(buildProfessionalClaimSegments(file), { lineBreaks: true });
}
