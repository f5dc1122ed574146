import { z } from 'zod';
import { instantSchema } from './common.ts';
import {
  ASSIGNMENT_TYPES,
  CARE_COMPLEXITIES,
  THERAPY_TYPES,
  type AssignmentType,
  type TherapyType,
} from '../enums.ts';
import { MESSAGES } from '../messages.ts';

/** Roles that take patient assignments. */
export const ASSIGNABLE_STAFF_ROLES = ['nurse', 'therapist'] as const;
/** A role that takes patient assignments. */
export type AssignableStaffRole = (typeof ASSIGNABLE_STAFF_ROLES)[number];

/** Human-readable names of the assignment types. */
export const ASSIGNMENT_TYPE_LABELS: Record<AssignmentType, string> = {
  primary_nurse: 'Primary Nurse',
  secondary_nurse: 'Secondary Nurse',
  therapy: 'Therapy',
};

/** Human-readable names of the therapy types. */
export const THERAPY_TYPE_LABELS: Record<TherapyType, string> = {
  physical: 'Physical',
  occupational: 'Occupational',
  speech: 'Speech',
  behavioral: 'Behavioral',
  respiratory: 'Respiratory',
  vision: 'Vision',
  hearing: 'Hearing',
  music: 'Music',
  art: 'Art',
};

/** The role an assignment type needs: therapist for therapy, nurse otherwise (spec part 2, "Assign staff"). */
export function staffRoleForAssignment(assignmentType: AssignmentType): AssignableStaffRole {
  return assignmentType === 'therapy' ? 'therapist' : 'nurse';
}

/** The Assign Staff form and request body. */
export const assignStaffSchema = z
  .object({
    patientId: z.uuid(),
    staffId: z.uuid({ error: MESSAGES.selectStaffMember }),
    assignmentType: z.enum(ASSIGNMENT_TYPES),
    therapyTypes: z.array(z.enum(THERAPY_TYPES)).max(THERAPY_TYPES.length).default([]),
    notes: z.string().trim().max(1000).optional(),
  })
  .superRefine((value, context) => {
    if (value.assignmentType === 'therapy' && value.therapyTypes.length === 0)
      context.addIssue({ code: 'custom', path: ['therapyTypes'], message: MESSAGES.selectTherapyType });
    if (value.assignmentType !== 'therapy' && value.therapyTypes.length > 0)
      context.addIssue({
        code: 'custom',
        path: ['therapyTypes'],
        message: MESSAGES.therapyTypesOnlyForTherapy,
      });
  });
/** An Assign Staff request as the form fills it. */
export type AssignStaffInput = z.input<typeof assignStaffSchema>;
/** An Assign Staff request after validation. */
export type AssignStaffRequest = z.output<typeof assignStaffSchema>;

/** One nurse or therapist in the workload overview. */
export const staffWorkloadSchema = z.object({
  id: z.uuid(),
  facilityId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ASSIGNABLE_STAFF_ROLES),
  specializations: z.array(z.string()),
  currentPatientCount: z.number().int(),
  maxPatientLoad: z.number().int(),
  /** currentPatientCount as a percentage of maxPatientLoad, rounded (may pass 100). */
  loadPercentage: z.number().int(),
});
/** A staff member's workload. */
export type StaffWorkload = z.infer<typeof staffWorkloadSchema>;

/** One assignment of a patient to a staff member (the spec's Assignment, with names for the screen). */
export const patientAssignmentSchema = z.object({
  id: z.uuid(),
  patientId: z.uuid(),
  staffId: z.uuid(),
  staffName: z.string(),
  staffRole: z.enum(ASSIGNABLE_STAFF_ROLES),
  assignmentType: z.enum(ASSIGNMENT_TYPES),
  therapyTypes: z.array(z.string()),
  assignedBy: z.uuid(),
  assignedAt: instantSchema,
  isActive: z.boolean(),
  notes: z.string().nullable(),
  unassignedAt: instantSchema.nullable(),
});
/** A patient assignment. */
export type PatientAssignment = z.infer<typeof patientAssignmentSchema>;

/** One active patient with their required therapies and active assignments. */
export const assignmentPatientSchema = z.object({
  id: z.uuid(),
  facilityId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  medicalRecordNumber: z.string(),
  careComplexity: z.enum(CARE_COMPLEXITIES),
  requiredTherapies: z.array(z.string()),
  assignments: z.array(patientAssignmentSchema),
});
/** A patient in the assignments overview. */
export type AssignmentPatient = z.infer<typeof assignmentPatientSchema>;

/** Answer of GET /api/assignments/overview: staff workload and the patients with their assignments. */
export const assignmentOverviewSchema = z.object({
  staff: z.array(staffWorkloadSchema),
  patients: z.array(assignmentPatientSchema),
});
/** The assignments overview. */
export type AssignmentOverview = z.infer<typeof assignmentOverviewSchema>;

/** Answer of assigning or unassigning. */
export const assignmentResponseSchema = z.object({ assignment: patientAssignmentSchema });
