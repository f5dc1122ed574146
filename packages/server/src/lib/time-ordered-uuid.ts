import { randomUUID } from 'node:crypto';

/**
 * A version 7 UUID (RFC 9562): the first 48 bits are the Unix time in milliseconds, the rest random. Ids
 * written in time order land at the right edge of their unique index instead of on a random page of it, which
 * keeps the audit log's insert cost flat as it grows to millions of rows.
 */
export function timeOrderedUuid(now: number = Date.now()): string {
  // A version 4 UUID from Node's pooled randomness: its time bits become the time, its version digit a 7; its
  // variant bits are already RFC 9562's.
  const time = now.toString(16).padStart(12, '0');
  return `${time.slice(0, 8)}-${time.slice(8)}-7${randomUUID().slice(15)}`;
}
