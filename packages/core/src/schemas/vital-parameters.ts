import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { AGE_BAND_SOURCE, type AgeBand } from '../rules/pediatric-age-bands.ts';
import { bandRangeMessage, entryBoundsFor } from '../rules/vital-entry-bounds.ts';
import {
  PARAMETER_MEASUREMENTS,
  RANGE_SOURCES,
  parameterLimitsProblem,
  type ParameterMeasurement,
} from '../rules/vital-parameters.ts';
import { VITAL_BOUNDS, isOnVitalStep } from '../rules/vital-signs.ts';
import { vitalStepMessage } from './vital-signs.ts';
import { instantSchema, personReferenceSchema, requiredText } from './common.ts';
import { serviceDateSchema } from './date-limits.ts';

/** Path parameters of one measurement's parameters for one child. */
export const vitalParameterParamsSchema = z.object({
  patientId: z.uuid(),
  measurement: z.enum(PARAMETER_MEASUREMENTS),
});

/** A limit within the measurement's entry bounds for the child's age band, and on its step. */
function limitSchema(measurement: ParameterMeasurement, band: AgeBand | null) {
  const range = bandRangeMessage(measurement, band);
  const { minimum, maximum } = entryBoundsFor(band)[measurement];
  return z
    .number({ error: `${VITAL_BOUNDS[measurement].label} limits must be numbers` })
    .min(minimum, range)
    .max(maximum, range)
    .refine((value) => isOnVitalStep(measurement, value), vitalStepMessage(measurement));
}

/** The most characters of the ordering physician's name. */
export const ORDERING_PHYSICIAN_MAX_LENGTH = 120;

/**
 * The body of one measurement's order for one child: notify limits, optional critical limits outside them,
 * the ordering physician and the order date. Its limits are checked against the entry bounds of the child's
 * age band (the same a reading is recorded within) and the step; `vitalParameterBodySchema(measurement,
 * band)` builds it for the measurement of the path and the child's band.
 */
export function vitalParameterBodySchema(measurement: ParameterMeasurement, band: AgeBand | null) {
  const limit = limitSchema(measurement, band);
  return z
    .object({
      notifyLow: limit,
      notifyHigh: limit,
      criticalLow: limit.nullable().default(null),
      criticalHigh: limit.nullable().default(null),
      orderedBy: requiredText(MESSAGES.orderingPhysicianRequired, ORDERING_PHYSICIAN_MAX_LENGTH),
      orderedOn: serviceDateSchema(MESSAGES.orderDateRequired),
    })
    .superRefine((value, context) => {
      const problem = parameterLimitsProblem(measurement, value);
      if (problem) context.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
    });
}

/**
 * What the route receives before it knows the measurement: numbers and text, checked in full by
 * `vitalParameterBodySchema` once the path's measurement is known.
 */
export const vitalParameterInputSchema = z.object({
  notifyLow: z.number(),
  notifyHigh: z.number(),
  criticalLow: z.number().nullable().optional(),
  criticalHigh: z.number().nullable().optional(),
  orderedBy: z.string(),
  orderedOn: z.string(),
});
/** What the parameters form holds and the API receives. */
export type VitalParameterInput = z.input<typeof vitalParameterInputSchema>;

const limitsShape = {
  notifyLow: z.number(),
  notifyHigh: z.number(),
  criticalLow: z.number().nullable(),
  criticalHigh: z.number().nullable(),
};

/** A child's current order for one measurement, as the chart shows it. */
export const vitalParameterOrderSchema = z.object({
  ...limitsShape,
  orderedBy: z.string(),
  orderedOn: z.iso.date(),
  enteredBy: personReferenceSchema,
  enteredAt: instantSchema,
});
/** A current order. */
export type VitalParameterOrder = z.infer<typeof vitalParameterOrderSchema>;

/** One measurement of the chart's parameters: the rule that applies, the order, the default and a suggestion. */
export const vitalParameterEntrySchema = z.object({
  measurement: z.enum(PARAMETER_MEASUREMENTS),
  /**
   * Which rule applies: the child's order, the facility default (the spec's ranges or the child's age band),
   * or none (no alert for this measurement).
   */
  appliesFrom: z.enum([...RANGE_SOURCES, 'none']),
  order: vitalParameterOrderSchema.nullable(),
  facilityDefault: z.object(limitsShape).nullable(),
  suggestion: z.object(limitsShape).nullable(),
});
/** One measurement's entry. */
export type VitalParameterEntry = z.infer<typeof vitalParameterEntrySchema>;

/** Answer of GET /api/patients/{patientId}/vital-parameters: the child's age band and each measurement. */
export const vitalParametersResponseSchema = z.object({
  patientId: z.uuid(),
  dateOfBirth: z.iso.date(),
  ageBand: z.object({ key: z.string(), label: z.string() }).nullable(),
  /** The lowest and highest limit an order for this child may set, per measurement (the band's entry bounds). */
  entryBounds: z.record(
    z.enum(PARAMETER_MEASUREMENTS),
    z.object({ minimum: z.number(), maximum: z.number() }),
  ),
  source: z.literal(AGE_BAND_SOURCE),
  entries: z.array(vitalParameterEntrySchema),
});
/** The chart's parameters. */
export type VitalParametersResponse = z.infer<typeof vitalParametersResponseSchema>;
