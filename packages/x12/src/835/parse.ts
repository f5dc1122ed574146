import { componentsOf, elementOf, X12Error, type Segment } from '../segments.ts';
import { parseAmount, parseDate } from '../text.ts';
import { tokenize } from '../tokenize.ts';
import { issueAt, validateEnvelope, type X12Issue } from '../validate-envelope.ts';
import {
  REMITTANCE_VERSION,
  type Remittance,
  type RemittanceAdjustment,
  type RemittanceClaim,
  type RemittanceLine,
} from './types.ts';

/** CAS: up to six reason, amount, quantity triplets under one group code. */
function readAdjustments(segment: Segment, issues: X12Issue[]): RemittanceAdjustment[] {
  const group = elementOf(segment, 1);
  const adjustments: RemittanceAdjustment[] = [];
  for (let index = 2; index <= 17; index += 3) {
    const reason = elementOf(segment, index);
    if (!reason) continue;
    const amountCents = parseAmount(elementOf(segment, index + 1));
    if (amountCents === null) issues.push(issueAt(segment, 'is not an amount', index + 1));
    adjustments.push({ group, reason, amountCents: amountCents ?? 0 });
  }
  if (!group || adjustments.length === 0)
    issues.push(issueAt(segment, 'a CAS needs a group code and a reason'));
  return adjustments;
}

/**
 * Reads an 835 005010X221A1 remittance: the payment (BPR, TRN), payer and payee, each claim (CLP with its
 * CAS, patient and service lines with their CAS and REF*6R) and provider-level adjustments (PLB). Throws an
 * X12Error naming the segment when the file cannot be read as an 835; answers the remittance otherwise.
 */
export function parseRemittance(text: string): Remittance {
  const document = tokenize(text);
  const { issues, transactions } = validateEnvelope(document, {
    functionalId: 'HP',
    transactionSetId: '835',
    version: REMITTANCE_VERSION,
  });
  const transaction = transactions[0];
  if (!transaction)
    throw new X12Error('the interchange has no 835 transaction set', { segmentId: 'ST', position: 0 });
  const { delimiters } = document;
  const remittance: Remittance = {
    payer: { name: '', id: '' },
    payee: { name: '', npi: '' },
    payment: { handlingCode: '', amountCents: 0, method: '', date: '', traceNumber: '', originatorId: '' },
    claims: [],
    providerAdjustments: [],
  };
  let claim: RemittanceClaim | undefined;
  let line: RemittanceLine | undefined;
  let party = '';
  const amount = (segment: Segment, index: number): number => {
    const cents = parseAmount(elementOf(segment, index));
    if (cents === null)
      issues.push(issueAt(segment, `${elementOf(segment, index) || '(empty)'} is not an amount`, index));
    return cents ?? 0;
  };
  let sawBpr = false;
  for (const segment of transaction.body) {
    const first = elementOf(segment, 1);
    switch (segment.id) {
      case 'BPR':
        sawBpr = true;
        remittance.payment.handlingCode = first;
        remittance.payment.amountCents = amount(segment, 2);
        remittance.payment.method = elementOf(segment, 4);
        remittance.payment.date = parseDate(elementOf(segment, 16)) ?? '';
        break;
      case 'TRN':
        remittance.payment.traceNumber = elementOf(segment, 2);
        remittance.payment.originatorId = elementOf(segment, 3);
        break;
      case 'N1':
        party = first;
        if (first === 'PR') remittance.payer.name = elementOf(segment, 2);
        if (first === 'PE')
          remittance.payee = {
            name: elementOf(segment, 2),
            npi: elementOf(segment, 3) === 'XX' ? elementOf(segment, 4) : '',
          };
        break;
      case 'REF':
        if (party === 'PR' && !claim && first === '2U') remittance.payer.id = elementOf(segment, 2);
        else if (first === '6R' && line) line.controlNumber = elementOf(segment, 2);
        break;
      case 'CLP':
        line = undefined;
        claim = {
          claimNumber: first,
          statusCode: elementOf(segment, 2),
          chargeCents: amount(segment, 3),
          paidCents: amount(segment, 4),
          patientResponsibilityCents: elementOf(segment, 5) ? amount(segment, 5) : 0,
          filingCode: elementOf(segment, 6),
          payerClaimNumber: elementOf(segment, 7),
          patient: { lastName: '', firstName: '', memberId: '' },
          adjustments: [],
          lines: [],
          position: segment.position,
        };
        if (!first) issues.push(issueAt(segment, 'CLP01 (claim number) is required', 1));
        remittance.claims.push(claim);
        break;
      case 'NM1':
        if (claim && first === 'QC')
          claim.patient = {
            lastName: elementOf(segment, 3),
            firstName: elementOf(segment, 4),
            memberId: elementOf(segment, 9),
          };
        break;
      case 'CAS':
        if (line) line.adjustments.push(...readAdjustments(segment, issues));
        else if (claim) claim.adjustments.push(...readAdjustments(segment, issues));
        else issues.push(issueAt(segment, 'an adjustment outside a claim'));
        break;
      case 'SVC': {
        if (!claim) {
          issues.push(issueAt(segment, 'a service line outside a claim'));
          break;
        }
        const [, procedureCode = '', ...modifiers] = componentsOf(first, delimiters);
        line = {
          procedureCode,
          modifiers,
          chargeCents: amount(segment, 2),
          paidCents: amount(segment, 3),
          units: Number(elementOf(segment, 5) || '1'),
          adjustments: [],
        };
        claim.lines.push(line);
        break;
      }
      case 'DTM':
        if (line && (first === '472' || first === '150'))
          line.serviceDate = parseDate(elementOf(segment, 2)) ?? undefined;
        break;
      case 'PLB':
        claim = undefined;
        line = undefined;
        for (let index = 3; index <= 13; index += 2) {
          const identifier = elementOf(segment, index);
          if (!identifier) continue;
          const [reason = '', reference = ''] = componentsOf(identifier, delimiters);
          remittance.providerAdjustments.push({
            providerId: first,
            fiscalPeriodDate: parseDate(elementOf(segment, 2)) ?? '',
            reason,
            reference,
            amountCents: amount(segment, index + 1),
          });
        }
        break;
      default:
        break;
    }
  }
  if (!sawBpr)
    issues.push({ segmentId: 'BPR', position: 0, message: 'the financial information (BPR) is missing' });
  const [firstIssue] = issues;
  if (firstIssue) throw new X12Error(firstIssue.message, firstIssue);
  return remittance;
}
