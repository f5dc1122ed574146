import { ERROR_CODES, MESSAGES } from '@carenest/core';
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
import type { CommandScope } from '../shared/request-scope.ts';
import { findActiveInsurance, findPayer } from './claim-parties.ts';
import { nextControlNumber } from './claim-numbers.ts';

/** A 270 ready to send: the file, its numbers and the child it asks about (built in the first transaction). */
export interface EligibilityInquiry {
  facilityId: string;
  patientId: string;
  controlNumber: number;
  traceNumber: string;
  content: string;
  /** The server's time the inquiry was built (the 270's time). */
  askedAt: Date;
  /** The clearinghouse it goes to. */
  client: ClearinghouseClient;
}

/**
 * The first short transaction of an eligibility check (ARCHITECTURE.md, "The request path"; CODE_STYLE.md,
 * "Server": no network I/O inside a transaction): reads the billing settings, the child's insurance and its
 * payer, takes a control number and builds the 270 for the member on the day. Refuses 400 without settings,
 * insurance or payer, 503 without a clearinghouse.
 */
export async function prepareEligibilityInquiry(
  scope: CommandScope & { patient: VisiblePatient; client: ClearinghouseClient | undefined },
): Promise<EligibilityInquiry> {
  const { trx, now, patient, client } = scope;
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
      ERROR_CODES.clearinghouseUnavailable,
      `${MESSAGES.eligibilityCheckFailed}: no clearinghouse is connected`,
    );
  const controlNumber = await nextControlNumber(trx);
  const traceNumber = `ELIG${String(controlNumber).padStart(9, '0')}`;
  const child = await trx
    .selectFrom('patients')
    .select(['first_name', 'last_name', 'date_of_birth'])
    .where('id', '=', patient.id)
    .executeTakeFirstOrThrow();
  const content = serialize(
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
  return {
    facilityId: patient.facilityId,
    patientId: patient.id,
    controlNumber,
    traceNumber,
    content,
    askedAt: now,
    client,
  };
}

/** The payer's answer: the 271 as received and as read. */
export interface EligibilityAnswer {
  content: string;
  response: EligibilityResponse;
}

/**
 * Sends the 270 and reads the 271, with no transaction open (it may take the clearinghouse's whole timeout).
 * A clearinghouse that cannot be reached or answers something unreadable is refused with 502 "Eligibility
 * check failed" and the reason; nothing has been written, so the chart keeps what it had.
 */
export async function askClearinghouse(inquiry: EligibilityInquiry): Promise<EligibilityAnswer> {
  try {
    const result = await inquiry.client.send({
      transactionType: '270',
      content: inquiry.content,
      patientId: inquiry.patientId,
    });
    if (!result.success || !result.data.response)
      throw new Error(result.errors.join('; ') || 'no 271 came back');
    return { content: result.data.response, response: parseEligibilityResponse(result.data.response) };
  } catch (error) {
    const reason =
      error instanceof X12Error ? `the 271 could not be read (${error.message})` : (error as Error).message;
    throw new HttpError(502, ERROR_CODES.eligibilityFailed, `${MESSAGES.eligibilityCheckFailed}: ${reason}`);
  }
}
