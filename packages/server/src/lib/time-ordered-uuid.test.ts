import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { timeOrderedUuid } from './time-ordered-uuid.ts';

describe('timeOrderedUuid', () => {
  it('is a version 7 UUID carrying its millisecond time, with the RFC 9562 variant', () => {
    const at = Date.UTC(2026, 10, 25, 12, 30, 15, 123);
    const id = timeOrderedUuid(at);
    expect(z.uuid({ version: 'v7' }).safeParse(id).success).toBe(true);
    expect(Number.parseInt(id.replaceAll('-', '').slice(0, 12), 16)).toBe(at);
    expect('89ab').toContain(id[19]);
  });

  it('sorts in time order across milliseconds and differs within one', () => {
    const earlier = timeOrderedUuid(1_000);
    const later = timeOrderedUuid(1_001);
    expect(earlier < later).toBe(true);
    expect(timeOrderedUuid(1_000)).not.toBe(timeOrderedUuid(1_000));
  });
});
