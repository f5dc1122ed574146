import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The claims of a day and the payments posted in it (see EodDayRecords). */
export async function loadBilling(
  trx: Transaction<Database>,
  facilityId: string,
  date: string,
  day: { start: Date; end: Date },
) {
  const payments = await trx
    .selectFrom('claim_payments')
    .innerJoin('remittances', 'remittances.id', 'claim_payments.remittance_id')
    .select([
      'claim_payments.claim_id',
      'claim_payments.status_code',
      'claim_payments.charge_cents',
      'claim_payments.paid_cents',
    ])
    .where('remittances.facility_id', '=', facilityId)
    .where('remittances.posted_at', '>=', day.start)
    .where('remittances.posted_at', '<', day.end)
    .execute();
  const paidClaimIds = [...new Set(payments.map((payment) => payment.claim_id))];
  const claims = await trx
    .selectFrom('billing_claims as claim')
    .leftJoin('patient_insurance as insurance', (join) =>
      join.onRef('insurance.patient_id', '=', 'claim.patient_id').on('insurance.is_active', '=', true),
    )
    .select([
      'claim.id',
      'claim.patient_id',
      'claim.claim_number',
      'claim.service_date',
      'claim.status',
      'claim.total_cents',
      'claim.submission_date',
      'insurance.insurance_name',
    ])
    .where('claim.facility_id', '=', facilityId)
    .where((eb) =>
      eb.or([
        eb('claim.service_date', '=', date),
        eb.and([eb('claim.submission_date', '>=', day.start), eb('claim.submission_date', '<', day.end)]),
        ...(paidClaimIds.length > 0 ? [eb('claim.id', 'in', paidClaimIds)] : []),
      ]),
    )
    .execute();
  const services =
    claims.length === 0
      ? []
      : await trx
          .selectFrom('claim_services')
          .select(['claim_id', 'code', 'description', 'quantity', 'total_cents'])
          .where(
            'claim_id',
            'in',
            claims.map((claim) => claim.id),
          )
          .orderBy('position')
          .execute();
  const outstanding = await trx
    .selectFrom('billing_claims')
    .select(sql<string>`coalesce(sum(total_cents - paid_cents), 0)`.as('cents'))
    .where('facility_id', '=', facilityId)
    .where('status', 'in', ['submitted', 'accepted', 'appealed'])
    .where('submission_date', '<', day.end)
    .executeTakeFirstOrThrow();
  return {
    claims: claims.map((claim) => ({
      id: claim.id,
      patientId: claim.patient_id,
      claimNumber: claim.claim_number,
      serviceDate: claim.service_date,
      status: claim.status,
      totalCents: claim.total_cents,
      insuranceName: claim.insurance_name,
      submittedAt: claim.submission_date,
      services: services
        .filter((service) => service.claim_id === claim.id)
        .map((service) => ({
          code: service.code,
          description: service.description,
          quantity: service.quantity,
          totalCents: service.total_cents,
        })),
    })),
    payments: payments.map((payment) => ({
      claimId: payment.claim_id,
      statusCode: payment.status_code,
      chargeCents: payment.charge_cents,
      paidCents: payment.paid_cents,
    })),
    outstandingCents: Number(outstanding.cents),
  };
}
