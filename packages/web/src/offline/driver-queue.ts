import type { RouteFixInput, RouteHandoffInput, RouteStatusChange } from '@carenest/core';
import { ApiError } from '../api/client.ts';

/** One write of the driver's phone waiting to reach the server, in the order it was made. */
export type QueuedWrite =
  | { kind: 'status'; routeId: string; body: RouteStatusChange }
  | { kind: 'fix'; routeId: string; body: RouteFixInput }
  | { kind: 'handoff'; routeId: string; body: RouteHandoffInput };

/** How a sent write ended: answered (the route as the server now has it) or refused with the server's sentence. */
export type SendOutcome =
  { kind: 'sent'; write: QueuedWrite } | { kind: 'refused'; write: QueuedWrite; message: string };

/** Where the queue survives a reload or a closed tab. */
const STORAGE_KEY = 'carenest.driver-queue.v1';

/** Whether an error means "no answer came back" (try again later) rather than a refusal. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}

/**
 * The driver's offline queue (ARCHITECTURE.md, "Offline writes"): status changes, fixes and handoffs are kept
 * in localStorage with the request id and device time made when the driver acted, and sent one by one in
 * order. A write that gets no answer stays first in line and is sent again later (the server answers a
 * replayed request id once); a refused one is dropped and reported; listeners hear every change.
 */
export class DriverQueue {
  private writes: QueuedWrite[];
  private readonly listeners = new Set<() => void>();
  private isFlushing = false;

  constructor(private readonly storage: Pick<Storage, 'getItem' | 'setItem'>) {
    this.writes = DriverQueue.read(storage);
  }

  /** The writes still waiting, oldest first (a new array after each change, for React). */
  pending(): readonly QueuedWrite[] {
    return this.writes;
  }

  /** Adds a write at the end of the line and keeps it on the device. */
  enqueue(write: QueuedWrite): void {
    this.writes = [...this.writes, write];
    this.save();
  }

  /** Calls `listener` after every change; answers the unsubscribe. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Sends the waiting writes in order with `send` until one gets no answer (it stays, to be sent again) or
   * the line is empty. Refusals are dropped; each outcome is reported to `onOutcome`.
   */
  async flush(
    send: (write: QueuedWrite) => Promise<void>,
    onOutcome: (outcome: SendOutcome) => void,
  ): Promise<void> {
    if (this.isFlushing) return;
    this.isFlushing = true;
    try {
      while (this.writes.length > 0) {
        const write = this.writes[0]!;
        try {
          await send(write);
          this.drop(write);
          onOutcome({ kind: 'sent', write });
        } catch (error) {
          if (isRetryable(error)) return;
          this.drop(write);
          onOutcome({
            kind: 'refused',
            write,
            message: error instanceof Error ? error.message : String(error),
          });
        }
      }
    } finally {
      this.isFlushing = false;
    }
  }

  private drop(write: QueuedWrite): void {
    this.writes = this.writes.filter((candidate) => candidate !== write);
    this.save();
  }

  private save(): void {
    this.storage.setItem(STORAGE_KEY, JSON.stringify(this.writes));
    for (const listener of this.listeners) listener();
  }

  private static read(storage: Pick<Storage, 'getItem'>): QueuedWrite[] {
    try {
      const stored: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? '[]');
      return Array.isArray(stored) ? (stored as QueuedWrite[]) : [];
    } catch {
      return [];
    }
  }
}
