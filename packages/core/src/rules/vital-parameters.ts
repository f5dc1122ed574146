import type { DefaultVitalRanges } from '../enums.ts';
import { BAND_MEASUREMENTS, type AgeBand, type BandMeasurement } from './pediatric-age-bands.ts';
import {
  VITAL_ALERT_PARAMETERS,
  VITAL_BOUNDS,
  computeVitalAlerts,
  formatVitalValue,
  type VitalAlert,
  type VitalAlertParameter,
  type VitalValues,
} from './vital-signs.ts';

/**
 * The measurements a child's physician-ordered parameters can cover: the spec's three watched ones and,
 * only where a child has parameters, respiratory rate and both blood pressure numbers.
 */
export const PARAMETER_MEASUREMENTS = VITAL_ALERT_PARAMETERS;
/** A measurement a child's parameters can cover. */
export type ParameterMeasurement = VitalAlertParameter;

/**
 * One measurement's limits for one child: outside notifyLow–notifyHigh the care team is notified (a high
 * alert); outside criticalLow–criticalHigh, when ordered, the alert is critical. A critical limit lies outside
 * its notify limit, never inside.
 */
export interface ParameterLimits {
  notifyLow: number;
  notifyHigh: number;
  criticalLow: number | null;
  criticalHigh: number | null;
}

/** A child's order for one measurement: the limits and who ordered them when. */
export interface ChildParameter extends ParameterLimits {
  measurement: ParameterMeasurement;
  orderedBy: string;
  /** The order's date, yyyy-MM-dd. */
  orderedOn: string;
}

/**
 * Where the rule applied to a measurement comes from: the child's own order, the facility default of the
 * spec's ranges, or the facility default of the child's PALS age band.
 */
export const RANGE_SOURCES = ['child', 'facility', 'age_band'] as const;
/** A rule's source. */
export type RangeSource = (typeof RANGE_SOURCES)[number];

/** The rule a reading was judged by for one measurement, stored with the reading. */
export interface AppliedRange extends ParameterLimits {
  measurement: ParameterMeasurement;
  source: RangeSource;
  orderedBy: string | null;
  orderedOn: string | null;
}

/**
 * The facility default, as limits: the spec's alert rules (part 2, section 5) written in the same shape.
 * Temperature alerts outside 97–99.5 and is high outside 96–102; heart rate outside 60–100, high outside
 * 50–120; O2 saturation below 95, critical below 90 (its upper limit is the entry bound). The spec has no
 * rule for respiratory rate or blood pressure, so they have no default.
 */
export const FACILITY_DEFAULT_LIMITS: Partial<Record<ParameterMeasurement, ParameterLimits>> = {
  temperature: { notifyLow: 97, notifyHigh: 99.5, criticalLow: 96, criticalHigh: 102 },
  heartRate: { notifyLow: 60, notifyHigh: 100, criticalLow: 50, criticalHigh: 120 },
  oxygenSaturation: { notifyLow: 95, notifyHigh: 100, criticalLow: 90, criticalHigh: null },
};

/**
 * What decides the alerts of a child without an order: the facility's choice of default ranges (the spec's
 * ranges, the default, or the PALS age bands) and the child's age band on the day of the reading.
 */
export interface FacilityDefaults {
  ranges: DefaultVitalRanges;
  band: AgeBand | null;
}

/** The spec's ranges as every facility's default until it chooses otherwise. */
export const SPEC_DEFAULTS: FacilityDefaults = { ranges: 'spec', band: null };

/** Whether a measurement is judged by the child's age band under these defaults. */
function isJudgedByBand(measurement: ParameterMeasurement, defaults: FacilityDefaults): boolean {
  return (
    defaults.ranges === 'age_bands' &&
    defaults.band !== null &&
    (BAND_MEASUREMENTS as readonly string[]).includes(measurement)
  );
}

/**
 * The default limits of a measurement under the facility's defaults: the band's normal range with its
 * alarming limits as the critical ones (age bands, for the measurements that vary with age), else the spec's
 * (FACILITY_DEFAULT_LIMITS); null where neither has a rule.
 */
export function defaultLimitsFor(
  measurement: ParameterMeasurement,
  defaults: FacilityDefaults,
): { limits: ParameterLimits; source: 'facility' | 'age_band' } | null {
  if (isJudgedByBand(measurement, defaults)) {
    const band = defaults.band!;
    const [notifyLow, notifyHigh] = band.normal[measurement as BandMeasurement];
    const [criticalLow, criticalHigh] = band.alarming[measurement as BandMeasurement];
    return { limits: { notifyLow, notifyHigh, criticalLow, criticalHigh }, source: 'age_band' };
  }
  const fallback = FACILITY_DEFAULT_LIMITS[measurement];
  return fallback ? { limits: fallback, source: 'facility' } : null;
}

/** The limits as the chart and the PDF write them, e.g. "100-160 bpm (critical below 80, above 180)". */
export function describeLimits(measurement: ParameterMeasurement, limits: ParameterLimits): string {
  const value = (number: number) => formatVitalValue(measurement, number);
  const critical = [
    limits.criticalLow === null ? null : `below ${value(limits.criticalLow)}`,
    limits.criticalHigh === null ? null : `above ${value(limits.criticalHigh)}`,
  ].filter((part) => part !== null);
  const range = `${value(limits.notifyLow)} to ${value(limits.notifyHigh)}`;
  return critical.length === 0 ? range : `${range} (critical ${critical.join(', ')})`;
}

/**
 * Where an applied range comes from, in words: "Child's order (Dr. Lee, 2026-11-01)", "Facility default" or
 * "Facility default (PALS age band)".
 */
export function describeRangeSource(range: Pick<AppliedRange, 'source' | 'orderedBy' | 'orderedOn'>): string {
  if (range.source === 'facility') return 'Facility default';
  if (range.source === 'age_band') return 'Facility default (PALS age band)';
  return `Child's order (${range.orderedBy ?? 'physician not named'}, ${range.orderedOn ?? 'date not given'})`;
}

/**
 * The ranges a reading was judged by, one line per measurement ("Heart rate: 100 bpm to 160 bpm (critical
 * below 80 bpm, above 180 bpm) - Child's order (Dr. Lee, 2026-11-01)"), as the PDF prints them; a reading
 * older than per-child parameters carries none and was judged by the facility default.
 */
export function appliedRangeLines(ranges: readonly AppliedRange[]): string[] {
  if (ranges.length === 0) return ['Facility default for every measurement'];
  return ranges.map(
    (range) =>
      `${VITAL_BOUNDS[range.measurement].label}: ${describeLimits(range.measurement, range)} - ${describeRangeSource(range)}`,
  );
}

/** Why a set of limits cannot be stored, or null when they can; each message names the limit to fix. */
export function parameterLimitsProblem(
  measurement: ParameterMeasurement,
  limits: ParameterLimits,
): { field: keyof ParameterLimits; message: string } | null {
  const { label } = VITAL_BOUNDS[measurement];
  if (limits.notifyLow >= limits.notifyHigh) {
    return { field: 'notifyHigh', message: `${label}: the high limit must be above the low limit` };
  }
  if (limits.criticalLow !== null && limits.criticalLow >= limits.notifyLow) {
    return { field: 'criticalLow', message: `${label}: the critical low limit must be below the low limit` };
  }
  if (limits.criticalHigh !== null && limits.criticalHigh <= limits.notifyHigh) {
    return {
      field: 'criticalHigh',
      message: `${label}: the critical high limit must be above the high limit`,
    };
  }
  return null;
}

/**
 * The rule that applies to each parameter measurement for a child: their own order where they have one,
 * else the facility default (the spec's ranges or the child's age band), else none (respiratory rate and
 * blood pressure without an order under the spec's ranges).
 */
export function rulesForChild(
  parameters: readonly ChildParameter[],
  defaults: FacilityDefaults = SPEC_DEFAULTS,
): Partial<Record<ParameterMeasurement, AppliedRange>> {
  const rules: Partial<Record<ParameterMeasurement, AppliedRange>> = {};
  for (const measurement of PARAMETER_MEASUREMENTS) {
    const own = parameters.find((parameter) => parameter.measurement === measurement);
    const fallback = defaultLimitsFor(measurement, defaults);
    if (own) {
      rules[measurement] = {
        measurement,
        source: 'child',
        notifyLow: own.notifyLow,
        notifyHigh: own.notifyHigh,
        criticalLow: own.criticalLow,
        criticalHigh: own.criticalHigh,
        orderedBy: own.orderedBy,
        orderedOn: own.orderedOn,
      };
    } else if (fallback) {
      rules[measurement] = {
        measurement,
        source: fallback.source,
        ...fallback.limits,
        orderedBy: null,
        orderedOn: null,
      };
    }
  }
  return rules;
}

/** One measurement judged by a child's order: high outside the notify limits, critical outside the critical. */
function childAlert(value: number, range: AppliedRange): VitalAlert | null {
  const parameter = range.measurement;
  if (range.criticalLow !== null && value < range.criticalLow) {
    return { parameter, value, threshold: range.criticalLow, severity: 'critical' };
  }
  if (range.criticalHigh !== null && value > range.criticalHigh) {
    return { parameter, value, threshold: range.criticalHigh, severity: 'critical' };
  }
  if (value < range.notifyLow) return { parameter, value, threshold: range.notifyLow, severity: 'high' };
  if (value > range.notifyHigh) return { parameter, value, threshold: range.notifyHigh, severity: 'high' };
  return null;
}

/**
 * One measurement judged by the child's age band (the facility's age-band default): medium outside the band's
 * normal range, high past its alarming limits, as the spec's own defaults grade (part 2, section 5).
 */
function bandAlert(value: number, range: AppliedRange): VitalAlert | null {
  const parameter = range.measurement;
  if (range.criticalLow !== null && value < range.criticalLow) {
    return { parameter, value, threshold: range.criticalLow, severity: 'high' };
  }
  if (range.criticalHigh !== null && value > range.criticalHigh) {
    return { parameter, value, threshold: range.criticalHigh, severity: 'high' };
  }
  if (value < range.notifyLow) return { parameter, value, threshold: range.notifyLow, severity: 'medium' };
  if (value > range.notifyHigh) return { parameter, value, threshold: range.notifyHigh, severity: 'medium' };
  return null;
}

/**
 * A reading judged for one child: each measurement with the child's own order by that order, each one the
 * facility's age-band default covers by the child's band, every other one by the spec's rules exactly
 * (computeVitalAlerts); and the rule that applied to each measurement taken.
 */
export function judgeVitalSigns(
  values: VitalValues,
  parameters: readonly ChildParameter[],
  defaults: FacilityDefaults = SPEC_DEFAULTS,
): { alerts: VitalAlert[]; appliedRanges: AppliedRange[] } {
  const rules = rulesForChild(parameters, defaults);
  const judgedElsewhere = new Set(
    PARAMETER_MEASUREMENTS.filter((measurement) => rules[measurement]?.source !== 'facility'),
  );
  const alerts = computeVitalAlerts(values).filter((alert) => !judgedElsewhere.has(alert.parameter));
  const appliedRanges: AppliedRange[] = [];
  for (const measurement of PARAMETER_MEASUREMENTS) {
    const value = values[measurement];
    const rule = rules[measurement];
    if (value == null || !rule) continue;
    appliedRanges.push(rule);
    const alert =
      rule.source === 'child'
        ? childAlert(value, rule)
        : rule.source === 'age_band'
          ? bandAlert(value, rule)
          : null;
    if (alert) alerts.push(alert);
  }
  const order = (alert: VitalAlert) => PARAMETER_MEASUREMENTS.indexOf(alert.parameter);
  return { alerts: alerts.sort((a, b) => order(a) - order(b)), appliedRanges };
}
