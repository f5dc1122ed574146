import { facilityDayBounds } from './medication-schedule.ts';
import { todayInZone } from './time.ts';

/** The measurements of a vital signs record, in the spec's order (part 2, section 3). */
export const VITAL_MEASUREMENTS = [
  'temperature',
  'heartRate',
  'bloodPressureSystolic',
  'bloodPressureDiastolic',
  'respiratoryRate',
  'oxygenSaturation',
  'weight',
  'height',
  'painScale',
] as const;
/** One measurement of a vital signs record. */
export type VitalMeasurement = (typeof VITAL_MEASUREMENTS)[number];

/** The measured values of a record; a measurement not taken is absent or null. */
export type VitalValues = Partial<Record<VitalMeasurement, number | null>>;

/** Bounds and step of one measurement's input. */
export interface VitalBound {
  minimum: number;
  maximum: number;
  step: number;
  label: string;
  unit: string;
}

/**
 * The spec's bounds (part 2, section 5): temperature 90-110 step 0.1; heart rate 30-200; systolic 60-250;
 * diastolic 40-150; respiratory rate 8-40; oxygen saturation 50-100; weight 1-500 lbs step 0.1; height
 * 10-80 inches step 0.1; pain 0-10. Temperature, weight and height are decimals, the others integers.
 */
export const VITAL_BOUNDS: Record<VitalMeasurement, VitalBound> = {
  temperature: { minimum: 90, maximum: 110, step: 0.1, label: 'Temperature', unit: '°F' },
  heartRate: { minimum: 30, maximum: 200, step: 1, label: 'Heart rate', unit: 'bpm' },
  bloodPressureSystolic: { minimum: 60, maximum: 250, step: 1, label: 'Systolic', unit: 'mmHg' },
  bloodPressureDiastolic: { minimum: 40, maximum: 150, step: 1, label: 'Diastolic', unit: 'mmHg' },
  respiratoryRate: { minimum: 8, maximum: 40, step: 1, label: 'Respiratory rate', unit: '/min' },
  oxygenSaturation: { minimum: 50, maximum: 100, step: 1, label: 'O2 saturation', unit: '%' },
  weight: { minimum: 1, maximum: 500, step: 0.1, label: 'Weight', unit: 'lbs' },
  height: { minimum: 10, maximum: 80, step: 0.1, label: 'Height', unit: 'in' },
  painScale: { minimum: 0, maximum: 10, step: 1, label: 'Pain scale', unit: '/10' },
};

/** Whether a value lies on its measurement's step (whole numbers, or tenths for the decimal ones). */
export function isOnVitalStep(measurement: VitalMeasurement, value: number): boolean {
  const scaled = value / VITAL_BOUNDS[measurement].step;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/** A normal range as the screens show it and the charts shade it. */
export interface NormalRange {
  low: number;
  high: number;
  text: string;
}

/**
 * The spec's normal ranges (part 2, section 9): temperature 97.0-99.5 °F, heart rate 60-100 bpm, blood
 * pressure 90-140 over 60-90, respiratory 12-20 per minute, O2 saturation 95-100 %. One table for the
 * Normal Ranges box, the detail dialog and the trend charts.
 */
export const NORMAL_RANGES = {
  temperature: { low: 97, high: 99.5, text: '97.0-99.5°F' },
  heartRate: { low: 60, high: 100, text: '60-100 bpm' },
  bloodPressureSystolic: { low: 90, high: 140, text: '90-140 mmHg' },
  bloodPressureDiastolic: { low: 60, high: 90, text: '60-90 mmHg' },
  respiratoryRate: { low: 12, high: 20, text: '12-20 /min' },
  oxygenSaturation: { low: 95, high: 100, text: '95-100%' },
} as const satisfies Partial<Record<VitalMeasurement, NormalRange>>;

/** The blood pressure range as the spec writes it. */
export const BLOOD_PRESSURE_NORMAL_TEXT = '90-140/60-90 mmHg';

/** Severities a vital sign alert can carry. */
export const VITAL_ALERT_SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
/** A vital sign alert's severity. */
export type VitalAlertSeverity = (typeof VITAL_ALERT_SEVERITIES)[number];

/**
 * The measurements an alert can concern: the spec's rules watch temperature, heart rate and O2 saturation;
 * a child's physician-ordered parameters (vital-parameters.ts) can also cover respiratory rate and both blood
 * pressure numbers.
 */
export const VITAL_ALERT_PARAMETERS = [
  'temperature',
  'heartRate',
  'bloodPressureSystolic',
  'bloodPressureDiastolic',
  'respiratoryRate',
  'oxygenSaturation',
] as const satisfies readonly VitalMeasurement[];
/** A measurement an alert can concern. */
export type VitalAlertParameter = (typeof VITAL_ALERT_PARAMETERS)[number];

/** One alert of a record: the measurement, its value, the limit it crossed and how serious it is. */
export interface VitalAlert {
  parameter: VitalAlertParameter;
  value: number;
  threshold: number;
  severity: VitalAlertSeverity;
}

/** Temperature: below 97 or above 99.5 alerts; high above 102 or below 96, else medium. */
function temperatureAlert(value: number): VitalAlert | null {
  if (value >= 97 && value <= 99.5) return null;
  const threshold = value < 97 ? 97 : 99.5;
  const severity = value > 102 || value < 96 ? 'high' : 'medium';
  return { parameter: 'temperature', value, threshold, severity };
}

/** Heart rate: below 60 or above 100 alerts; high above 120 or below 50, else medium. */
function heartRateAlert(value: number): VitalAlert | null {
  if (value >= 60 && value <= 100) return null;
  const threshold = value < 60 ? 60 : 100;
  const severity = value > 120 || value < 50 ? 'high' : 'medium';
  return { parameter: 'heartRate', value, threshold, severity };
}

/** Oxygen saturation: below 95 alerts; critical below 90, else high. */
function oxygenSaturationAlert(value: number): VitalAlert | null {
  if (value >= 95) return null;
  return { parameter: 'oxygenSaturation', value, threshold: 95, severity: value < 90 ? 'critical' : 'high' };
}

/** The spec's vital sign alert rules (part 2, section 5) applied to a record's values. */
export function computeVitalAlerts(values: VitalValues): VitalAlert[] {
  const alerts: (VitalAlert | null)[] = [
    values.temperature == null ? null : temperatureAlert(values.temperature),
    values.heartRate == null ? null : heartRateAlert(values.heartRate),
    values.oxygenSaturation == null ? null : oxygenSaturationAlert(values.oxygenSaturation),
  ];
  return alerts.filter((alert): alert is VitalAlert => alert !== null);
}

/** A measured value with its unit, as screens, exports and notifications write it (e.g. "98.6°F", "88 bpm"). */
export function formatVitalValue(measurement: VitalMeasurement, value: number): string {
  const { unit, step } = VITAL_BOUNDS[measurement];
  const number = step < 1 ? value.toFixed(1) : String(value);
  return unit === '°F' || unit === '%' || unit === '/10' ? `${number}${unit}` : `${number} ${unit}`;
}

/** An alert in words, e.g. "O2 saturation 88% below 95% (critical)". */
export function describeVitalAlert(
  alert: Omit<VitalAlert, 'parameter'> & { parameter: VitalAlertParameter },
): string {
  const direction = alert.value < alert.threshold ? 'below' : 'above';
  const value = formatVitalValue(alert.parameter, alert.value);
  const threshold = formatVitalValue(alert.parameter, alert.threshold);
  return `${VITAL_BOUNDS[alert.parameter].label} ${value} ${direction} ${threshold} (${alert.severity})`;
}

/** Whether an alert is serious enough to notify the care team (high or critical). */
export function isNotifiableAlert(alert: { severity: VitalAlertSeverity }): boolean {
  return alert.severity === 'high' || alert.severity === 'critical';
}

/** Overall status of a record. */
export const VITAL_STATUSES = ['normal', 'abnormal', 'critical'] as const;
/** A record's overall status. */
export type VitalStatus = (typeof VITAL_STATUSES)[number];

/** Labels of the status badge. */
export const VITAL_STATUS_LABELS: Record<VitalStatus, string> = {
  normal: 'Normal',
  abnormal: 'Abnormal',
  critical: 'Critical',
};

/**
 * The spec's overall status (part 2, section 4): normal without alerts; critical if any alert is high or
 * critical; otherwise abnormal.
 */
export function vitalStatusOf(alerts: readonly { severity: VitalAlertSeverity }[]): VitalStatus {
  if (alerts.length === 0) return 'normal';
  return alerts.some(isNotifiableAlert) ? 'critical' : 'abnormal';
}

/** The spec's pain bands: 0 no pain, 1-3 mild, 4-6 moderate, 7-10 severe. */
export function painBandOf(score: number): 'No pain' | 'Mild' | 'Moderate' | 'Severe' {
  if (score <= 0) return 'No pain';
  if (score <= 3) return 'Mild';
  if (score <= 6) return 'Moderate';
  return 'Severe';
}

/** Periods of the list filter: today, this week (last 7 days), this month (last 30 days), all time. */
export const VITAL_PERIODS = ['today', 'week', 'month', 'all'] as const;
/** A period of the list filter. */
export type VitalPeriod = (typeof VITAL_PERIODS)[number];

/** Labels of the period select. */
export const VITAL_PERIOD_LABELS: Record<VitalPeriod, string> = {
  today: 'Today',
  week: 'Last 7 days',
  month: 'Last 30 days',
  all: 'All time',
};

const DAY_MS = 86_400_000;

/**
 * The first instant a period covers: the start of the facility's today (in its time zone), 7 or 30 days
 * before `now`, or null for all time.
 */
export function vitalPeriodStart(period: VitalPeriod, now: Date, timeZone: string): Date | null {
  switch (period) {
    case 'today':
      return facilityDayBounds(todayInZone(now, timeZone), timeZone).start;
    case 'week':
      return new Date(now.getTime() - 7 * DAY_MS);
    case 'month':
      return new Date(now.getTime() - 30 * DAY_MS);
    case 'all':
      return null;
  }
}

/** How long the "N vital sign alert(s) generated!" error toast stays (the spec's 6 seconds). */
export const VITAL_ALERT_TOAST_MS = 6000;

/** The spec's alert toast: the count followed by 'vital sign alert(s) generated!'. */
export function vitalAlertToastText(count: number): string {
  return `${count} vital sign alert(s) generated!`;
}
