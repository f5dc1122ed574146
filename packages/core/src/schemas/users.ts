import { z } from 'zod';
import { SPECIALTIES, type Specialty } from '../enums.ts';
import { MESSAGES } from '../messages.ts';
import { ROLES } from '../roles.ts';
import { instantSchema, pageQueryShape, pageResultShape, requiredText } from './common.ts';

/** Roles an administrator may give a new account (spec part 2, "Create user"; default nurse). */
export const CREATE_USER_ROLES = ['nurse', 'therapist', 'driver', 'administrator'] as const;

/** Roles offered when editing an account: the create roles plus parent (spec part 2, "Edit user"). */
export const EDIT_USER_ROLES = [...CREATE_USER_ROLES, 'parent'] as const;

/** Account status filter of the user list: active, inactive, waiting for approval, locked. */
export const USER_STATUS_FILTERS = ['active', 'inactive', 'pending', 'locked'] as const;
/** A status filter of the user list. */
export type UserStatusFilter = (typeof USER_STATUS_FILTERS)[number];

/** Labels of the user list's status filter. */
export const USER_STATUS_FILTER_LABELS: Record<UserStatusFilter, string> = {
  active: 'Active',
  inactive: 'Inactive',
  pending: 'Pending approval',
  locked: 'Locked',
};

/** Human-readable names of the staff specialties of the spec. */
export const SPECIALTY_LABELS: Record<Specialty, string> = {
  pediatric_nursing: 'Pediatric nursing',
  respiratory_care: 'Respiratory care',
  medication_management: 'Medication management',
  wound_care: 'Wound care',
  physical_therapy: 'Physical therapy',
  mobility_training: 'Mobility training',
  strength_conditioning: 'Strength conditioning',
  speech_therapy: 'Speech therapy',
  language_development: 'Language development',
  swallowing_disorders: 'Swallowing disorders',
  occupational_therapy: 'Occupational therapy',
  sensory_integration: 'Sensory integration',
  fine_motor_skills: 'Fine motor skills',
  behavioral_therapy: 'Behavioral therapy',
  autism_support: 'Autism support',
  cognitive_behavioral: 'Cognitive behavioral',
  developmental_delays: 'Developmental delays',
};

/** The patient load a new nurse or therapist gets when the form leaves it out (the spec's samples: 6-12). */
export const DEFAULT_MAXIMUM_PATIENT_LOAD = 10;

/** Bounds of a staff member's maximum patient load. */
export const MAXIMUM_PATIENT_LOAD_BOUNDS = { minimum: 1, maximum: 30 } as const;

/** Page sizes of the user list. */
export const USER_PAGE_SIZES = { default: 50, maximum: 200 } as const;

/** Query string of GET /api/users: search by name or email, role and status filters, and the page. */
export const userListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  role: z.enum(ROLES).optional(),
  status: z.enum(USER_STATUS_FILTERS).optional(),
  ...pageQueryShape(USER_PAGE_SIZES),
});
/** Filters and page of the user list. */
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/** One account as the user management screen shows it (the spec's User, without secrets). */
export const managedUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
  facilityId: z.uuid().nullable(),
  isActive: z.boolean(),
  /** 'pending': self-registered staff waiting for an administrator's approval. */
  accountStatus: z.enum(['active', 'pending']),
  /** Locked after repeated failed sign-ins, until the lock expires or an administrator unlocks it. */
  isLocked: z.boolean(),
  lastLogin: instantSchema.nullable(),
  mfaEnabled: z.boolean(),
  specializations: z.array(z.string()),
  maxPatientLoad: z.number().int(),
  currentPatientCount: z.number().int(),
  createdAt: instantSchema,
});
/** An account in user management. */
export type ManagedUser = z.infer<typeof managedUserSchema>;

/** Answer of GET /api/users: one page of the accounts the administrator manages. */
export const userListResponseSchema = z.object(pageResultShape(managedUserSchema));
/** A page of the user list. */
export type UserListPage = z.infer<typeof userListResponseSchema>;

/** Answer of updating, approving or unlocking an account. */
export const userResponseSchema = z.object({ user: managedUserSchema });

/** Answer of creating an account: the user and the one-time setup link, shown once to the administrator. */
export const createUserResponseSchema = z.object({ user: managedUserSchema, setupLink: z.string() });

const personName = (requiredMessage: string) => requiredText(requiredMessage, 100);

const emailAddress = z
  .string({ error: MESSAGES.emailRequired })
  .trim()
  .min(1, { error: MESSAGES.emailRequired, abort: true })
  .max(254)
  .email(MESSAGES.emailInvalid);

const specializations = z.array(z.enum(SPECIALTIES)).max(SPECIALTIES.length);

const maximumPatientLoad = z
  .number({ error: MESSAGES.maximumPatientLoadRange })
  .int(MESSAGES.maximumPatientLoadRange)
  .min(MAXIMUM_PATIENT_LOAD_BOUNDS.minimum, MESSAGES.maximumPatientLoadRange)
  .max(MAXIMUM_PATIENT_LOAD_BOUNDS.maximum, MESSAGES.maximumPatientLoadRange);

/** The create-user form and request body (spec part 2, "Create user"). */
export const createUserSchema = z.object({
  email: emailAddress,
  firstName: personName(MESSAGES.firstNameRequired),
  lastName: personName(MESSAGES.lastNameRequired),
  role: z.enum(CREATE_USER_ROLES, { error: MESSAGES.roleChoiceRequired }).default('nurse'),
  specializations: specializations.default([]),
  maxPatientLoad: maximumPatientLoad.default(DEFAULT_MAXIMUM_PATIENT_LOAD),
});
/** A create-user request as the form fills it. */
export type CreateUserInput = z.input<typeof createUserSchema>;
/** A create-user request after validation. */
export type CreateUserRequest = z.output<typeof createUserSchema>;

/**
 * The edit-user form and request body: names, email, role (parent allowed) and the Active User checkbox;
 * specializations and the maximum load only change when sent. The role super_admin is accepted only
 * for an account that already holds it (the server refuses to grant it).
 */
export const updateUserSchema = z.object({
  email: emailAddress,
  firstName: personName(MESSAGES.firstNameRequired),
  lastName: personName(MESSAGES.lastNameRequired),
  role: z.enum(ROLES, { error: MESSAGES.roleChoiceRequired }),
  isActive: z.boolean(),
  specializations: specializations.optional(),
  maxPatientLoad: maximumPatientLoad.optional(),
});
/** An edit-user request. */
export type UpdateUserInput = z.infer<typeof updateUserSchema>;
