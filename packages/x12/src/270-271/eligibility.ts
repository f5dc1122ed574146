import { envelope, type EnvelopeHeader } from '../envelope.ts';
import { elementOf, segment, X12Error, type Segment } from '../segments.ts';
import { formatDate, parseAmount, parseDate, x12Text } from '../text.ts';
import { tokenize } from '../tokenize.ts';
import { validateEnvelope } from '../validate-envelope.ts';

/** The 270/271 implementation guide's version. */
export const ELIGIBILITY_VERSION = '005010X279A1';

/** Who is asked about whom: the payer, the provider asking, the subscriber, the date and the service type. */
export interface EligibilityInquiry {
  /** TRN02: CareNest's trace number, echoed in the 271. */
  traceNumber: string;
  /** TRN03: '9' followed by the provider's identifier (10 characters). */
  originatorId: string;
  payer: { name: string; id: string };
  provider: { name: string; npi: string };
  subscriber: { lastName: string; firstName: string; memberId: string; birthDate: string };
  /** DTP*291: the date asked about, YYYY-MM-DD. */
  date: string;
  /** EQ01: service type code (30 health benefit plan coverage). */
  serviceType: string;
}

/** One benefit row of a 271 (EB): what, for whom, and a copay or deductible amount when it is one. */
export interface EligibilityBenefit {
  /** EB01: 1 active coverage, 6 inactive, B co-payment, C deductible, A co-insurance, ... */
  code: string;
  /** EB02: IND individual, FAM family, ... ('' when not given). */
  coverageLevel: string;
  /** EB03: service type codes. */
  serviceTypes: string[];
  /** EB05: the plan's description. */
  planDescription: string;
  copayCents: number | null;
  deductibleCents: number | null;
  /** EB08 as a fraction (0.2 for 20%), for co-insurance. */
  percent: number | null;
  /** EB12: Y in network, N out of network, '' not stated. */
  inNetwork: string;
}

/** What a 271 answers. */
export interface EligibilityResponse {
  traceNumber: string;
  /** Active coverage (EB01 1) was reported and no AAA rejection. */
  isEligible: boolean;
  /** DTP 346 (plan begin), 356 (eligibility begin) or 291 (plan), YYYY-MM-DD, when given. */
  effectiveDate: string | null;
  benefits: EligibilityBenefit[];
  /** AAA rejections (AAA03 reject reason codes, for example 72 invalid member id). */
  rejections: string[];
}

/**
 * The part a 270 and its 271 share: BHT (13 request, 11 response), the information source (the payer), the
 * receiver (the provider by NPI) and the subscriber with the trace (TRN01 1 in a 270, 2 echoed in a 271).
 */
function partiesOf(
  createdAt: Date,
  inquiry: EligibilityInquiry,
  kind: { purpose: '13' | '11'; traceType: '1' | '2' },
): Segment[] {
  const created = createdAt.toISOString();
  return [
    segment(
      'BHT',
      '0022',
      kind.purpose,
      inquiry.traceNumber,
      created.slice(0, 10).replaceAll('-', ''),
      created.slice(11, 16).replace(':', ''),
    ),
    segment('HL', 1, '', '20', '1'),
    segment('NM1', 'PR', '2', x12Text(inquiry.payer.name, 60), '', '', '', '', 'PI', inquiry.payer.id),
    segment('HL', 2, 1, '21', '1'),
    segment('NM1', '1P', '2', x12Text(inquiry.provider.name, 60), '', '', '', '', 'XX', inquiry.provider.npi),
    segment('HL', 3, 2, '22', '0'),
    segment('TRN', kind.traceType, inquiry.traceNumber, inquiry.originatorId),
    segment(
      'NM1',
      'IL',
      '1',
      x12Text(inquiry.subscriber.lastName, 60),
      x12Text(inquiry.subscriber.firstName, 35),
      '',
      '',
      '',
      'MI',
      inquiry.subscriber.memberId,
    ),
  ];
}

/**
 * A 270 005010X279A1 eligibility inquiry: information source (the payer), receiver (the provider by NPI),
 * subscriber with TRN, member id, date of birth, the date asked about and EQ service type.
 */
export function buildEligibilityInquirySegments(
  header: EnvelopeHeader & { transactionControlNumber: number },
  inquiry: EligibilityInquiry,
): Segment[] {
  const body: Segment[] = [
    ...partiesOf(header.createdAt, inquiry, { purpose: '13', traceType: '1' }),
    segment('DMG', 'D8', formatDate(inquiry.subscriber.birthDate)),
    segment('DTP', '291', 'D8', formatDate(inquiry.date)),
    segment('EQ', inquiry.serviceType),
  ];
  return envelope(header, { functionalId: 'HS', transactionSetId: '270', version: ELIGIBILITY_VERSION }, [
    { controlNumber: header.transactionControlNumber, body },
  ]);
}

/** Reads a 270 back (the sandbox answers it). */
export function parseEligibilityInquiry(text: string): EligibilityInquiry {
  const document = tokenize(text);
  const { issues, transactions } = validateEnvelope(document, {
    functionalId: 'HS',
    transactionSetId: '270',
    version: ELIGIBILITY_VERSION,
  });
  const [firstIssue] = issues;
  if (firstIssue) throw new X12Error(firstIssue.message, firstIssue);
  const body = transactions[0]?.body ?? [];
  const nm1 = (code: string) =>
    body.find((candidate) => candidate.id === 'NM1' && elementOf(candidate, 1) === code);
  const subscriber = nm1('IL');
  const trn = body.find((candidate) => candidate.id === 'TRN');
  if (!subscriber || !trn)
    throw new X12Error('a 270 needs a subscriber (NM1*IL) and a trace (TRN)', {
      segmentId: 'NM1',
      position: 0,
    });
  const dmg = body.find((candidate) => candidate.id === 'DMG');
  const dtp = body.find((candidate) => candidate.id === 'DTP' && elementOf(candidate, 1) === '291');
  return {
    traceNumber: elementOf(trn, 2),
    originatorId: elementOf(trn, 3),
    payer: { name: elementOf(nm1('PR') ?? subscriber, 3), id: elementOf(nm1('PR') ?? subscriber, 9) },
    provider: { name: elementOf(nm1('1P') ?? subscriber, 3), npi: elementOf(nm1('1P') ?? subscriber, 9) },
    subscriber: {
      lastName: elementOf(subscriber, 3),
      firstName: elementOf(subscriber, 4),
      memberId: elementOf(subscriber, 9),
      birthDate: parseDate(dmg ? elementOf(dmg, 2) : '') ?? '',
    },
    date: parseDate(dtp ? elementOf(dtp, 3) : '') ?? '',
    serviceType: elementOf(body.find((candidate) => candidate.id === 'EQ') ?? subscriber, 1),
  };
}

/** A 271 answering an inquiry, for the sandbox: active coverage with the given copay and deductible, or a rejection. */
export function buildEligibilityResponseSegments(
  header: EnvelopeHeader & { transactionControlNumber: number },
  inquiry: EligibilityInquiry,
  answer: {
    isEligible: boolean;
    effectiveDate: string;
    planDescription: string;
    copayCents: number;
    deductibleCents: number;
  },
): Segment[] {
  const body: Segment[] = partiesOf(header.createdAt, inquiry, { purpose: '11', traceType: '2' });
  if (!answer.isEligible) body.push(segment('AAA', 'N', '', '72', 'C'));
  else
    body.push(
      segment('DTP', '346', 'D8', formatDate(answer.effectiveDate)),
      segment('EB', '1', 'IND', inquiry.serviceType, 'MC', x12Text(answer.planDescription, 50)),
      segment(
        'EB',
        'B',
        'IND',
        inquiry.serviceType,
        'MC',
        '',
        '27',
        (answer.copayCents / 100).toFixed(2),
        '',
        '',
        '',
        '',
        'Y',
      ),
      segment(
        'EB',
        'C',
        'IND',
        inquiry.serviceType,
        'MC',
        '',
        '23',
        (answer.deductibleCents / 100).toFixed(2),
        '',
        '',
        '',
        '',
        'Y',
      ),
    );
  return envelope(header, { functionalId: 'HB', transactionSetId: '271', version: ELIGIBILITY_VERSION }, [
    { controlNumber: header.transactionControlNumber, body },
  ]);
}

/**
 * Reads a 271: eligible when some EB reports active coverage (EB01 1) and no AAA rejects the request; the
 * effective date from DTP 346, 356 or 291; every EB as a benefit, with EB07 as the copay (EB01 B) or the
 * deductible (EB01 C) and EB08 as the co-insurance percent. EB03's repetitions are split on ISA11.
 */
export function parseEligibilityResponse(text: string): EligibilityResponse {
  const document = tokenize(text);
  const { issues, transactions } = validateEnvelope(document, {
    functionalId: 'HB',
    transactionSetId: '271',
    version: ELIGIBILITY_VERSION,
  });
  const [firstIssue] = issues;
  if (firstIssue) throw new X12Error(firstIssue.message, firstIssue);
  const body = transactions[0]?.body ?? [];
  const benefits: EligibilityBenefit[] = [];
  const rejections: string[] = [];
  let effectiveDate: string | null = null;
  let traceNumber = '';
  for (const current of body) {
    const first = elementOf(current, 1);
    if (current.id === 'TRN') traceNumber = elementOf(current, 2);
    if (current.id === 'AAA' && elementOf(current, 1) === 'N') rejections.push(elementOf(current, 3));
    if (current.id === 'DTP' && ['346', '356', '291'].includes(first) && effectiveDate === null)
      effectiveDate = parseDate(elementOf(current, 3).slice(0, 8));
    if (current.id !== 'EB') continue;
    const amount = elementOf(current, 7) ? parseAmount(elementOf(current, 7)) : null;
    const percent = elementOf(current, 8) ? Number(elementOf(current, 8)) : null;
    benefits.push({
      code: first,
      coverageLevel: elementOf(current, 2),
      serviceTypes: elementOf(current, 3) ? elementOf(current, 3).split(document.delimiters.repetition) : [],
      planDescription: elementOf(current, 5),
      copayCents: first === 'B' ? amount : null,
      deductibleCents: first === 'C' ? amount : null,
      percent: Number.isFinite(percent) ? percent : null,
      inNetwork: elementOf(current, 12),
    });
  }
  return {
    traceNumber,
    isEligible: rejections.length === 0 && benefits.some((benefit) => benefit.code === '1'),
    effectiveDate,
    benefits,
    rejections,
  };
}
