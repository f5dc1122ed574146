import { MESSAGES } from '@carenest/core';
import { describeWhere, validateProfessionalClaimFile } from '@carenest/x12';
import type { InterchangeUsage } from '../clearinghouse/index.ts';
import { enqueueJob } from '../jobs/enqueue-job.ts';
import { badRequest } from '../lib/http-error.ts';
import { auditChange, type CommandScope } from '../shared/request-scope.ts';
import { claimFileFor, claimFileText, type ClaimForFile } from './claim-file.ts';
import { nextControlNumber } from './claim-numbers.ts';
import { sendClaimJob } from './clearinghouse-jobs.ts';

/**
 * Submits a draft claim: builds its 837P with fresh control numbers (ISA15 `usage`: `P` for a real clearinghouse), checks it with CareNest's own validator
 * and refuses (400, every issue under the name of its segment and position) a file that would not pass, changing nothing; otherwise
 * records the outbound 837P transaction (pending until the clearinghouse job sends it, queued here), sets the claim submitted
 * with its submission date and transaction, and audits SUBMIT_CLAIM. Answers the transaction's id.
 */
export async function submitClaim(
  scope: CommandScope & { claim: ClaimForFile; usage: InterchangeUsage },
): Promise<string> {
  const { trx, now, claim, usage } = scope;
  const controlNumber = await nextControlNumber(trx);
  const file = await claimFileFor(trx, claim, { controlNumber, usage, now });
  const content = claimFileText(file);
  const issues = validateProfessionalClaimFile(content);
  if (issues.length > 0)
    throw badRequest(
      MESSAGES.claimInvalidX12,
      Object.fromEntries(issues.map((issue) => [describeWhere(issue), issue.message])),
    );
  const { id } = await trx
    .insertInto('edi_transactions')
    .values({
      facility_id: claim.facility_id,
      transaction_type: '837P',
      direction: 'outbound',
      status: 'pending',
      control_number: String(controlNumber).padStart(9, '0'),
      content,
      related_claim_id: claim.id,
      submitted_at: now,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('billing_claims')
    .set({ status: 'submitted', submission_date: now })
    .where('id', '=', claim.id)
    .execute();
  await enqueueJob(trx, sendClaimJob, { transactionId: id }, { key: id });
  await auditChange(scope, {
    action: 'SUBMIT_CLAIM',
    resourceType: 'BILLING_CLAIM',
    resourceId: claim.id,
    oldValues: { status: 'draft' },
    newValues: { status: 'submitted', ediTransactionId: id, controlNumber },
  });
  return id;
}
