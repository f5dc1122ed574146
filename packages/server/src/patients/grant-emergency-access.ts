import { raiseSystemAlert } from '../alerts/index.ts';
import { auditChange, type CommandScope } from '../shared/request-scope.ts';
import { loadUserNames } from '../shared/user-names.ts';
import { publishPatientChanged } from './publish-patient-changed.ts';

/** How long emergency access to a chart lasts. */
export const EMERGENCY_ACCESS_MS = 4 * 3_600_000;

/** A chart of the actor's facility, as emergency access needs it. */
export interface FacilityPatient {
  id: string;
  firstName: string;
  lastName: string;
  facilityId: string;
}

/**
 * Break-glass access: opens a chart of the actor's own facility that is not assigned to them for 4 hours,
 * with the reason. Audited as EMERGENCY_ACCESS; raises a system alert for the facility's administrators and
 * announces the chart (it is now visible to the actor). Answers when the access ends.
 */
export async function grantEmergencyAccess(
  scope: CommandScope & { patient: FacilityPatient; reason: string },
): Promise<Date> {
  const { trx, actor, patient, reason, now } = scope;
  const expiresAt = new Date(now.getTime() + EMERGENCY_ACCESS_MS);
  await trx
    .insertInto('emergency_access_grants')
    .values({ user_id: actor.userId, patient_id: patient.id, reason, expires_at: expiresAt })
    .execute();
  await auditChange(scope, {
    action: 'EMERGENCY_ACCESS',
    resourceType: 'PATIENT',
    resourceId: patient.id,
    newValues: { reason, expiresAt: expiresAt.toISOString() },
  });
  const staffName = (await loadUserNames(trx, [actor.userId])).get(actor.userId) ?? 'A staff member';
  await raiseSystemAlert(trx, {
    facility_id: patient.facilityId,
    type: 'warning',
    title: 'Emergency chart access',
    description: `${staffName} opened the chart of ${patient.firstName} ${patient.lastName} through emergency access: ${reason}`,
    severity: 'high',
  });
  await publishPatientChanged(trx, patient.id);
  return expiresAt;
}
