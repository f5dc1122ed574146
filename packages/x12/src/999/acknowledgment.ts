import { envelope, type EnvelopeHeader } from '../envelope.ts';
import { elementOf, segment, X12Error, type Segment } from '../segments.ts';
import { tokenize } from '../tokenize.ts';
import { validateEnvelope, type X12Issue } from '../validate-envelope.ts';

/** The 999 implementation guide's version. */
export const ACKNOWLEDGMENT_VERSION = '005010X231A1';

/** What a 999 reports about one received transaction set. */
export interface Acknowledgment {
  /** AK1: the functional group acknowledged (GS01, GS06, GS08). */
  group: { functionalId: string; controlNumber: string; version: string };
  /** AK2: the transaction set (ST01, ST02). */
  transaction: { setId: string; controlNumber: string };
  /** IK5/AK9: A accepted, R rejected (E accepted with errors is not used by CareNest). */
  status: 'A' | 'R';
  /** IK3 (and IK4): each segment in error, its position within the transaction set (ST is 1). */
  errors: { segmentId: string; position: number; element?: number; code: string; message?: string }[];
}

/**
 * The 999 for a received file and the issues found in it: AK1 (its group), AK2 (its transaction set), an IK3
 * per segment in error with the position counted from ST, an IK4 naming the element when one is, a CTX with
 * the reason in words, IK5 and AK9 accepting (no issues) or rejecting it.
 */
export function buildAcknowledgmentSegments(
  header: EnvelopeHeader & { transactionControlNumber: number },
  acknowledgment: Omit<Acknowledgment, 'errors' | 'status'>,
  issues: readonly X12Issue[],
  stPosition: number,
): Segment[] {
  const isAccepted = issues.length === 0;
  const body: Segment[] = [
    segment(
      'AK1',
      acknowledgment.group.functionalId,
      acknowledgment.group.controlNumber,
      acknowledgment.group.version,
    ),
    segment(
      'AK2',
      acknowledgment.transaction.setId,
      acknowledgment.transaction.controlNumber,
      acknowledgment.group.version,
    ),
  ];
  for (const issue of issues) {
    const position = Math.max(1, issue.position - stPosition + 1);
    body.push(segment('IK3', issue.segmentId, position, '', issue.element ? '8' : '3'));
    body.push(segment('CTX', `CARENEST:${issue.message.replace(/[*~^:]/g, ' ').slice(0, 70)}`));
    if (issue.element) body.push(segment('IK4', issue.element, '', '7'));
  }
  body.push(segment('IK5', isAccepted ? 'A' : 'R', ...(isAccepted ? [] : ['5'])));
  body.push(segment('AK9', isAccepted ? 'A' : 'R', 1, 1, isAccepted ? 1 : 0));
  return envelope(header, { functionalId: 'FA', transactionSetId: '999', version: ACKNOWLEDGMENT_VERSION }, [
    { controlNumber: header.transactionControlNumber, body },
  ]);
}

/** Reads a 999: accepted or rejected, and each segment in error with the reason the sender gave. */
export function parseAcknowledgment(text: string): Acknowledgment {
  const document = tokenize(text);
  const { issues, transactions } = validateEnvelope(document, {
    functionalId: 'FA',
    transactionSetId: '999',
    version: ACKNOWLEDGMENT_VERSION,
  });
  const [firstIssue] = issues;
  if (firstIssue) throw new X12Error(firstIssue.message, firstIssue);
  const body = transactions[0]?.body ?? [];
  const find = (id: string) => body.find((candidate) => candidate.id === id);
  const ak1 = find('AK1');
  const ak2 = find('AK2');
  const ik5 = find('IK5');
  if (!ak1 || !ak2 || !ik5)
    throw new X12Error('a 999 needs AK1, AK2 and IK5', { segmentId: 'AK1', position: 0 });
  const errors: Acknowledgment['errors'] = [];
  for (const current of body) {
    if (current.id === 'IK3')
      errors.push({
        segmentId: elementOf(current, 1),
        position: Number(elementOf(current, 2)),
        code: elementOf(current, 4),
      });
    else if (current.id === 'IK4' && errors.length > 0)
      errors.at(-1)!.element = Number(elementOf(current, 1));
    else if (current.id === 'CTX' && errors.length > 0 && elementOf(current, 1).startsWith('CARENEST:'))
      errors.at(-1)!.message = elementOf(current, 1).slice('CARENEST:'.length);
  }
  return {
    group: { functionalId: elementOf(ak1, 1), controlNumber: elementOf(ak1, 2), version: elementOf(ak1, 3) },
    transaction: { setId: elementOf(ak2, 1), controlNumber: elementOf(ak2, 2) },
    status: elementOf(ik5, 1) === 'A' ? 'A' : 'R',
    errors,
  };
}
