import type { StaffingStateRules } from '../state-rules/staffing.ts';
import { staffingRatio, type StaffOnShift, type StaffingRatioFigures } from './staffing-ratio.ts';
import type { ShiftCredential } from './staffing-enums.ts';

/** A child's check-in or check-out, as the census sees it. */
export interface CensusChange {
  at: string;
  patientId: string;
  kind: 'check_in' | 'check_out';
}

/** One shift of the day (an open one has no end). */
export interface ShiftSpan {
  userId: string;
  staffName: string;
  credential: ShiftCredential;
  currentCredentials: StaffOnShift['currentCredentials'];
  start: string;
  end: string | null;
}

/** One line of the dated staffing log: a change and the ratio it left. */
export interface StaffingLogLine extends StaffingRatioFigures {
  at: string;
  change: 'census' | 'staffing';
  description: string;
}

/** The day's staffing log and the minutes the ratio was not met. */
export interface StaffingDay {
  lines: StaffingLogLine[];
  minutesOutOfRatio: number;
}

type Step =
  | { at: string; change: 'census'; census: CensusChange }
  | { at: string; change: 'staffing'; shift: ShiftSpan; isStart: boolean };

/**
 * The dated log of a day's census and staffing changes (Texas 26 TAC §550.410: every census change and the
 * staffing change that answers it, with times), each with the ratio it left, and the whole minutes between
 * `dayStart` and `until` the ratio was not met. Changes at the same instant apply together, starts before ends;
 * a child checked in twice counts once.
 */
export function staffingDay(
  rules: StaffingStateRules,
  facts: { census: readonly CensusChange[]; shifts: readonly ShiftSpan[]; until: string },
): StaffingDay {
  const until = Date.parse(facts.until);
  const steps: Step[] = [
    ...facts.census.map((census): Step => ({ at: census.at, change: 'census', census })),
    ...facts.shifts.flatMap((shift): Step[] => [
      { at: shift.start, change: 'staffing', shift, isStart: true },
      ...(shift.end ? [{ at: shift.end, change: 'staffing' as const, shift, isStart: false }] : []),
    ]),
  ]
    .filter((step) => Date.parse(step.at) <= until)
    .sort((left, right) => Date.parse(left.at) - Date.parse(right.at) || rank(left) - rank(right));
  const present = new Set<string>();
  const onDuty = new Map<ShiftSpan, StaffOnShift>();
  const lines: StaffingLogLine[] = [];
  let minutes = 0;
  let outSince: number | null = null;
  for (const step of steps) {
    if (step.change === 'census') {
      if (step.census.kind === 'check_in') present.add(step.census.patientId);
      else present.delete(step.census.patientId);
    } else if (step.isStart) onDuty.set(step.shift, step.shift);
    else onDuty.delete(step.shift);
    const figures = staffingRatio(rules, { childrenPresent: present.size, staff: [...onDuty.values()] });
    const at = Date.parse(step.at);
    if (!figures.met && outSince === null) outSince = at;
    if (figures.met && outSince !== null) {
      minutes += at - outSince;
      outSince = null;
    }
    lines.push({ at: step.at, change: step.change, description: describe(step), ...figures });
  }
  if (outSince !== null) minutes += until - outSince;
  return { lines, minutesOutOfRatio: Math.floor(minutes / 60_000) };
}

/** Census changes first, then clock-ins, then clock-outs, for changes at one instant. */
function rank(step: Step): number {
  if (step.change === 'census') return 0;
  return step.isStart ? 1 : 2;
}

function describe(step: Step): string {
  if (step.change === 'census')
    return step.census.kind === 'check_in' ? 'A child was checked in' : 'A child was checked out';
  const verb = step.isStart ? 'clocked in' : 'clocked out';
  return `${step.shift.staffName} ${verb} (${step.shift.credential})`;
}
