import { sql, type Transaction } from 'kysely';
import type { z } from 'zod';
import type {
  ClaimDetail,
  claimListQuerySchema,
  ClaimListResponse,
  ClaimService,
  ClaimSummary,
} from '@carenest/core';
import type { Database } from '../db/schema.ts';
import type { Actor } from '../shared/actor.ts';
import { isPatientVisibleTo } from '../shared/patient-scope.ts';
import { likePattern } from '../shared/text-search.ts';

/** The claims of children the actor may see, with the child's name and insurance. */
function visibleClaims(trx: Transaction<Database>, actor: Actor) {
  return trx
    .selectFrom('billing_claims as claim')
    .innerJoin('patients', 'patients.id', 'claim.patient_id')
    .leftJoin('patient_insurance as insurance', (join) =>
      join.onRef('insurance.patient_id', '=', 'claim.patient_id').on('insurance.is_active', '=', true),
    )
    .where(isPatientVisibleTo(actor))
    .select([
      'claim.id',
      'claim.facility_id',
      'claim.patient_id',
      'claim.claim_number',
      'claim.service_date',
      'claim.status',
      'claim.total_cents',
      'claim.paid_cents',
      'claim.frequency_code',
      'claim.payer_claim_number',
      'claim.submission_date',
      'claim.created_by',
      'claim.created_at',
      'patients.first_name',
      'patients.last_name',
      'insurance.insurance_name',
    ]);
}

/** One row of `visibleClaims`. */
export type VisibleClaimRow = Awaited<
  ReturnType<ReturnType<typeof visibleClaims>['executeTakeFirstOrThrow']>
>;

/** A claim the actor may see, or undefined. */
export function findVisibleClaim(trx: Transaction<Database>, actor: Actor, claimId: string) {
  return visibleClaims(trx, actor).where('claim.id', '=', claimId).executeTakeFirst();
}

/** The lines of the given claims, by claim, in order. */
async function servicesOf(
  trx: Transaction<Database>,
  claimIds: string[],
): Promise<Map<string, ClaimService[]>> {
  const byClaim = new Map<string, ClaimService[]>();
  if (claimIds.length === 0) return byClaim;
  const rows = await trx
    .selectFrom('claim_services')
    .selectAll()
    .where('claim_id', 'in', claimIds)
    .orderBy('claim_id')
    .orderBy('position')
    .execute();
  for (const row of rows)
    byClaim.set(row.claim_id, [
      ...(byClaim.get(row.claim_id) ?? []),
      {
        id: row.id,
        code: row.code,
        description: row.description,
        quantity: row.quantity,
        unitPriceCents: row.unit_price_cents,
        totalCents: row.total_cents,
        modifiers: row.modifiers,
        diagnosisCodes: row.diagnosis_codes,
        controlNumber: row.control_number,
      },
    ]);
  return byClaim;
}

/** A claim row with its lines as the list shows it. */
function presentSummary(row: VisibleClaimRow, services: ClaimService[]): ClaimSummary {
  return {
    id: row.id,
    claimNumber: row.claim_number,
    patient: { id: row.patient_id, name: `${row.first_name} ${row.last_name}` },
    insuranceName: row.insurance_name ?? null,
    serviceDate: row.service_date,
    submissionDate: row.submission_date?.toISOString() ?? null,
    status: row.status as ClaimSummary['status'],
    totalCents: row.total_cents,
    paidCents: row.paid_cents,
    services,
  };
}

/**
 * One page of the claim list (newest first), searched by claim number or child's name and filtered by
 * status, with the stat cards over every claim the actor may see: total, paid, pending (submitted) and
 * revenue (the sum of paid amounts).
 */
export async function loadClaimList(
  trx: Transaction<Database>,
  actor: Actor,
  query: z.infer<typeof claimListQuerySchema>,
): Promise<ClaimListResponse> {
  let filtered = visibleClaims(trx, actor);
  if (query.status) filtered = filtered.where('claim.status', '=', query.status);
  if (query.search) {
    const pattern = likePattern(query.search);
    filtered = filtered.where((eb) =>
      eb.or([
        eb('claim.claim_number', 'ilike', pattern),
        eb(sql<string>`patients.first_name || ' ' || patients.last_name`, 'ilike', pattern),
      ]),
    );
  }
  const [rows, counted, stats] = await Promise.all([
    filtered
      .orderBy('claim.created_at', 'desc')
      .orderBy('claim.claim_number', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    filtered
      .clearSelect()
      .select(sql<number>`count(*)::int`.as('count'))
      .executeTakeFirstOrThrow(),
    visibleClaims(trx, actor)
      .clearSelect()
      .select([
        sql<number>`count(*)::int`.as('total'),
        sql<number>`count(*) FILTER (WHERE claim.status = 'paid')::int`.as('paid'),
        sql<number>`count(*) FILTER (WHERE claim.status = 'submitted')::int`.as('pending'),
        sql<number>`coalesce(sum(claim.paid_cents), 0)::int`.as('revenue'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  const services = await servicesOf(
    trx,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => presentSummary(row, services.get(row.id) ?? [])),
    page: query.page,
    pageSize: query.pageSize,
    total: counted.count,
    stats: { total: stats.total, paid: stats.paid, pending: stats.pending, revenueCents: stats.revenue },
  };
}

/** A claim in full: its lines, who made it, its payments and its EDI transactions (newest first). */
export async function presentClaimDetail(
  trx: Transaction<Database>,
  row: VisibleClaimRow,
): Promise<ClaimDetail> {
  const services = await servicesOf(trx, [row.id]);
  const creator = await trx
    .selectFrom('users')
    .select(['first_name', 'last_name'])
    .where('id', '=', row.created_by)
    .executeTakeFirstOrThrow();
  const transactions = await trx
    .selectFrom('edi_transactions')
    .select([
      'id',
      'transaction_type',
      'direction',
      'status',
      'control_number',
      'submitted_at',
      'error_messages',
    ])
    .where('related_claim_id', '=', row.id)
    .orderBy('created_at', 'desc')
    .execute();
  const payments = await paymentsOf(trx, row.id);
  return {
    ...presentSummary(row, services.get(row.id) ?? []),
    payments,
    frequencyCode: row.frequency_code as ClaimDetail['frequencyCode'],
    payerClaimNumber: row.payer_claim_number,
    createdBy: { id: row.created_by, name: `${creator.first_name} ${creator.last_name}` },
    createdAt: row.created_at.toISOString(),
    transactions: transactions.map((transaction) => ({
      id: transaction.id,
      transactionType: transaction.transaction_type as ClaimDetail['transactions'][number]['transactionType'],
      direction: transaction.direction,
      status: transaction.status as ClaimDetail['transactions'][number]['status'],
      controlNumber: transaction.control_number,
      submittedAt: transaction.submitted_at?.toISOString() ?? null,
      errorMessages: transaction.error_messages,
    })),
  };
}

/** A claim's payments, oldest first, each with its adjustments (and the line each names). */
async function paymentsOf(trx: Transaction<Database>, claimId: string): Promise<ClaimDetail['payments']> {
  const payments = await trx
    .selectFrom('claim_payments as payment')
    .innerJoin('remittances', 'remittances.id', 'payment.remittance_id')
    .select([
      'payment.id',
      'payment.payment_date',
      'payment.paid_cents',
      'payment.status_code',
      'payment.reference',
      'payment.payer_claim_number',
      'remittances.payer_name',
      'remittances.posted_at',
    ])
    .where('payment.claim_id', '=', claimId)
    .orderBy('remittances.posted_at')
    .execute();
  if (payments.length === 0) return [];
  const adjustments = await trx
    .selectFrom('claim_adjustments as adjustment')
    .leftJoin('claim_services', 'claim_services.id', 'adjustment.claim_service_id')
    .select([
      'adjustment.payment_id',
      'adjustment.group_code',
      'adjustment.reason_code',
      'adjustment.amount_cents',
      'claim_services.code',
    ])
    .where(
      'adjustment.payment_id',
      'in',
      payments.map((payment) => payment.id),
    )
    .execute();
  return payments.map((payment) => ({
    id: payment.id,
    paymentDate: payment.payment_date,
    paidCents: payment.paid_cents,
    statusCode: payment.status_code,
    isReversal: payment.status_code === '22',
    reference: payment.reference,
    payerClaimNumber: payment.payer_claim_number,
    payer: payment.payer_name,
    adjustments: adjustments
      .filter((adjustment) => adjustment.payment_id === payment.id)
      .map((adjustment) => ({
        groupCode: adjustment.group_code,
        reasonCode: adjustment.reason_code,
        amountCents: adjustment.amount_cents,
        serviceCode: adjustment.code ?? null,
      })),
  }));
}

/** The latest 837P a claim was submitted with (content and control number), or undefined before its submission. */
export async function findLatestClaimFile(
  trx: Transaction<Database>,
  claimId: string,
): Promise<{ content: string; control_number: string } | undefined> {
  return trx
    .selectFrom('edi_transactions')
    .select(['content', 'control_number'])
    .where('related_claim_id', '=', claimId)
    .where('transaction_type', '=', '837P')
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}
