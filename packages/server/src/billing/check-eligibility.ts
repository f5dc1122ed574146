import { MESSAGES, formatDollars, type EligibilityCheck } from '@carenest/core';
import {
  buildEligibilityInquirySegments,
  parseEligibilityResponse,
  serialize,
  X12Error,
  type EligibilityResponse,
} from '@carenest/x12';
import type { ClearinghouseClient } from '../clearinghouse/index.ts';
import { HttpError, badRequest } from '../lib/http-error.ts';
import type { VisiblePatient } from '../shared/patient-scope.ts';
import { auditChange, type CommandScope } from '../shared/request-scope.ts';
import { findActiveInsurance, findPayer } from './claim-parties.ts';
import { nextControlNumber } from './claim-numbers.ts';

/** "Copay $25.00 · Deductible $500.00" from a 271's benefits, for the chart's Benefits line. */
function benefitsLine(response: EligibilityResponse): string {
  const copay = response.benefits.find((benefit) => benefit.copayCents !== null)?.copayCents;
  const deductible = response.benefits.find((benefit) => benefit.deductibleCents !== null)?.deductibleCents;
  const plan = response.benefits.find(
    (benefit) => benefit.code === '1' && benefit.planDescription,
  )?.planDescription;
  return [
    ...(plan ? [plan] : []),
    ...(copay !== undefined && copay !== null ? [`Copay ${formatDollars(copay)}`] : []),
    ...(deductible !== undefined && deductible !== null ? [`Deductible ${formatDollars(deductible)}`] : []),
  ].join(' · ');
}

/**
 * Checks a child's insurance with the payer: a 270 for the member on the day, through the clearinghouse; the
 * 271 read into eligible or not, effective date and benefits (service type, coverage level, copay,
 * deductible). The answer updates the chart's eligibility (active, effective date, benefits, last checked),
 * both files are kept as EDI transactions, and CHECK_ELIGIBILITY is audited. A clearinghouse that cannot be
 * reached or answers something unreadable is refused with 502 "Eligibility check failed" and the reason
 * (the chart keeps what it had).
 */
export async function checkEligibility(
  scope: CommandScope & { patient: VisiblePatient; client: ClearinghouseClient | undefined },
): Promise<EligibilityCheck> {
  const { trx, actor, now, patient, client } = scope;
  const settings = await trx
    .selectFrom('billing_settings')
    .selectAll()
    .where('facility_id', '=', patient.facilityId)
    .executeTakeFirst();
  if (!settings) throw badRequest(MESSAGES.claimBillingSettingsMissing);
  const insurance = await findActiveInsurance(trx, patient.id, { includeInactive: true });
  if (!insurance) throw badRequest(MESSAGES.claimPatientWithoutInsurance);
  const payer = await findPayer(trx, patient.facilityId, insurance.insurance_name);
  if (!payer) throw badRequest(MESSAGES.claimPayerNotSetUp);
  if (!client)
    throw new HttpError(
      503,
      'CLEARINGHOUSE_UNAVAILABLE',
      `${MESSAGES.eligibilityCheckFailed}: no clearinghouse is connected`,
    );
  const controlNumber = await nextControlNumber(trx);
  const traceNumber = `ELIG${String(controlNumber).padStart(9, '0')}`;
  const child = await trx
    .selectFrom('patients')
    .select(['first_name', 'last_name', 'date_of_birth'])
    .where('id', '=', patient.id)
    .executeTakeFirstOrThrow();
  const inquiry = serialize(
    buildEligibilityInquirySegments(
      {
        senderQualifier: 'ZZ',
        senderId: settings.submitter_id,
        receiverQualifier: 'ZZ',
        receiverId: settings.receiver_id,
        applicationSenderCode: settings.submitter_id,
        applicationReceiverCode: settings.receiver_id,
        interchangeControlNumber: controlNumber,
        groupControlNumber: controlNumber,
        transactionControlNumber: controlNumber,
        usage: client.usage,
        createdAt: now,
      },
      {
        traceNumber,
        originatorId: `9${settings.npi}`,
        payer: { name: payer.insurance_name, id: payer.payer_id },
        provider: { name: settings.provider_name, npi: settings.npi },
        subscriber: {
          lastName: child.last_name,
          firstName: child.first_name,
          memberId: insurance.policy_number,
          birthDate: child.date_of_birth,
        },
        date: now.toISOString().slice(0, 10),
        serviceType: '30',
      },
    ),
    { lineBreaks: true },
  );
  let response: EligibilityResponse;
  let answer: string;
  try {
    const result = await client.send({ transactionType: '270', content: inquiry, patientId: patient.id });
    if (!result.success || !result.data.response)
      throw new Error(result.errors.join('; ') || 'no 271 came back');
    answer = result.data.response;
    response = parseEligibilityResponse(answer);
  } catch (error) {
    const reason =
      error instanceof X12Error ? `the 271 could not be read (${error.message})` : (error as Error).message;
    throw new HttpError(502, 'ELIGIBILITY_FAILED', `${MESSAGES.eligibilityCheckFailed}: ${reason}`);
  }
  const benefits = response.benefits
    .filter(
      (benefit) => benefit.copayCents !== null || benefit.deductibleCents !== null || benefit.code === '1',
    )
    .map((benefit) => ({
      serviceType: benefit.serviceTypes.join(', '),
      coverageLevel: benefit.coverageLevel,
      copayCents: benefit.copayCents,
      deductibleCents: benefit.deductibleCents,
    }));
  await trx
    .insertInto('edi_transactions')
    .values([
      {
        facility_id: patient.facilityId,
        transaction_type: '270',
        direction: 'outbound',
        status: 'sent',
        control_number: String(controlNumber).padStart(9, '0'),
        content: inquiry,
        related_claim_id: null,
        submitted_at: now,
        created_at: now,
      },
      {
        facility_id: patient.facilityId,
        transaction_type: '271',
        direction: 'inbound',
        status: 'processed',
        control_number: traceNumber,
        content: answer,
        related_claim_id: null,
        submitted_at: now,
        created_at: now,
      },
    ])
    .execute();
  const { id } = await trx
    .insertInto('eligibility_checks')
    .values({
      facility_id: patient.facilityId,
      patient_id: patient.id,
      checked_by: actor.userId,
      checked_at: now,
      is_eligible: response.isEligible,
      effective_date: response.effectiveDate,
      benefits: JSON.stringify(benefits),
      error_message: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('patient_insurance')
    .set({
      is_active: response.isEligible,
      effective_date: response.effectiveDate,
      benefits: benefitsLine(response) || null,
      last_checked: now,
    })
    .where('patient_id', '=', patient.id)
    .execute();
  await auditChange(scope, {
    action: 'CHECK_ELIGIBILITY',
    resourceType: 'PATIENT',
    resourceId: patient.id,
    newValues: {
      isEligible: response.isEligible,
      effectiveDate: response.effectiveDate,
      rejections: response.rejections,
      traceNumber,
    },
  });
  return {
    id,
    checkedAt: now.toISOString(),
    isEligible: response.isEligible,
    effectiveDate: response.effectiveDate,
    benefits,
  };
}
