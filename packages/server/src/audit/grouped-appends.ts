import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import {
  auditRowOf,
  insertAuditRows,
  type AuditContext,
  type AuditEvent,
  type AuditRow,
} from './append-audit.ts';

/** The most rows one grouped INSERT writes; a longer queue is written by several in turn. */
const MAX_GROUP_ROWS = 500;

/** A row waiting for its group's INSERT, with the read that waits for it. */
interface QueuedRow {
  row: AuditRow;
  resolve(): void;
  reject(error: unknown): void;
}

/**
 * Group commit of the audit rows of reads (ARCHITECTURE.md, "The audited read path"). A read that wrote
 * nothing hands its row here once its transaction has ended; the row is written at once when no INSERT is
 * under way, otherwise in the next INSERT with every row that arrived meanwhile. Each read is answered when
 * the INSERT holding its row has committed, so no read is answered before its audit row is stored. One row
 * cannot fail the reads it was grouped with: a group that fails is written again row by row, and only a row
 * that fails alone fails its read.
 */
export class GroupedAuditAppends {
  readonly #queue: QueuedRow[] = [];
  #isWriting = false;

  constructor(private readonly db: Kysely<Database>) {}

  /** Appends the audit row of `event` by `context`; settles when it is stored (or could not be). */
  append(context: AuditContext, event: AuditEvent): Promise<void> {
    return new Promise((resolve, reject) => {
      this.#queue.push({ row: auditRowOf(context, event), resolve, reject });
      if (!this.#isWriting) void this.#writeQueue();
    });
  }

  /** Writes queued rows group after group until none is left. */
  async #writeQueue(): Promise<void> {
    this.#isWriting = true;
    try {
      while (this.#queue.length > 0) await this.#writeGroup(this.#queue.splice(0, MAX_GROUP_ROWS));
    } finally {
      this.#isWriting = false;
    }
  }

  async #writeGroup(group: QueuedRow[]): Promise<void> {
    try {
      await insertAuditRows(
        this.db,
        group.map((entry) => entry.row),
      );
      for (const entry of group) entry.resolve();
    } catch (error) {
      if (group.length === 1) return group[0]!.reject(error);
      for (const entry of group) await this.#writeGroup([entry]);
    }
  }
}

/** One group writer per database handle, so every read on it shares the groups. */
const writers = new WeakMap<Kysely<Database>, GroupedAuditAppends>();

/** The group writer of `db`'s reads. */
export function groupedAuditAppendsOf(db: Kysely<Database>): GroupedAuditAppends {
  let writer = writers.get(db);
  if (!writer) {
    writer = new GroupedAuditAppends(db);
    writers.set(db, writer);
  }
  return writer;
}
