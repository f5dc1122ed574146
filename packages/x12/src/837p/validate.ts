import { isValidNpi } from '../npi.ts';
import { componentsOf, elementOf, type Segment } from '../segments.ts';
import { ICD10_X12_PATTERN, parseAmount } from '../text.ts';
import { issueAt, type X12Issue } from '../validate-envelope.ts';
import { parseProfessionalClaimFile } from './parse.ts';

/** The 837P's required header segments, each found by id and first element. */
const REQUIRED_HEADER: readonly [string, string, string][] = [
  ['BHT', '0019', 'the beginning of hierarchical transaction (BHT)'],
  ['NM1', '41', 'the submitter (loop 1000A)'],
  ['NM1', '40', 'the receiver (loop 1000B)'],
  ['NM1', '85', 'the billing provider (loop 2010AA)'],
];

/** Claim frequency codes CareNest sends: original, replacement, void. */
const FREQUENCY_CODES = new Set(['1', '7', '8']);

/**
 * Checks an 837P 005010X222A1 the way a clearinghouse's front end would, and answers every issue (empty when
 * it may be sent): the envelope (widths, control numbers, counts), the HL tree (sequential ids, parents that
 * exist, 20 → 22 → 23, HL04 true exactly when a child follows), the required loops (submitter, receiver,
 * billing provider with NPI, address and EIN, subscriber with SBR, member and payer, a claim with HI and at least
 * one line), code formats (NPI check digit, EIN, state, ZIP, procedure codes, modifiers, ICD-10 codes with
 * ABK first), SBR02 18 exactly when there is no patient loop, CLM02 = ΣSV102, diagnosis pointers that exist,
 * a replacement or void carrying the payer's claim number, and a unique REF*6R on every line.
 */
export function validateProfessionalClaimFile(text: string): X12Issue[] {
  const parsed = parseProfessionalClaimFile(text);
  const issues = [...parsed.issues];
  const { delimiters } = parsed;
  const body = parsed.claimSegments;
  const first = parsed.hierarchy[0]?.segment ?? { id: 'ST', elements: [], position: 0 };
  const headerSource = parsed.segments;
  for (const [id, qualifier, what] of REQUIRED_HEADER)
    if (!headerSource.some((candidate) => candidate.id === id && elementOf(candidate, 1) === qualifier))
      issues.push({ segmentId: id, position: 0, message: `${what} is missing` });

  checkHierarchy(parsed.hierarchy, issues);
  const provider = parsed.file.billingProvider;
  const nm185 = headerSource.find((candidate) => candidate.id === 'NM1' && elementOf(candidate, 1) === '85');
  if (nm185) {
    if (elementOf(nm185, 8) !== 'XX')
      issues.push(issueAt(nm185, 'the billing provider must be named by NPI (XX)', 8));
    if (!isValidNpi(provider.npi))
      issues.push(issueAt(nm185, `NPI ${provider.npi || '(empty)'} fails its check digit`, 9));
  }
  if (!/^\d{9}$/.test(provider.taxId))
    issues.push({
      ...whereOf(headerSource, 'REF', 'EI', first),
      message: 'the billing provider’s EIN (REF*EI) must be nine digits',
    });
  if (!/^[0-9A-Z]{9}X$/.test(provider.taxonomy))
    issues.push({
      ...whereOf(headerSource, 'PRV', 'BI', first),
      message: 'the billing provider’s taxonomy code must be 10 characters ending in X',
    });
  for (const candidate of headerSource) {
    if (candidate.id === 'N4') {
      if (!/^[A-Z]{2}$/.test(elementOf(candidate, 2)))
        issues.push(issueAt(candidate, 'the state must be two letters', 2));
      if (!/^(\d{5}|\d{9})$/.test(elementOf(candidate, 3)))
        issues.push(issueAt(candidate, 'the ZIP code must be 5 or 9 digits', 3));
    }
    if (candidate.id === 'SBR') {
      if (!['P', 'S', 'T'].includes(elementOf(candidate, 1)))
        issues.push(issueAt(candidate, 'SBR01 must be P, S or T', 1));
      if (elementOf(candidate, 9) === '')
        issues.push(issueAt(candidate, 'SBR09 (claim filing indicator) is required', 9));
    }
  }

  const seenControlNumbers = new Map<string, Segment>();
  parsed.file.claims.forEach((claim, index) => {
    const segments = body[index]!;
    const { clm } = segments;
    const hl22 = parsed.hierarchy.filter((entry) => entry.level === '22');
    const subscriberHl = [...hl22]
      .reverse()
      .find((entry) => (entry.segment.position ?? 0) < (clm.position ?? 0));
    const sbr = headerSource.find(
      (candidate) =>
        candidate.id === 'SBR' &&
        (candidate.position ?? 0) > (subscriberHl?.segment.position ?? 0) &&
        (candidate.position ?? 0) < (clm.position ?? 0),
    );
    if (sbr) {
      const isSelf = elementOf(sbr, 2) === '18';
      if (isSelf && claim.patient)
        issues.push(issueAt(sbr, 'SBR02 is 18 (self) but a patient loop (2000C) follows', 2));
      if (!isSelf && !claim.patient)
        issues.push(issueAt(sbr, 'SBR02 must be 18 when the subscriber is the patient (no 2000C)', 2));
    } else issues.push(issueAt(clm, 'the claim’s subscriber loop has no SBR'));
    if (!claim.memberId) issues.push(issueAt(clm, 'the subscriber has no member id (NM1*IL)'));
    if (!claim.payer.id) issues.push(issueAt(clm, 'the payer (NM1*PR) is missing'));
    if (!claim.claimNumber) issues.push(issueAt(clm, 'CLM01 (claim number) is required', 1));
    if (!FREQUENCY_CODES.has(claim.frequencyCode)) issues.push(issueAt(clm, 'CLM05-3 must be 1, 7 or 8', 5));
    if (!/^\d{2}$/.test(claim.placeOfService))
      issues.push(issueAt(clm, 'CLM05-1 (place of service) must be two digits', 5));
    if (claim.frequencyCode !== '1' && !claim.payerClaimNumber)
      issues.push(issueAt(clm, 'a replacement or void claim must carry the payer’s claim number (REF*F8)'));
    if (!segments.hi) issues.push(issueAt(clm, 'the claim has no diagnosis (HI)'));
    else {
      segments.hi.elements.forEach((value, position) => {
        const [qualifier = '', code = ''] = componentsOf(value, delimiters);
        const expected = position === 0 ? 'ABK' : 'ABF';
        if (qualifier !== expected)
          issues.push(issueAt(segments.hi!, `the qualifier must be ${expected}`, position + 1));
        if (!ICD10_X12_PATTERN.test(code))
          issues.push(issueAt(segments.hi!, `${code || '(empty)'} is not an ICD-10-CM code`, position + 1));
      });
      if (segments.hi.elements.length > 12) issues.push(issueAt(segments.hi, 'at most 12 diagnosis codes'));
    }
    if (claim.lines.length === 0) issues.push(issueAt(clm, 'the claim has no service line (loop 2400)'));
    const sum = claim.lines.reduce((total, line) => total + line.chargeCents, 0);
    const total = parseAmount(elementOf(clm, 2));
    if (total !== null && total !== sum)
      issues.push(
        issueAt(
          clm,
          `CLM02 ${elementOf(clm, 2)} does not equal the sum of the lines (${(sum / 100).toFixed(2)})`,
          2,
        ),
      );
    claim.lines.forEach((line, lineIndex) => {
      const lineSegments = segments.lines[lineIndex]!;
      const { sv1 } = lineSegments;
      if (!/^[A-Z0-9]{5}$/.test(line.procedureCode))
        issues.push(issueAt(sv1, `${line.procedureCode || '(empty)'} is not a CPT or HCPCS code`, 1));
      if (line.modifiers.length > 4 || line.modifiers.some((modifier) => !/^[A-Z0-9]{2}$/.test(modifier)))
        issues.push(issueAt(sv1, 'modifiers must be up to four two-character codes', 1));
      if (elementOf(sv1, 3) !== 'UN') issues.push(issueAt(sv1, 'SV103 must be UN (units)', 3));
      if (!(Number.isFinite(line.units) && line.units > 0))
        issues.push(issueAt(sv1, 'SV104 (units) must be more than zero', 4));
      if (line.chargeCents <= 0) issues.push(issueAt(sv1, 'SV102 (line charge) must be more than zero', 2));
      const count = claim.diagnosisCodes.length;
      if (line.diagnosisPointers.length === 0 || line.diagnosisPointers.length > 4)
        issues.push(issueAt(sv1, 'SV107 must point at one to four diagnoses', 7));
      for (const pointer of line.diagnosisPointers)
        if (!Number.isInteger(pointer) || pointer < 1 || pointer > count)
          issues.push(
            issueAt(
              sv1,
              `diagnosis pointer ${pointer} does not name one of the claim’s ${count} diagnoses`,
              7,
            ),
          );
      if (!lineSegments.dtp) issues.push(issueAt(sv1, 'the line has no date of service (DTP*472)'));
      if (!lineSegments.ref6r || !line.controlNumber)
        issues.push(issueAt(sv1, 'the line has no line item control number (REF*6R)'));
      else if (seenControlNumbers.has(line.controlNumber))
        issues.push(
          issueAt(lineSegments.ref6r, `line item control number ${line.controlNumber} is used twice`, 2),
        );
      else seenControlNumbers.set(line.controlNumber, lineSegments.ref6r);
    });
  });
  if (parsed.file.claims.length === 0)
    issues.push({ segmentId: 'CLM', position: 0, message: 'the file has no claim' });
  return issues.sort((a, b) => a.position - b.position);
}

/** Where a header segment is, or the first HL when it is missing. */
function whereOf(segments: Segment[], id: string, qualifier: string, fallback: Segment) {
  const found =
    segments.find((candidate) => candidate.id === id && elementOf(candidate, 1) === qualifier) ?? fallback;
  return { segmentId: found.id, position: found.position ?? 0 };
}

/** The HL tree: ids 1, 2, 3…; parents that come earlier; level 20 at the top, 22 under 20, 23 under 22; HL04. */
function checkHierarchy(
  hierarchy: ReturnType<typeof parseProfessionalClaimFile>['hierarchy'],
  issues: X12Issue[],
): void {
  const levels = new Map<string, string>();
  hierarchy.forEach((entry, index) => {
    if (entry.id !== String(index + 1)) issues.push(issueAt(entry.segment, `HL01 must be ${index + 1}`, 1));
    const expectedParentLevel = { '20': '', '22': '20', '23': '22' }[entry.level];
    if (expectedParentLevel === undefined)
      issues.push(issueAt(entry.segment, `HL03 ${entry.level} is not a 837P level`, 3));
    else if (
      expectedParentLevel === '' ? entry.parent !== '' : levels.get(entry.parent) !== expectedParentLevel
    )
      issues.push(
        issueAt(entry.segment, `HL02 must name an earlier level-${expectedParentLevel || 'none'} HL`, 2),
      );
    const next = hierarchy[index + 1];
    const hasChild = next !== undefined && next.parent === entry.id;
    if (entry.hasChildren !== (hasChild ? '1' : '0'))
      issues.push(issueAt(entry.segment, `HL04 must be ${hasChild ? 1 : 0}`, 4));
    levels.set(entry.id, entry.level);
  });
  if (hierarchy.length === 0)
    issues.push({ segmentId: 'HL', position: 0, message: 'the file has no HL loops' });
}
