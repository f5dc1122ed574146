import { envelope, transactionControl } from '../envelope.ts';
import { segment, type Segment } from '../segments.ts';
import { formatAmount, formatDate, icd10ForX12, x12Text } from '../text.ts';
import {
  PROFESSIONAL_CLAIM_VERSION,
  type ProfessionalClaim,
  type ProfessionalClaimFile,
  type X12Address,
  type X12Person,
} from './types.ts';

/** N3 and N4 of an address. */
function addressSegments(address: X12Address): Segment[] {
  return [
    segment('N3', x12Text(address.line1, 55), address.line2 ? x12Text(address.line2, 55) : undefined),
    segment(
      'N4',
      x12Text(address.city, 30),
      address.state.toUpperCase(),
      address.postalCode.replace('-', ''),
    ),
  ];
}

/** NM1 for a person (entity type 1) with an optional id. */
function personName(code: string, person: X12Person, id?: { qualifier: string; value: string }): Segment {
  return segment(
    'NM1',
    code,
    '1',
    x12Text(person.lastName, 60),
    x12Text(person.firstName, 35),
    '',
    '',
    '',
    id?.qualifier,
    id?.value,
  );
}

/** DMG: date of birth and sex. */
function demographics(person: X12Person): Segment {
  return segment('DMG', 'D8', formatDate(person.birthDate), person.sex);
}

/** Sum of a claim's line charges in cents (CLM02 must equal it). */
export function claimTotalCents(claim: ProfessionalClaim): number {
  return claim.lines.reduce((sum, line) => sum + line.chargeCents, 0);
}

/** Loops 2000B (and 2000C), 2300 and 2400 of one claim, its HL numbers starting at `firstHl`. */
function claimSegments(claim: ProfessionalClaim, firstHl: number): Segment[] {
  const isSubscriberPatient = claim.patient === undefined;
  const segments: Segment[] = [
    segment('HL', firstHl, 1, '22', isSubscriberPatient ? '0' : '1'),
    segment(
      'SBR',
      'P',
      isSubscriberPatient ? '18' : '',
      claim.groupNumber ? x12Text(claim.groupNumber, 50) : '',
      '',
      '',
      '',
      '',
      '',
      claim.claimFilingCode,
    ),
    personName('IL', claim.subscriber, { qualifier: 'MI', value: x12Text(claim.memberId, 80) }),
  ];
  segments.push(...addressSegments(claim.subscriber.address), demographics(claim.subscriber));
  segments.push(
    segment('NM1', 'PR', '2', x12Text(claim.payer.name, 60), '', '', '', '', 'PI', claim.payer.id),
  );
  if (claim.patient) {
    segments.push(
      segment('HL', firstHl + 1, firstHl, '23', '0'),
      segment('PAT', claim.patient.relationshipCode),
      personName('QC', claim.patient),
      ...addressSegments(claim.patient.address),
      demographics(claim.patient),
    );
  }
  segments.push(
    segment(
      'CLM',
      x12Text(claim.claimNumber, 38),
      formatAmount(claimTotalCents(claim)),
      '',
      '',
      `${claim.placeOfService}:B:${claim.frequencyCode}`,
      'Y',
      'A',
      'Y',
      'Y',
    ),
  );
  if (claim.payerClaimNumber) segments.push(segment('REF', 'F8', x12Text(claim.payerClaimNumber, 50)));
  segments.push(
    segment(
      'HI',
      ...claim.diagnosisCodes.map((code, index) => `${index === 0 ? 'ABK' : 'ABF'}:${icd10ForX12(code)}`),
    ),
  );
  claim.lines.forEach((line, index) => {
    segments.push(
      segment('LX', index + 1),
      segment(
        'SV1',
        ['HC', line.procedureCode, ...line.modifiers].join(':'),
        formatAmount(line.chargeCents),
        'UN',
        line.units,
        '',
        '',
        line.diagnosisPointers.join(':'),
      ),
      segment('DTP', '472', 'D8', formatDate(line.serviceDate)),
      segment('REF', '6R', line.controlNumber),
    );
  });
  return segments;
}

/**
 * The segments of an 837P 005010X222A1 interchange: header (BHT), 1000A submitter, 1000B receiver, 2000A
 * billing provider (PRV taxonomy, NPI, address, EIN), then per claim 2000B subscriber (SBR02 18 when the
 * patient is the subscriber, and then no 2000C), 2000C patient when not, 2300 CLM with place of service and
 * frequency, REF*F8 for replacements and voids, HI (ABK then ABF), and 2400 lines (LX, SV1 with modifiers and
 * diagnosis pointers, DTP*472, REF*6R). One transaction set per file.
 */
export function buildProfessionalClaimSegments(file: ProfessionalClaimFile): Segment[] {
  const { interchange } = file;
  const created = interchange.createdAt.toISOString();
  const body: Segment[] = [
    segment(
      'BHT',
      '0019',
      '00',
      transactionControl(interchange.transactionControlNumber),
      created.slice(0, 10).replaceAll('-', ''),
      created.slice(11, 16).replace(':', ''),
      'CH',
    ),
    segment('NM1', '41', '2', x12Text(file.submitter.name, 60), '', '', '', '', '46', file.submitter.id),
    segment(
      'PER',
      'IC',
      x12Text(file.submitter.contactName, 60),
      'TE',
      file.submitter.phone.replace(/\D/g, ''),
    ),
    segment('NM1', '40', '2', x12Text(file.receiver.name, 60), '', '', '', '', '46', file.receiver.id),
    segment('HL', 1, '', '20', '1'),
    segment('PRV', 'BI', 'PXC', file.billingProvider.taxonomy),
    segment(
      'NM1',
      '85',
      '2',
      x12Text(file.billingProvider.name, 60),
      '',
      '',
      '',
      '',
      'XX',
      file.billingProvider.npi,
    ),
    ...addressSegments(file.billingProvider.address),
    segment('REF', 'EI', file.billingProvider.taxId.replace('-', '')),
  ];
  let hl = 2;
  for (const claim of file.claims) {
    body.push(...claimSegments(claim, hl));
    hl += claim.patient ? 2 : 1;
  }
  return envelope(
    {
      senderQualifier: 'ZZ',
      senderId: interchange.senderId,
      receiverQualifier: 'ZZ',
      receiverId: interchange.receiverId,
      applicationSenderCode: interchange.senderId,
      applicationReceiverCode: interchange.receiverId,
      interchangeControlNumber: interchange.interchangeControlNumber,
      groupControlNumber: interchange.groupControlNumber,
      usage: interchange.usage,
      createdAt: interchange.createdAt,
    },
    { functionalId: 'HC', transactionSetId: '837', version: PROFESSIONAL_CLAIM_VERSION },
    [{ controlNumber: interchange.transactionControlNumber, body }],
  );
}
