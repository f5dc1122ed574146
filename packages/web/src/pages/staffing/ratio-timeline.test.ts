import { describe, expect, it } from 'vitest';
import type { StaffingLog } from '@carenest/core';
import { ratioTimeline } from './ratio-timeline.ts';

const line = (at: string, met: boolean): StaffingLog['lines'][number] => ({
  at,
  met,
  change: 'census',
  description: 'A child arrived',
  childrenPresent: 1,
  staffOnDuty: 1,
  required: 1,
});

describe('the ratio timeline of a day', () => {
  it('splits the span at each change, the last stretch lasting until the end', () => {
    const stretches = ratioTimeline(
      [
        line('2026-03-02T14:00:00Z', true),
        line('2026-03-02T15:00:00Z', false),
        line('2026-03-02T15:30:00Z', true),
      ],
      new Date('2026-03-02T16:00:00Z'),
    );
    expect(stretches.map((stretch) => [stretch.share, stretch.met])).toEqual([
      [0.5, true],
      [0.25, false],
      [0.25, true],
    ]);
  });

  it('has nothing to chart for an empty day', () => {
    expect(ratioTimeline([], new Date())).toEqual([]);
  });
});
