import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client.ts';
import { DriverQueue, isRetryable, type QueuedWrite, type SendOutcome } from './driver-queue.ts';

/** A device's storage as the queue sees it (localStorage's two calls). */
function deviceStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

const depart: QueuedWrite = {
  kind: 'status',
  routeId: 'r-1',
  body: { status: 'en_route_pickup', requestId: 'q-1', deviceTime: '2026-03-02T12:00:00.000Z' },
};
const fix: QueuedWrite = {
  kind: 'fix',
  routeId: 'r-1',
  body: {
    requestId: 'q-2',
    deviceTime: '2026-03-02T12:00:05.000Z',
    position: { latitude: 28.5, longitude: -81.4 },
  },
};

describe('isRetryable', () => {
  it('tries again when no answer came back, never after a refusal', () => {
    expect(isRetryable(new ApiError(0, 'NETWORK_ERROR', 'offline'))).toBe(true);
    expect(isRetryable(new ApiError(503, 'INTERNAL_ERROR', 'down'))).toBe(true);
    expect(isRetryable(new ApiError(429, 'TOO_MANY_REQUESTS', 'slow down'))).toBe(true);
    expect(isRetryable(new TypeError('Failed to fetch'))).toBe(true);
    expect(isRetryable(new ApiError(409, 'CONFLICT', 'Route already completed'))).toBe(false);
    expect(isRetryable(new ApiError(400, 'VALIDATION_FAILED', 'bad'))).toBe(false);
  });
});

describe('DriverQueue', () => {
  it('keeps the writes on the device across a reload, in order', () => {
    const storage = deviceStorage();
    const queue = new DriverQueue(storage);
    queue.enqueue(depart);
    queue.enqueue(fix);
    expect(new DriverQueue(storage).pending()).toEqual([depart, fix]);
  });

  it('stops at a write that got no answer and sends it first next time', async () => {
    const queue = new DriverQueue(deviceStorage());
    queue.enqueue(depart);
    queue.enqueue(fix);
    const outcomes: SendOutcome[] = [];
    await queue.flush(
      () => Promise.reject(new ApiError(0, 'NETWORK_ERROR', 'offline')),
      (outcome) => outcomes.push(outcome),
    );
    expect(outcomes).toEqual([]);
    expect(queue.pending()).toEqual([depart, fix]);
    const sent: QueuedWrite[] = [];
    await queue.flush(
      async (write) => void sent.push(write),
      (outcome) => outcomes.push(outcome),
    );
    expect(sent).toEqual([depart, fix]);
    expect(queue.pending()).toEqual([]);
  });

  it("drops a refused write, reports the server's sentence and goes on with the next", async () => {
    const queue = new DriverQueue(deviceStorage());
    queue.enqueue(depart);
    queue.enqueue(fix);
    let changes = 0;
    queue.subscribe(() => (changes += 1));
    const outcomes: SendOutcome[] = [];
    await queue.flush(
      (write) =>
        write === depart
          ? Promise.reject(new ApiError(409, 'CONFLICT', 'Route already completed'))
          : Promise.resolve(),
      (outcome) => outcomes.push(outcome),
    );
    expect(outcomes).toEqual([
      { kind: 'refused', write: depart, message: 'Route already completed' },
      { kind: 'sent', write: fix },
    ]);
    expect(changes).toBe(2);
  });

  it('starts empty when what the device kept is not a list', () => {
    expect(new DriverQueue(deviceStorage({ 'carenest.driver-queue.v1': '{"oops":1}' })).pending()).toEqual(
      [],
    );
    expect(new DriverQueue(deviceStorage({ 'carenest.driver-queue.v1': 'not json' })).pending()).toEqual([]);
  });
});
