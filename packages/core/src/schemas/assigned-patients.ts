import { z } from 'zod';
import { allergySchema, emergencyContactSchema, patientSummarySchema, physicianSchema } from './patients.ts';

/** One card of the Assigned Patients screen. */
export const assignedPatientSchema = patientSummarySchema.extend({
  secondaryDiagnoses: z.array(z.string()),
  allergies: z.array(allergySchema),
  firstEmergencyContact: emergencyContactSchema.nullable(),
  firstPhysician: physicianSchema.nullable(),
  insurance: z
    .object({ insuranceName: z.string(), policyNumber: z.string(), isActive: z.boolean() })
    .nullable(),
  activeMedicationCount: z.number().int(),
  assignmentTypes: z.array(z.string()),
});
/** An assigned patient. */
export type AssignedPatient = z.infer<typeof assignedPatientSchema>;

/** Answer of GET /api/assigned-patients: the caseload and the staff member's maximum load. */
export const assignedPatientsResponseSchema = z.object({
  patients: z.array(assignedPatientSchema),
  maxPatientLoad: z.number().int(),
});
