import { componentsOf, elementOf, X12Error, type Delimiters, type Segment } from '../segments.ts';
import { parseAmount, parseDate } from '../text.ts';
import { tokenize } from '../tokenize.ts';
import { issueAt, validateEnvelope, type X12Issue } from '../validate-envelope.ts';
import {
  PROFESSIONAL_CLAIM_VERSION,
  type ProfessionalClaim,
  type ProfessionalClaimFile,
  type ProfessionalServiceLine,
  type X12Address,
  type X12Person,
} from './types.ts';

/** An 837P as read: what it says (as far as it could be read) and every structural issue found on the way. */
export interface ParsedProfessionalClaimFile {
  file: ProfessionalClaimFile;
  /** HL segments in order, for the tree checks. */
  hierarchy: { segment: Segment; id: string; parent: string; level: string; hasChildren: string }[];
  /** The segments by claim, for checks that name positions. */
  claimSegments: {
    clm: Segment;
    hi: Segment | undefined;
    lines: { sv1: Segment; ref6r: Segment | undefined; dtp: Segment | undefined }[];
  }[];
  issues: X12Issue[];
  delimiters: Delimiters;
  /** Every segment of the interchange. */
  segments: Segment[];
}

/** A blank person to fill while reading. */
function blankPerson(): X12Person {
  return {
    lastName: '',
    firstName: '',
    birthDate: '',
    sex: 'U',
    address: { line1: '', city: '', state: '', postalCode: '' },
  };
}

/** The address a pair of N3/N4 segments gives. */
function readAddress(target: X12Address, current: Segment): void {
  if (current.id === 'N3') {
    target.line1 = elementOf(current, 1);
    if (elementOf(current, 2)) target.line2 = elementOf(current, 2);
  } else {
    target.city = elementOf(current, 1);
    target.state = elementOf(current, 2);
    target.postalCode = elementOf(current, 3);
  }
}

/**
 * Reads an 837P 005010X222A1 interchange into what it says: submitter, receiver, billing provider and each
 * claim with its subscriber, patient, payer, diagnoses and lines. Structural problems (envelope, missing
 * loops, unreadable amounts or dates) are collected as issues naming the segment and its position; a file
 * that cannot be tokenized at all throws an X12Error.
 */
export function parseProfessionalClaimFile(text: string): ParsedProfessionalClaimFile {
  const document = tokenize(text);
  const { issues, transactions } = validateEnvelope(document, {
    functionalId: 'HC',
    transactionSetId: '837',
    version: PROFESSIONAL_CLAIM_VERSION,
  });
  const isa = document.segments[0]!;
  const gs = document.segments.find((candidate) => candidate.id === 'GS');
  const transaction = transactions[0];
  if (!transaction)
    throw new X12Error('the interchange has no 837 transaction set', { segmentId: 'ST', position: 0 });
  const created = `${elementOf(gs ?? isa, 4)}${elementOf(gs ?? isa, 5)}`;
  const file: ProfessionalClaimFile = {
    interchange: {
      senderId: elementOf(isa, 6).trim(),
      receiverId: elementOf(isa, 8).trim(),
      interchangeControlNumber: Number(elementOf(isa, 13)),
      groupControlNumber: Number(gs ? elementOf(gs, 6) : 0),
      transactionControlNumber: Number(elementOf(transaction.st, 2)),
      usage: elementOf(isa, 15) === 'P' ? 'P' : 'T',
      createdAt: new Date(
        `${created.slice(0, 4)}-${created.slice(4, 6)}-${created.slice(6, 8)}T${created.slice(8, 10)}:${created.slice(10, 12)}:00Z`,
      ),
    },
    submitter: { name: '', id: '', contactName: '', phone: '' },
    receiver: { name: '', id: '' },
    billingProvider: {
      name: '',
      npi: '',
      taxId: '',
      taxonomy: '',
      address: { line1: '', city: '', state: '', postalCode: '' },
    },
    claims: [],
  };
  const parsed: ParsedProfessionalClaimFile = {
    file,
    hierarchy: [],
    claimSegments: [],
    issues,
    delimiters: document.delimiters,
    segments: document.segments,
  };
  let level = '';
  let subscriberContext:
    | Omit<ProfessionalClaim, 'claimNumber' | 'placeOfService' | 'frequencyCode' | 'diagnosisCodes' | 'lines'>
    | undefined;
  let personTarget: X12Person | X12Address | undefined;
  let claim: ProfessionalClaim | undefined;
  let line: ProfessionalServiceLine | undefined;
  const amount = (current: Segment, index: number): number => {
    const cents = parseAmount(elementOf(current, index));
    if (cents === null) issues.push(issueAt(current, 'is not an amount', index));
    return cents ?? 0;
  };
  const date = (current: Segment, index: number): string => {
    const value = parseDate(elementOf(current, index));
    if (value === null) issues.push(issueAt(current, 'is not a CCYYMMDD date', index));
    return value ?? '';
  };
  for (const current of transaction.body) {
    const qualifier = elementOf(current, 1);
    if (current.id === 'HL') {
      level = elementOf(current, 3);
      parsed.hierarchy.push({
        segment: current,
        id: elementOf(current, 1),
        parent: elementOf(current, 2),
        level,
        hasChildren: elementOf(current, 4),
      });
      claim = undefined;
      line = undefined;
      personTarget = undefined;
      if (level === '22')
        subscriberContext = {
          claimFilingCode: '',
          memberId: '',
          subscriber: blankPerson(),
          payer: { name: '', id: '' },
        };
      if (level === '23' && subscriberContext)
        subscriberContext.patient = { ...blankPerson(), relationshipCode: '' };
      continue;
    }
    if (current.id === 'NM1') {
      const name = { last: elementOf(current, 3), first: elementOf(current, 4), id: elementOf(current, 9) };
      personTarget = undefined;
      if (qualifier === '41') Object.assign(file.submitter, { name: name.last, id: name.id });
      else if (qualifier === '40') Object.assign(file.receiver, { name: name.last, id: name.id });
      else if (qualifier === '85') {
        Object.assign(file.billingProvider, { name: name.last, npi: name.id });
        personTarget = file.billingProvider.address;
      } else if (qualifier === 'IL' && subscriberContext) {
        Object.assign(subscriberContext.subscriber, { lastName: name.last, firstName: name.first });
        subscriberContext.memberId = name.id;
        personTarget = subscriberContext.subscriber;
      } else if (qualifier === 'PR' && subscriberContext)
        subscriberContext.payer = { name: name.last, id: name.id };
      else if (qualifier === 'QC' && subscriberContext?.patient) {
        Object.assign(subscriberContext.patient, { lastName: name.last, firstName: name.first });
        personTarget = subscriberContext.patient;
      }
      continue;
    }
    if ((current.id === 'N3' || current.id === 'N4') && personTarget) {
      readAddress('address' in personTarget ? personTarget.address : personTarget, current);
      continue;
    }
    if (current.id === 'DMG' && personTarget && 'address' in personTarget) {
      personTarget.birthDate = date(current, 2);
      personTarget.sex = (
        ['F', 'M'].includes(elementOf(current, 3)) ? elementOf(current, 3) : 'U'
      ) as X12Person['sex'];
      continue;
    }
    switch (current.id) {
      case 'PER':
        if (!file.submitter.contactName)
          Object.assign(file.submitter, { contactName: elementOf(current, 2), phone: elementOf(current, 4) });
        break;
      case 'PRV':
        file.billingProvider.taxonomy = elementOf(current, 3);
        break;
      case 'SBR':
        if (subscriberContext) {
          subscriberContext.claimFilingCode = elementOf(current, 9);
          if (elementOf(current, 3)) subscriberContext.groupNumber = elementOf(current, 3);
        }
        break;
      case 'PAT':
        if (subscriberContext?.patient) subscriberContext.patient.relationshipCode = qualifier;
        break;
      case 'CLM': {
        if (!subscriberContext) {
          issues.push(issueAt(current, 'a claim outside a subscriber loop (2000B)'));
          break;
        }
        const place = componentsOf(elementOf(current, 5), document.delimiters);
        const context = JSON.parse(JSON.stringify(subscriberContext)) as typeof subscriberContext;
        const read: ProfessionalClaim = {
          ...context,
          claimNumber: qualifier,
          placeOfService: place[0] ?? '',
          frequencyCode: (place[2] ?? '') as ProfessionalClaim['frequencyCode'],
          diagnosisCodes: [],
          lines: [],
        };
        claim = read;
        file.claims.push(read);
        parsed.claimSegments.push({ clm: current, hi: undefined, lines: [] });
        amount(current, 2);
        break;
      }
      case 'REF':
        if (qualifier === 'EI') file.billingProvider.taxId = elementOf(current, 2);
        else if (qualifier === 'F8' && claim && !line) claim.payerClaimNumber = elementOf(current, 2);
        else if (qualifier === '6R' && line) {
          line.controlNumber = elementOf(current, 2);
          parsed.claimSegments.at(-1)!.lines.at(-1)!.ref6r = current;
        }
        break;
      case 'HI':
        if (claim) {
          parsed.claimSegments.at(-1)!.hi = current;
          for (const value of current.elements) {
            const [, code = ''] = componentsOf(value, document.delimiters);
            claim.diagnosisCodes.push(code);
          }
        }
        break;
      case 'SV1':
        if (!claim) {
          issues.push(issueAt(current, 'a service line outside a claim'));
          break;
        }
        {
          const [, procedureCode = '', ...modifiers] = componentsOf(qualifier, document.delimiters);
          line = {
            controlNumber: '',
            procedureCode,
            modifiers,
            chargeCents: amount(current, 2),
            units: Number(elementOf(current, 4)),
            diagnosisPointers: componentsOf(elementOf(current, 7), document.delimiters).map(Number),
            serviceDate: '',
          };
          claim.lines.push(line);
          parsed.claimSegments.at(-1)!.lines.push({ sv1: current, ref6r: undefined, dtp: undefined });
        }
        break;
      case 'DTP':
        if (qualifier === '472' && line) {
          line.serviceDate = date(current, 3);
          parsed.claimSegments.at(-1)!.lines.at(-1)!.dtp = current;
        }
        break;
      default:
        break;
    }
  }
  return parsed;
}
