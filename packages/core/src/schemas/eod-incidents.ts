// The end-of-day report's parts about incidents (Florida 59A-13.005): the medication errors it lists, each with
// its administration, and the day's incident reports.
import { z } from 'zod';
import { INCIDENT_TYPES } from './incidents.ts';

const count = z.number().int().min(0);
const patientFields = { patientId: z.uuid(), patientName: z.string() };

/**
 * A medication error the day's rules found: a dose given outside the eMAR's window (`wrong_time`) or a second
 * dose for the same scheduled time (`duplicate`), with the administration, so an incident report can answer it.
 */
export const eodMedicationErrorSchema = z.object({
  ...patientFields,
  medicationName: z.string(),
  administrationId: z.uuid(),
  scheduledAt: z.iso.datetime({ offset: true }),
  kind: z.enum(['wrong_time', 'duplicate']),
});
/** A medication error of a report. */
export type EodMedicationError = z.infer<typeof eodMedicationErrorSchema>;

/** The medication errors a stored report lists (none for a report made before they were listed). */
export function medicationErrorsOfSections(sections: unknown): EodMedicationError[] {
  const parsed = z
    .object({ medications: z.object({ errors: z.array(eodMedicationErrorSchema).optional() }) })
    .safeParse(sections);
  return parsed.success ? (parsed.data.medications.errors ?? []) : [];
}

/** sections.incidents: the incident reports of the day (Florida 59A-13.005), by type and where they stand. */
export const eodIncidentsSectionSchema = z.object({
  total: count,
  open: count,
  byType: z.array(z.object({ incidentType: z.enum(INCIDENT_TYPES), count })),
  /** Suspicions of abuse or neglect still missing a report to HHSC or law enforcement (26 TAC §550.903). */
  missingAgencyReports: count,
});
