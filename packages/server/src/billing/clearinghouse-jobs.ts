import type { Transaction } from 'kysely';
import { z } from 'zod';
import { parseAcknowledgment, X12Error } from '@carenest/x12';
import { appendAudit, type AuditContext } from '../audit/append-audit.ts';
import { publishEvent } from '../events/publish-event.ts';
import type { ClearinghouseClient, ClearinghouseResponse } from '../clearinghouse/index.ts';
import type { Database } from '../db/schema.ts';
import { defineJob, type JobContext } from '../jobs/define-job.ts';
import { postRemittance } from './post-remittance.ts';

/** What the billing jobs need of the process: where claims go and remittances come from, when one is set. */
export interface BillingJobServices {
  clearinghouse?: ClearinghouseClient;
}

/** The failure of a try that should be tried again (the clearinghouse was down or answered 5xx). */
class ClearinghouseUnavailable extends Error {}

/** The 837P a send-claim job sends: its transaction, facility, content and claim. */
interface OutboundClaimFile {
  id: string;
  facility_id: string;
  content: string;
  related_claim_id: string | null;
}

/** Whether a 999 accepts the file (AK9 A), and each error it names by segment and position. */
function readAcknowledgment(content: string): { isAccepted: boolean; reasons: string[] } {
  try {
    const acknowledgment = parseAcknowledgment(content);
    return {
      isAccepted: acknowledgment.status === 'A',
      reasons: acknowledgment.errors.map(
        (error) =>
          `${error.segmentId} at ${error.position}${error.element ? `, element ${error.element}` : ''}: ${error.message ?? `error code ${error.code}`}`,
      ),
    };
  } catch (error) {
    if (!(error instanceof X12Error)) throw error;
    return { isAccepted: false, reasons: [`The 999 could not be read: ${error.message}`] };
  }
}

/**
 * Records the clearinghouse's answer to a sent 837P in one transaction: the 999 as an inbound transaction, the
 * 837P sent or rejected with its reasons, the claim accepted or rejected, CLEARINGHOUSE_ACKNOWLEDGMENT audited
 * and administrators told.
 */
async function recordAcknowledgment(
  trx: Transaction<Database>,
  audit: AuditContext,
  outbound: OutboundClaimFile,
  result: ClearinghouseResponse,
): Promise<void> {
  const now = new Date();
  const acknowledgment = result.data.acknowledgment;
  const { isAccepted, reasons } = acknowledgment
    ? readAcknowledgment(acknowledgment)
    : { isAccepted: false, reasons: result.errors };
  if (acknowledgment)
    await trx
      .insertInto('edi_transactions')
      .values({
        facility_id: outbound.facility_id,
        transaction_type: '999',
        direction: 'inbound',
        status: 'processed',
        control_number: '',
        content: acknowledgment,
        related_claim_id: outbound.related_claim_id,
        submitted_at: now,
        created_at: now,
      })
      .execute();
  await trx
    .updateTable('edi_transactions')
    .set({ status: isAccepted ? 'sent' : 'rejected', error_messages: JSON.stringify(reasons) })
    .where('id', '=', outbound.id)
    .execute();
  if (outbound.related_claim_id)
    await trx
      .updateTable('billing_claims')
      .set({ status: isAccepted ? 'accepted' : 'rejected' })
      .where('id', '=', outbound.related_claim_id)
      .where('status', '=', 'submitted')
      .execute();
  await appendAudit(trx, audit, {
    action: 'CLEARINGHOUSE_ACKNOWLEDGMENT',
    resourceType: 'BILLING_CLAIM',
    resourceId: outbound.related_claim_id,
    newValues: { transactionId: outbound.id, accepted: isAccepted, reasons },
  });
  await publishEvent(trx, {
    kind: 'claim.changed',
    resourceId: outbound.related_claim_id ?? outbound.id,
    facility: { id: outbound.facility_id, roles: ['administrator'] },
  });
}

/**
 * Sends a submitted claim's 837P to the clearinghouse (queued by Submit, in its transaction). The 999 that
 * comes back is recorded as an inbound transaction; the 837P becomes sent (accepted) or rejected with the
 * reasons the 999 gives, and the claim accepted or rejected. A network failure or 5xx is retried, backing off,
 * for about a day; a refusal (4xx) rejects the transaction with the clearinghouse's error.
 */
export const sendClaimJob = defineJob({
  name: 'billing.send-claim',
  payload: z.object({ transactionId: z.uuid() }),
  retry: { limit: 12, delaySeconds: 30, isBackingOff: true },
  async handle({ transactionId }, { db, services, audit }: JobContext<BillingJobServices>) {
    const client = services.clearinghouse;
    if (!client) throw new ClearinghouseUnavailable('No clearinghouse is connected');
    const outbound = await db
      .selectFrom('edi_transactions')
      .select(['id', 'facility_id', 'content', 'related_claim_id'])
      .where('id', '=', transactionId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (!outbound) return;
    let result: Awaited<ReturnType<typeof client.send>>;
    try {
      result = await client.send({
        transactionType: '837P',
        content: outbound.content,
        ...(outbound.related_claim_id ? { claimId: outbound.related_claim_id } : {}),
      });
    } catch (error) {
      throw new ClearinghouseUnavailable(
        `Failed to submit claim to clearinghouse: ${(error as Error).message}`,
      );
    }
    if (!result.success && result.isRetryable) throw new ClearinghouseUnavailable(result.errors.join('; '));
    await db.transaction().execute((trx) => recordAcknowledgment(trx, audit, outbound, result));
  },
});

/**
 * Every five minutes (and when an instance starts), asks the clearinghouse for the remittances of each
 * facility that bills and posts what comes, as the system user: each 835 once, all or nothing. A file that
 * does not post is logged and audited as a failed remittance; the next pass asks again.
 */
export const fetchRemittancesJob = defineJob({
  name: 'billing.fetch-remittances',
  payload: z.object({}),
  schedule: { cron: '*/5 * * * *', timeZone: 'UTC', payload: {} },
  isRunAtStart: true,
  async handle(_payload, { db, services, audit, log }: JobContext<BillingJobServices>) {
    const client = services.clearinghouse;
    if (!client) return;
    const facilities = await db
      .selectFrom('billing_settings')
      .select(['facility_id', 'submitter_id'])
      .execute();
    for (const facility of facilities) {
      const result = await client.send({ transactionType: '835', content: facility.submitter_id });
      if (!result.success) throw new ClearinghouseUnavailable(result.errors.join('; '));
      const content = result.data.remittance;
      if (!content) continue;
      try {
        await db.transaction().execute((trx) =>
          postRemittance(trx, {
            facilityId: facility.facility_id,
            content,
            source: 'clearinghouse',
            audit,
            postedBy: null,
            now: new Date(),
          }),
        );
      } catch (error) {
        log.error(
          { err: error, facilityId: facility.facility_id },
          'a remittance from the clearinghouse did not post',
        );
        await db.transaction().execute((trx) =>
          appendAudit(trx, audit, {
            action: 'PROCESS_PAYMENT_REMITTANCE',
            resourceType: 'REMITTANCE',
            resourceId: null,
            success: false,
            errorMessage: (error as Error).message,
            newValues: { facilityId: facility.facility_id, source: 'clearinghouse' },
          }),
        );
      }
    }
  },
});

/** The billing jobs, which the process runs (`background-jobs.ts`). */
export const BILLING_JOBS = [sendClaimJob, fetchRemittancesJob] as const;
