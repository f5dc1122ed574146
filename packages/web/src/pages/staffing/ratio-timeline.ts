import type { StaffingLog } from '@carenest/core';

/** One stretch of a day's timeline: its share of the charted span (0–1) and whether the ratio was met. */
export interface RatioStretch {
  from: string;
  share: number;
  met: boolean;
}

/**
 * The stretches of a day between its census and staffing changes, each lasting until the next change and the
 * last until `end` (now, for today; the day's end before); none when the log is empty or `end` precedes it.
 */
export function ratioTimeline(lines: StaffingLog['lines'], end: Date): RatioStretch[] {
  if (lines.length === 0) return [];
  const start = Date.parse(lines[0]!.at);
  const span = end.getTime() - start;
  if (span <= 0) return [];
  return lines.map((line, index) => {
    const from = Date.parse(line.at);
    const until = index + 1 < lines.length ? Date.parse(lines[index + 1]!.at) : end.getTime();
    return { from: line.at, share: Math.max(0, Math.min(until, end.getTime()) - from) / span, met: line.met };
  });
}
