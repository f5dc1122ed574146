import { segment, type Segment } from './segments.ts';

/** Who exchanges an interchange and how it is numbered (ISA, GS). */
export interface EnvelopeHeader {
  /** ISA05/ISA06: the sender's qualifier (ZZ mutually defined, 30 tax id) and id. */
  senderQualifier: string;
  senderId: string;
  /** ISA07/ISA08: the receiver's qualifier and id. */
  receiverQualifier: string;
  receiverId: string;
  /** GS02/GS03: the application sender's and receiver's codes. */
  applicationSenderCode: string;
  applicationReceiverCode: string;
  /** ISA13: the interchange control number, 1 to 999999999, never reused. */
  interchangeControlNumber: number;
  /** GS06: the group control number. */
  groupControlNumber: number;
  /** ISA15: T for test, P for production. */
  usage: 'T' | 'P';
  /** When the interchange was made. */
  createdAt: Date;
}

/** One transaction set inside the envelope: its ST02 control number and the segments between ST and SE. */
export interface TransactionBody {
  controlNumber: number;
  body: Segment[];
}

/** What the group holds: functional identifier (GS01), transaction set id (ST01) and version (GS08, ST03). */
export interface TransactionKind {
  functionalId: 'HC' | 'HS' | 'HB' | 'HP' | 'FA';
  transactionSetId: '837' | '270' | '271' | '835' | '999';
  version: string;
}

/** A fixed-width ISA field: padded with spaces (or zeros on the left for numbers). */
function fixed(value: string, width: number): string {
  return value.slice(0, width).padEnd(width, ' ');
}

/** A number as a fixed number of digits (ISA13). */
function digits(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

/** ST02 as four or more digits. */
export function transactionControl(value: number): string {
  return digits(value, 4);
}

/** UTC parts of a timestamp: CCYYMMDD, YYMMDD and HHMM. */
function stamp(date: Date): { long: string; short: string; time: string } {
  const iso = date.toISOString();
  const long = iso.slice(0, 10).replaceAll('-', '');
  return { long, short: long.slice(2), time: iso.slice(11, 16).replace(':', '') };
}

/**
 * Wraps transaction sets in ISA/GS ... GE/IEA with matching control numbers and counts: SE01 counts ST to SE,
 * GE01 the transaction sets, IEA01 the one group. ISA fields are padded to their fixed widths, so the ISA is
 * 106 characters with its terminator; ISA11 is the repetition separator `^` and ISA16 the component `:`.
 */
export function envelope(
  header: EnvelopeHeader,
  kind: TransactionKind,
  transactions: TransactionBody[],
): Segment[] {
  const at = stamp(header.createdAt);
  const isa = segment(
    'ISA',
    '00',
    fixed('', 10),
    '00',
    fixed('', 10),
    fixed(header.senderQualifier, 2),
    fixed(header.senderId, 15),
    fixed(header.receiverQualifier, 2),
    fixed(header.receiverId, 15),
    at.short,
    at.time,
    '^',
    '00501',
    digits(header.interchangeControlNumber, 9),
    '0',
    header.usage,
    ':',
  );
  const segments: Segment[] = [
    isa,
    segment(
      'GS',
      kind.functionalId,
      header.applicationSenderCode,
      header.applicationReceiverCode,
      at.long,
      at.time,
      header.groupControlNumber,
      'X',
      kind.version,
    ),
  ];
  for (const transaction of transactions) {
    const control = transactionControl(transaction.controlNumber);
    segments.push(
      segment('ST', kind.transactionSetId, control, kind.version),
      ...transaction.body,
      segment('SE', transaction.body.length + 2, control),
    );
  }
  segments.push(
    segment('GE', transactions.length, header.groupControlNumber),
    segment('IEA', 1, digits(header.interchangeControlNumber, 9)),
  );
  return segments;
}
