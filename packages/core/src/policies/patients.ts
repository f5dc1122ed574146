import { isAdministrator } from '../roles.ts';
import { holds, type PolicyActor } from './policy-actor.ts';

/**
 * Patients (spec part 1, "Patient list" and section 6). Which children an actor sees at all is the scoped
 * load's rule (the server's patient scope); these decide what the actor may do with a child they see.
 *
 * "patients: update" is split by what changes: the facility's record of a child (demographics, MRN,
 * insurance, contacts, active status) belongs to administrators, who also hold "create"; nurses and therapists
 * update the care details they work with (allergies, physicians, secondary diagnoses, required therapies,
 * care complexity) on the charts of children they see.
 */
export const patientPolicy = {
  /** The patient list and a chart. */
  canRead: (actor: PolicyActor): boolean => holds(actor, 'patients', 'read'),
  /** The Add Patient button. */
  canCreate: (actor: PolicyActor): boolean => holds(actor, 'patients', 'create'),
  /** Editing the whole record and the active status: administrators of the child's facility. */
  canEditRecord: (actor: PolicyActor): boolean =>
    holds(actor, 'patients', 'update') && isAdministrator(actor.role),
  /** Editing the care details of a chart: nurses, therapists and administrators. */
  canEditCareDetails: (actor: PolicyActor): boolean => holds(actor, 'patients', 'update'),
  /** Break-glass access to an unassigned chart of the facility, with a reason. */
  canRequestEmergencyAccess: (actor: PolicyActor): boolean => holds(actor, 'patients', 'emergency_access'),
  /** The assigned-patients screen (a nurse's or therapist's caseload). */
  canReadCaseload: (actor: PolicyActor): boolean => holds(actor, 'caseload', 'read'),
};
