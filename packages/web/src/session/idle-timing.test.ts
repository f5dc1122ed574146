import { describe, expect, it } from 'vitest';
import { LIMITS } from '@carenest/core';
import { timingForIdlePeriod } from './idle-timing.ts';

describe('timingForIdlePeriod', () => {
  it("warns 60 s before the HIPAA automatic logoff of the server's idle period", () => {
    const timing = timingForIdlePeriod(LIMITS.sessionIdleMinutes * 60_000);
    expect(timing.idleMs).toBe(15 * 60_000);
    expect(timing.warningMs).toBe(60_000);
    expect(timing.keepAliveMs).toBe(5 * 60_000);
  });

  it("warns for half of a test's short period", () => {
    expect(timingForIdlePeriod(20_000).warningMs).toBe(10_000);
  });
});
