import { auditChange, type CommandScope } from '../shared/request-scope.ts';

/** Sets whether the facility requires MFA of its staff, audited as UPDATE_FACILITY_SECURITY (old and new). */
export async function updateFacilitySecurity(
  scope: CommandScope & { facilityId: string; requireMfaForStaff: boolean },
): Promise<{ requireMfaForStaff: boolean }> {
  const { trx, facilityId, requireMfaForStaff } = scope;
  const before = await trx
    .selectFrom('facilities')
    .select('require_mfa_for_staff')
    .where('id', '=', facilityId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('facilities')
    .set({ require_mfa_for_staff: requireMfaForStaff })
    .where('id', '=', facilityId)
    .execute();
  await auditChange(scope, {
    action: 'UPDATE_FACILITY_SECURITY',
    resourceType: 'FACILITY',
    resourceId: facilityId,
    oldValues: { requireMfaForStaff: before.require_mfa_for_staff },
    newValues: { requireMfaForStaff },
  });
  return { requireMfaForStaff };
}
