import { formatDollars, type EligibilityCheck } from '@carenest/core';
import type { EligibilityResponse } from '@carenest/x12';
import { auditChange, type CommandScope } from '../shared/request-scope.ts';
import type { EligibilityAnswer, EligibilityInquiry } from './check-eligibility.ts';

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

/** The benefits of a 271 the chart lists: the plan's line and every copay or deductible. */
function listedBenefits(response: EligibilityResponse): EligibilityCheck['benefits'] {
  return response.benefits
    .filter(
      (benefit) => benefit.copayCents !== null || benefit.deductibleCents !== null || benefit.code === '1',
    )
    .map((benefit) => ({
      serviceType: benefit.serviceTypes.join(', '),
      coverageLevel: benefit.coverageLevel,
      copayCents: benefit.copayCents,
      deductibleCents: benefit.deductibleCents,
    }));
}

type AnswerScope = CommandScope & { inquiry: EligibilityInquiry; answer: EligibilityAnswer };

/** Keeps the 270 asked and the 271 answered as the facility's EDI transactions. */
async function keepInterchanges({ trx, now, inquiry, answer }: AnswerScope): Promise<void> {
  await trx
    .insertInto('edi_transactions')
    .values([
      {
        facility_id: inquiry.facilityId,
        transaction_type: '270',
        direction: 'outbound',
        status: 'sent',
        control_number: String(inquiry.controlNumber).padStart(9, '0'),
        content: inquiry.content,
        related_claim_id: null,
        submitted_at: inquiry.askedAt,
        created_at: inquiry.askedAt,
      },
      {
        facility_id: inquiry.facilityId,
        transaction_type: '271',
        direction: 'inbound',
        status: 'processed',
        control_number: inquiry.traceNumber,
        content: answer.content,
        related_claim_id: null,
        submitted_at: now,
        created_at: now,
      },
    ])
    .execute();
}

/** Records the check and brings the chart's insurance (active, effective date, benefits, last checked) up to it. */
async function recordCheck(
  { trx, actor, now, inquiry, answer }: AnswerScope,
  benefits: EligibilityCheck['benefits'],
): Promise<string> {
  const { response } = answer;
  const { id } = await trx
    .insertInto('eligibility_checks')
    .values({
      facility_id: inquiry.facilityId,
      patient_id: inquiry.patientId,
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
    .where('patient_id', '=', inquiry.patientId)
    .execute();
  return id;
}

/**
 * The second short transaction of an eligibility check: the 271's answer recorded. It updates the chart's
 * eligibility (active, effective date, benefits, last checked), keeps both files as EDI transactions and
 * audits CHECK_ELIGIBILITY.
 */
export async function recordEligibilityAnswer(scope: AnswerScope): Promise<EligibilityCheck> {
  const { now, inquiry } = scope;
  const { response } = scope.answer;
  const benefits = listedBenefits(response);
  await keepInterchanges(scope);
  const id = await recordCheck(scope, benefits);
  await auditChange(scope, {
    action: 'CHECK_ELIGIBILITY',
    resourceType: 'PATIENT',
    resourceId: inquiry.patientId,
    newValues: {
      isEligible: response.isEligible,
      effectiveDate: response.effectiveDate,
      rejections: response.rejections,
      traceNumber: inquiry.traceNumber,
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
