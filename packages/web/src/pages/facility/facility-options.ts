import { DEFAULT_VITAL_RANGES, STATE_RULES, STATE_RULE_SETS, type Weekday } from '@carenest/core';

/** The time zones a facility may choose (IANA names, as the browser knows them). */
export const TIME_ZONES = Intl.supportedValuesOf('timeZone');

/** The state rule sets, by their licensing label. */
export const STATE_RULE_OPTIONS = STATE_RULE_SETS.map((ruleSet) => ({
  value: ruleSet,
  label: STATE_RULES[ruleSet].facility.label,
}));

const VITAL_RANGE_LABELS: Record<(typeof DEFAULT_VITAL_RANGES)[number], string> = {
  spec: 'Standard ranges',
  age_bands: 'PALS age bands',
};

/** The default vital-sign ranges a facility may choose. */
export const VITAL_RANGE_OPTIONS = DEFAULT_VITAL_RANGES.map((value) => ({
  value,
  label: VITAL_RANGE_LABELS[value],
}));

/** An open day's label ("Monday"). */
export function weekdayLabel(day: Weekday): string {
  return day[0]!.toUpperCase() + day.slice(1);
}
