import { elementOf, type Segment } from './segments.ts';
import { ISA_LENGTH, type X12Document } from './tokenize.ts';

/** One finding of a validator: where (segment id, position, element) and what is wrong. */
export interface X12Issue {
  segmentId: string;
  position: number;
  element?: number;
  message: string;
}

/** A transaction set found inside the envelope: its ST, its SE and the segments between them. */
export interface TransactionSet {
  st: Segment;
  se: Segment | undefined;
  body: Segment[];
}

/** Makes an issue about a segment (and element). */
export function issueAt(segment: Segment, message: string, element?: number): X12Issue {
  return { segmentId: segment.id, position: segment.position ?? 0, ...(element ? { element } : {}), message };
}

/**
 * The envelope rules every interchange follows: the ISA is 106 characters with fixed-width fields, one GS
 * group, ISA13 = IEA02, GS06 = GE02, each ST02 = SE02 and SE01 the count from ST to SE, GE01 the number of
 * transaction sets, IEA01 the number of groups, and the version in GS08 the one expected. Answers the issues
 * and the transaction sets found.
 */
export function validateEnvelope(
  document: X12Document,
  expected: { functionalId: string; transactionSetId: string; version: string },
): { issues: X12Issue[]; transactions: TransactionSet[] } {
  const issues: X12Issue[] = [];
  const transactions: TransactionSet[] = [];
  const { segments, delimiters } = document;
  const isa = segments[0]!;
  const isaText = [isa.id, ...isa.elements].join(delimiters.element) + delimiters.segment;
  if (isaText.length !== ISA_LENGTH)
    issues.push(issueAt(isa, `the ISA is ${isaText.length} characters, not 106`));
  const widths = [2, 10, 2, 10, 2, 15, 2, 15, 6, 4, 1, 5, 9, 1, 1, 1];
  widths.forEach((width, index) => {
    if (elementOf(isa, index + 1).length !== width)
      issues.push(
        issueAt(isa, `ISA${String(index + 1).padStart(2, '0')} must be ${width} characters`, index + 1),
      );
  });
  if (!/^\d{9}$/.test(elementOf(isa, 13))) issues.push(issueAt(isa, 'ISA13 must be nine digits', 13));
  if (!['T', 'P'].includes(elementOf(isa, 15))) issues.push(issueAt(isa, 'ISA15 must be T or P', 15));
  const iea = segments.at(-1)!;
  if (iea.id !== 'IEA') {
    issues.push(issueAt(iea, 'the interchange does not end with IEA'));
    return { issues, transactions };
  }
  if (elementOf(iea, 2) !== elementOf(isa, 13)) issues.push(issueAt(iea, 'IEA02 does not match ISA13', 2));
  const groups = segments.filter((candidate) => candidate.id === 'GS');
  if (elementOf(iea, 1) !== String(groups.length))
    issues.push(
      issueAt(iea, `IEA01 says ${elementOf(iea, 1)} groups, the interchange has ${groups.length}`, 1),
    );
  let group: Segment | undefined;
  let setsInGroup = 0;
  let open: TransactionSet | undefined;
  for (const current of segments.slice(1, -1)) {
    if (current.id === 'GS') {
      if (group) issues.push(issueAt(current, 'a GS inside an open group'));
      group = current;
      setsInGroup = 0;
      if (elementOf(current, 1) !== expected.functionalId)
        issues.push(issueAt(current, `GS01 must be ${expected.functionalId}`, 1));
      if (elementOf(current, 8) !== expected.version)
        issues.push(issueAt(current, `GS08 must be ${expected.version}`, 8));
      if (!/^\d{1,9}$/.test(elementOf(current, 6)))
        issues.push(issueAt(current, 'GS06 must be 1 to 9 digits', 6));
    } else if (current.id === 'GE') {
      if (!group) issues.push(issueAt(current, 'a GE without its GS'));
      else {
        if (elementOf(current, 2) !== elementOf(group, 6))
          issues.push(issueAt(current, 'GE02 does not match GS06', 2));
        if (elementOf(current, 1) !== String(setsInGroup))
          issues.push(
            issueAt(
              current,
              `GE01 says ${elementOf(current, 1)} transaction sets, the group has ${setsInGroup}`,
              1,
            ),
          );
      }
      if (open) issues.push(issueAt(open.st, 'the transaction set has no SE'));
      open = undefined;
      group = undefined;
    } else if (current.id === 'ST') {
      if (open) issues.push(issueAt(open.st, 'the transaction set has no SE'));
      setsInGroup += 1;
      open = { st: current, se: undefined, body: [] };
      transactions.push(open);
      if (elementOf(current, 1) !== expected.transactionSetId)
        issues.push(issueAt(current, `ST01 must be ${expected.transactionSetId}`, 1));
      if (!/^\d{4,9}$/.test(elementOf(current, 2)))
        issues.push(issueAt(current, 'ST02 must be 4 to 9 digits', 2));
      if (elementOf(current, 3) !== '' && elementOf(current, 3) !== expected.version)
        issues.push(issueAt(current, `ST03 must be ${expected.version}`, 3));
    } else if (current.id === 'SE') {
      if (!open) {
        issues.push(issueAt(current, 'an SE without its ST'));
        continue;
      }
      open.se = current;
      const count = open.body.length + 2;
      if (elementOf(current, 1) !== String(count))
        issues.push(
          issueAt(
            current,
            `SE01 says ${elementOf(current, 1)} segments, the transaction set has ${count}`,
            1,
          ),
        );
      if (elementOf(current, 2) !== elementOf(open.st, 2))
        issues.push(issueAt(current, 'SE02 does not match ST02', 2));
      open = undefined;
    } else if (open) open.body.push(current);
    else issues.push(issueAt(current, 'a segment outside any transaction set'));
  }
  if (group) issues.push(issueAt(group, 'the group has no GE'));
  if (groups.length === 0) issues.push(issueAt(isa, 'the interchange has no GS group'));
  return { issues, transactions };
}
