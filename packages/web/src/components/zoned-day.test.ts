import { describe, expect, it } from 'vitest';
import { dateRangeToInstants } from './zoned-day.ts';

describe('dateRangeToInstants', () => {
  it("bounds the picked days by the facility's midnight, not the browser's", () => {
    expect(dateRangeToInstants(['2026-03-02', '2026-03-03'], 'America/New_York')).toEqual({
      from: '2026-03-02T05:00:00.000Z',
      to: '2026-03-04T04:59:59.999Z',
    });
    expect(dateRangeToInstants(['2026-03-02', '2026-03-02'], 'America/Phoenix')).toEqual({
      from: '2026-03-02T07:00:00.000Z',
      to: '2026-03-03T06:59:59.999Z',
    });
  });

  it('keeps a day of 23 hours whole when the clocks go forward', () => {
    expect(dateRangeToInstants(['2026-03-08', null], 'America/New_York')).toEqual({
      from: '2026-03-08T05:00:00.000Z',
      to: '2026-03-09T03:59:59.999Z',
    });
  });

  it('reads a range with one end picked as that one day, and none picked as any time', () => {
    expect(dateRangeToInstants([null, null], 'America/New_York')).toEqual({ from: '', to: '' });
    expect(dateRangeToInstants(['2026-12-31', null], 'UTC')).toEqual({
      from: '2026-12-31T00:00:00.000Z',
      to: '2026-12-31T23:59:59.999Z',
    });
  });
});
