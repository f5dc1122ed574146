import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { VACCINE_CVX_CODES } from '../rules/immunization-schedule.ts';
import { instantSchema, personReferenceSchema } from './common.ts';
import { pastServiceDateSchema } from './date-limits.ts';

/** Where an immunization record comes from. */
export const IMMUNIZATION_SOURCES = [
  'administered_here',
  'parent_record',
  'state_registry',
  'previous_provider',
] as const;
/** One source of an immunization record. */
export type ImmunizationSource = (typeof IMMUNIZATION_SOURCES)[number];
/** How each source is named on the chart. */
export const IMMUNIZATION_SOURCE_LABELS: Record<ImmunizationSource, string> = {
  administered_here: 'Administered here',
  parent_record: 'Parent record',
  state_registry: 'State registry',
  previous_provider: 'Previous provider',
};

/** A dose recorded for a child: the vaccine by CVX code, the day given (not in the future), dose and source. */
export const immunizationInputSchema = z.object({
  cvxCode: z.enum(VACCINE_CVX_CODES, { error: MESSAGES.immunizationVaccineRequired }),
  administeredOn: pastServiceDateSchema(MESSAGES.immunizationDateRequired),
  doseNumber: z
    .number({ error: MESSAGES.immunizationDoseInvalid })
    .int(MESSAGES.immunizationDoseInvalid)
    .min(1, MESSAGES.immunizationDoseInvalid)
    .max(10, MESSAGES.immunizationDoseInvalid),
  source: z.enum(IMMUNIZATION_SOURCES, { error: MESSAGES.immunizationSourceRequired }),
  notes: z.string().trim().max(1000).optional(),
});
/** An immunization to record. */
export type ImmunizationInput = z.infer<typeof immunizationInputSchema>;

/** One recorded dose as answered. */
export const immunizationSchema = z.object({
  id: z.uuid(),
  cvxCode: z.string(),
  vaccineName: z.string(),
  administeredOn: z.iso.date(),
  doseNumber: z.number().int(),
  source: z.enum(IMMUNIZATION_SOURCES),
  notes: z.string().nullable(),
  recordedBy: personReferenceSchema,
  recordedAt: instantSchema,
});
/** A recorded dose. */
export type Immunization = z.infer<typeof immunizationSchema>;

/** One series of the schedule and where the child stands in it. */
export const immunizationSeriesStatusSchema = z.object({
  series: z.string(),
  name: z.string(),
  dosesRecorded: z.number().int(),
  dosesDue: z.number().int(),
  standing: z.enum(['complete', 'up_to_date', 'due', 'overdue']),
  nextDueOn: z.iso.date().nullable(),
});

/** A child's immunizations: every dose recorded (latest first) and the standing of each series. */
export const immunizationsResponseSchema = z.object({
  items: z.array(immunizationSchema),
  schedule: z.array(immunizationSeriesStatusSchema),
});
/** A child's immunizations answer. */
export type ImmunizationsResponse = z.infer<typeof immunizationsResponseSchema>;

/** The answer to recording a dose. */
export const immunizationCreatedSchema = z.object({ immunization: immunizationSchema });
