import { envelope, type EnvelopeHeader } from '../envelope.ts';
import { segment, type Segment } from '../segments.ts';
import { formatAmount, formatDate, x12Text } from '../text.ts';
import { REMITTANCE_VERSION, type Remittance, type RemittanceAdjustment } from './types.ts';

/** CAS segments for adjustments, one per group, up to six reasons each. */
function adjustmentSegments(adjustments: readonly RemittanceAdjustment[]): Segment[] {
  const byGroup = new Map<string, RemittanceAdjustment[]>();
  for (const adjustment of adjustments)
    byGroup.set(adjustment.group, [...(byGroup.get(adjustment.group) ?? []), adjustment]);
  const segments: Segment[] = [];
  for (const [group, list] of byGroup)
    for (let start = 0; start < list.length; start += 6)
      segments.push(
        segment(
          'CAS',
          group,
          ...list
            .slice(start, start + 6)
            .flatMap((item) => [item.reason, formatAmount(item.amountCents), '']),
        ),
      );
  return segments;
}

/**
 * An 835 005010X221A1 interchange for a remittance: BPR and TRN, payer (N1*PR with its id) and payee (N1*PE
 * by NPI), a CLP per claim with claim-level CAS, the patient and each line's SVC, date, CAS and REF*6R, then
 * PLB for provider-level adjustments. The sandbox clearinghouse pays with it; tests build remittances with it.
 */
export function buildRemittanceSegments(
  header: EnvelopeHeader & { transactionControlNumber: number },
  remittance: Remittance,
): Segment[] {
  const { payment } = remittance;
  const body: Segment[] = [
    segment(
      'BPR',
      payment.handlingCode,
      formatAmount(payment.amountCents),
      'C',
      payment.method,
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      formatDate(payment.date),
    ),
    segment('TRN', '1', payment.traceNumber, payment.originatorId),
    segment('N1', 'PR', x12Text(remittance.payer.name, 60)),
    segment('REF', '2U', remittance.payer.id),
    segment('N1', 'PE', x12Text(remittance.payee.name, 60), 'XX', remittance.payee.npi),
  ];
  if (remittance.claims.length > 0) body.push(segment('LX', 1));
  for (const claim of remittance.claims) {
    body.push(
      segment(
        'CLP',
        claim.claimNumber,
        claim.statusCode,
        formatAmount(claim.chargeCents),
        formatAmount(claim.paidCents),
        claim.patientResponsibilityCents ? formatAmount(claim.patientResponsibilityCents) : '',
        claim.filingCode,
        claim.payerClaimNumber,
      ),
      ...adjustmentSegments(claim.adjustments),
      segment(
        'NM1',
        'QC',
        '1',
        x12Text(claim.patient.lastName, 60),
        x12Text(claim.patient.firstName, 35),
        '',
        '',
        '',
        'MI',
        claim.patient.memberId,
      ),
    );
    for (const line of claim.lines) {
      body.push(
        segment(
          'SVC',
          ['HC', line.procedureCode, ...line.modifiers].join(':'),
          formatAmount(line.chargeCents),
          formatAmount(line.paidCents),
          '',
          line.units,
        ),
        ...(line.serviceDate ? [segment('DTM', '472', formatDate(line.serviceDate))] : []),
        ...adjustmentSegments(line.adjustments),
        ...(line.controlNumber ? [segment('REF', '6R', line.controlNumber)] : []),
      );
    }
  }
  const plbs = new Map<string, typeof remittance.providerAdjustments>();
  for (const adjustment of remittance.providerAdjustments) {
    const key = `${adjustment.providerId}|${adjustment.fiscalPeriodDate}`;
    plbs.set(key, [...(plbs.get(key) ?? []), adjustment]);
  }
  for (const list of plbs.values())
    for (let start = 0; start < list.length; start += 6)
      body.push(
        segment(
          'PLB',
          list[0]!.providerId,
          formatDate(list[0]!.fiscalPeriodDate),
          ...list
            .slice(start, start + 6)
            .flatMap((item) => [`${item.reason}:${item.reference}`, formatAmount(item.amountCents)]),
        ),
      );
  return envelope(header, { functionalId: 'HP', transactionSetId: '835', version: REMITTANCE_VERSION }, [
    { controlNumber: header.transactionControlNumber, body },
  ]);
}
