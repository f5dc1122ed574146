/** A day of care long enough to bill the PPEC per diem (T1025); shorter days bill hourly (T1026). */
export const PER_DIEM_MINIMUM_HOURS = 4;

/** The hourly code's units are whole hours present, 1 to 10 (a claim line's quantity). */
export const HOURLY_MAXIMUM_UNITS = 10;

/** A child's day as attendance recorded it: check-ins and check-outs in order. */
export interface AttendanceDay {
  events: readonly { kind: 'check_in' | 'check_out'; at: Date }[];
}

/** Minutes present: each check-in paired with the next check-out (an unclosed check-in counts nothing). */
export function minutesPresent(day: AttendanceDay): number {
  let total = 0;
  let since: Date | null = null;
  for (const event of [...day.events].sort((a, b) => a.at.getTime() - b.at.getTime())) {
    if (event.kind === 'check_in') since ??= event.at;
    else if (since) {
      total += Math.max(0, event.at.getTime() - since.getTime()) / 60_000;
      since = null;
    }
  }
  return Math.floor(total);
}

/**
 * The PPEC service a day of attendance bills: the per diem (T1025 × 1) from four hours present, otherwise the
 * hourly code (T1026) for each whole hour present (at most 10); nothing for less than an hour.
 */
export function proposedService(minutes: number): { code: 'T1025' | 'T1026'; quantity: number } | null {
  if (minutes >= PER_DIEM_MINIMUM_HOURS * 60) return { code: 'T1025', quantity: 1 };
  const hours = Math.min(HOURLY_MAXIMUM_UNITS, Math.floor(minutes / 60));
  return hours >= 1 ? { code: 'T1026', quantity: hours } : null;
}

/** A prior authorization as the rule needs it. */
export interface AuthorizationFacts {
  serviceCode: string;
  startDate: string;
  endDate: string;
  unitsAuthorized: number;
  unitsUsed: number;
}

/**
 * What a new claim would do to the child's authorizations: for each line whose service an authorization
 * covers on the day, the units it would leave (negative: over the authorization). Lines no authorization
 * covers are named too, since payers that require one deny them.
 */
export function authorizationWarnings(
  authorizations: readonly AuthorizationFacts[],
  serviceDate: string,
  lines: readonly { code: string; quantity: number }[],
): string[] {
  const warnings: string[] = [];
  const planned = new Map<string, number>();
  for (const line of lines) planned.set(line.code, (planned.get(line.code) ?? 0) + line.quantity);
  for (const [code, quantity] of planned) {
    const covering = authorizations.find(
      (authorization) =>
        authorization.serviceCode === code &&
        authorization.startDate <= serviceDate &&
        serviceDate <= authorization.endDate,
    );
    if (!covering) {
      if (authorizations.some((authorization) => authorization.serviceCode === code))
        warnings.push(`${code}: no authorization covers ${serviceDate}`);
      continue;
    }
    const left = covering.unitsAuthorized - covering.unitsUsed - quantity;
    if (left < 0)
      warnings.push(
        `${code}: this claim uses ${quantity} of ${covering.unitsAuthorized - covering.unitsUsed} units left; ${-left} over the authorization`,
      );
  }
  return warnings;
}
