import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import {
  VITAL_ALERT_PARAMETERS,
  VITAL_ALERT_SEVERITIES,
  VITAL_BOUNDS,
  VITAL_MEASUREMENTS,
  VITAL_PERIODS,
  VITAL_STATUSES,
  isOnVitalStep,
  type VitalMeasurement,
} from '../rules/vital-signs.ts';
import { PARAMETER_MEASUREMENTS, RANGE_SOURCES } from '../rules/vital-parameters.ts';
import type { AgeBand } from '../rules/pediatric-age-bands.ts';
import { WIDEST_ENTRY_BOUNDS, vitalEntryProblem } from '../rules/vital-entry-bounds.ts';
import { instantSchema, pageQueryShape, pageResultShape, personReferenceSchema } from './common.ts';

/**
 * The message of a value outside what any child can show, e.g. "Temperature must be between 90 and 110"
 * (the widest bounds of every age: the child's own band is checked once the child is known).
 */
export function vitalRangeMessage(measurement: VitalMeasurement): string {
  const { minimum, maximum } = WIDEST_ENTRY_BOUNDS[measurement];
  return `${VITAL_BOUNDS[measurement].label} must be between ${minimum} and ${maximum}`;
}

/** The message of a value off its step (tenths for decimals, whole numbers for the others). */
export function vitalStepMessage(measurement: VitalMeasurement): string {
  const { label, step } = VITAL_BOUNDS[measurement];
  return step === 1 ? `${label} must be a whole number` : `${label} allows one decimal place`;
}

/** One measurement: a number within the widest bounds on its step; null or absent when not taken (blank). */
function measurementSchema(measurement: VitalMeasurement) {
  const { minimum, maximum } = WIDEST_ENTRY_BOUNDS[measurement];
  const range = vitalRangeMessage(measurement);
  return z
    .number({ error: `${VITAL_BOUNDS[measurement].label} must be a number` })
    .min(minimum, range)
    .max(maximum, range)
    .refine((value) => isOnVitalStep(measurement, value), vitalStepMessage(measurement))
    .nullable()
    .optional();
}

/**
 * Recording vitals (spec part 2, section 5): a patient ('Please select a patient') and the measurements
 * taken; blank ones are null or left out. At least one measurement must be given, and blood pressure
 * needs both numbers, the diastolic below the systolic. Who recorded it and when come from the server.
 */
export const recordVitalSignsSchema = z
  .object({
    patientId: z.uuid({ error: MESSAGES.selectPatient }),
    temperature: measurementSchema('temperature'),
    heartRate: measurementSchema('heartRate'),
    bloodPressureSystolic: measurementSchema('bloodPressureSystolic'),
    bloodPressureDiastolic: measurementSchema('bloodPressureDiastolic'),
    respiratoryRate: measurementSchema('respiratoryRate'),
    oxygenSaturation: measurementSchema('oxygenSaturation'),
    weight: measurementSchema('weight'),
    height: measurementSchema('height'),
    painScale: measurementSchema('painScale'),
  })
  .superRefine((value, context) => {
    if (VITAL_MEASUREMENTS.every((measurement) => value[measurement] == null)) {
      context.addIssue({ code: 'custom', path: ['temperature'], message: MESSAGES.vitalMeasurementRequired });
    }
    const systolic = value.bloodPressureSystolic;
    const diastolic = value.bloodPressureDiastolic;
    if ((systolic == null) !== (diastolic == null)) {
      const path = systolic == null ? 'bloodPressureSystolic' : 'bloodPressureDiastolic';
      context.addIssue({ code: 'custom', path: [path], message: MESSAGES.bloodPressureIncomplete });
    } else if (systolic != null && diastolic != null && diastolic >= systolic) {
      context.addIssue({
        code: 'custom',
        path: ['bloodPressureDiastolic'],
        message: MESSAGES.diastolicNotBelowSystolic,
      });
    }
  });
/** What the Record Vital Signs dialog holds and the API receives. */
export type RecordVitalSignsInput = z.input<typeof recordVitalSignsSchema>;

/**
 * Recording vitals for a child of a known age band: the request's rules and the band's entry bounds, the
 * message naming the field and the band (the server checks the same after loading the child).
 */
export function recordVitalSignsSchemaFor(band: AgeBand | null) {
  return recordVitalSignsSchema.superRefine((value, context) => {
    const problem = vitalEntryProblem(value, band);
    if (!problem) return;
    const { minimum, maximum } = WIDEST_ENTRY_BOUNDS[problem.field];
    const measured = value[problem.field]!;
    // Past the widest bounds the request's own message has already named the field.
    if (measured < minimum || measured > maximum) return;
    context.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
}

/** The filters of the list and the exports: text (patient id, MRN or name), patient, period. */
export const vitalSignsFilterSchema = z.object({
  search: z.string().trim().max(100).optional(),
  patientId: z.uuid().optional(),
  period: z.enum(VITAL_PERIODS).default('all'),
});
/** The list's filters. */
export type VitalSignsFilter = z.infer<typeof vitalSignsFilterSchema>;

/** Readings per page of the list: default and maximum. */
export const VITAL_SIGNS_PAGE_SIZE = { default: 25, maximum: 200 } as const;

/** Query string of GET /api/vital-signs: the filters and a page (newest first). */
export const vitalSignsListQuerySchema = vitalSignsFilterSchema.extend(pageQueryShape(VITAL_SIGNS_PAGE_SIZE));
/** Query of the list. */
export type VitalSignsListQuery = z.infer<typeof vitalSignsListQuerySchema>;

/** The export formats: spreadsheet, data and a printable report. */
export const VITAL_EXPORT_FORMATS = ['csv', 'json', 'pdf'] as const;
/** An export format. */
export type VitalExportFormat = (typeof VITAL_EXPORT_FORMATS)[number];

/** The most records one export carries (the newest ones). */
export const VITAL_EXPORT_LIMIT = 5000;

/** Query string of the list export: the filters and the format. */
export const vitalSignsExportQuerySchema = vitalSignsFilterSchema.extend({
  format: z.enum(VITAL_EXPORT_FORMATS),
});
/** Query string of one record's export. */
export const vitalSignsRecordExportQuerySchema = z.object({ format: z.enum(VITAL_EXPORT_FORMATS) });

/** Query string of a chart's trends: the patient and the period. */
export const vitalSignsTrendQuerySchema = z.object({
  patientId: z.uuid(),
  period: z.enum(VITAL_PERIODS).default('month'),
});

/** Path parameter of routes addressing one record. */
export const vitalSignsIdParamsSchema = z.object({ vitalSignsId: z.uuid() });

/** The spec's vital-signs CSV columns (part 2, section 7). */
export const VITAL_SIGNS_CSV_COLUMNS = [
  'Patient ID',
  'Recorded By',
  'Date/Time',
  'Temperature',
  'Blood Pressure',
  'Heart Rate',
  'Respiratory Rate',
  'Oxygen Saturation',
  'Weight',
  'Height',
  'Pain Scale',
  'Alerts',
] as const;

/** One stored alert (spec: parameter, value, threshold, severity, notificationSent). */
export const vitalAlertSchema = z.object({
  parameter: z.enum(VITAL_ALERT_PARAMETERS),
  value: z.number(),
  threshold: z.number(),
  severity: z.enum(VITAL_ALERT_SEVERITIES),
  notificationSent: z.boolean(),
});
/** A stored alert. */
export type StoredVitalAlert = z.infer<typeof vitalAlertSchema>;

const measurement = z.number().nullable();

/**
 * The rule a stored reading was judged by, for one measurement taken: the child's order (with its physician
 * and date) or the facility default. Readings recorded before per-child parameters existed carry none; they
 * were judged by the facility default.
 */
export const appliedRangeSchema = z.object({
  measurement: z.enum(PARAMETER_MEASUREMENTS),
  source: z.enum(RANGE_SOURCES),
  notifyLow: z.number(),
  notifyHigh: z.number(),
  criticalLow: z.number().nullable(),
  criticalHigh: z.number().nullable(),
  orderedBy: z.string().nullable(),
  orderedOn: z.iso.date().nullable(),
});

/** One vital signs record as the screens show it. */
export const vitalSignsRecordSchema = z.object({
  id: z.uuid(),
  patientId: z.uuid(),
  patientName: z.string(),
  medicalRecordNumber: z.string(),
  recordedAt: instantSchema,
  recordedBy: personReferenceSchema,
  temperature: measurement,
  heartRate: measurement,
  bloodPressureSystolic: measurement,
  bloodPressureDiastolic: measurement,
  respiratoryRate: measurement,
  oxygenSaturation: measurement,
  weight: measurement,
  height: measurement,
  painScale: measurement,
  alerts: z.array(vitalAlertSchema),
  /** The rule each watched measurement was judged by (empty for readings older than per-child parameters). */
  appliedRanges: z.array(appliedRangeSchema),
  status: z.enum(VITAL_STATUSES),
});
/** A vital signs record. */
export type VitalSignsRecord = z.infer<typeof vitalSignsRecordSchema>;

/** Answer of GET /api/vital-signs: one page, newest first, the matching count and the facility's zone. */
export const vitalSignsListResponseSchema = z.object({
  ...pageResultShape(vitalSignsRecordSchema),
  timeZone: z.string(),
});
/** The list answer. */
export type VitalSignsListResponse = z.infer<typeof vitalSignsListResponseSchema>;

/** Answer of recording or reading one record. */
export const vitalSignsRecordResponseSchema = z.object({
  record: vitalSignsRecordSchema,
  timeZone: z.string(),
});
/** One record with its facility's zone. */
export type VitalSignsRecordResponse = z.infer<typeof vitalSignsRecordResponseSchema>;

/** Answer of GET /api/vital-signs/trend: the period's readings, oldest first. */
export const vitalSignsTrendResponseSchema = z.object({
  items: z.array(vitalSignsRecordSchema),
  timeZone: z.string(),
});
/** The trend answer. */
export type VitalSignsTrendResponse = z.infer<typeof vitalSignsTrendResponseSchema>;
