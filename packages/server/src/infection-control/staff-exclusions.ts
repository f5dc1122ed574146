import { MESSAGES, todayInZone, type StaffClearanceInput, type StaffExclusionInput } from '@carenest/core';
import type { Selectable } from 'kysely';
import type { IllnessExclusionsTable } from '../db/schema.ts';
import { badRequest, conflict } from '../lib/http-error.ts';
import { auditChange, type CommandScope } from '../shared/request-scope.ts';

/** The facility an administrator's staff exclusion is about: theirs, with its time zone. */
export interface InfectionFacility {
  id: string;
  timeZone: string;
}

/** A staff member of the facility (400 naming `staffId` for anyone else): locked, for one open exclusion. */
async function staffOf(scope: CommandScope, facility: InfectionFacility, staffId: string): Promise<string> {
  const row = await scope.trx
    .selectFrom('users')
    .select('id')
    .where('id', '=', staffId)
    .where('facility_id', '=', facility.id)
    .where('role', 'in', ['nurse', 'therapist', 'driver', 'administrator'])
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw badRequest(MESSAGES.exclusionStaffRequired, { staffId: MESSAGES.exclusionStaffRequired });
  return row.id;
}

/** The staff member's open exclusion, if any. */
function openExclusionOf(scope: CommandScope, staffId: string) {
  return scope.trx
    .selectFrom('illness_exclusions')
    .selectAll()
    .where('staff_id', '=', staffId)
    .where('cleared_at', 'is', null)
    .executeTakeFirst();
}

/**
 * Excludes a staff member for a suspected communicable illness (Florida 59A-13.020): the symptoms and the
 * isolation start (not in the future, 400 naming `isolatedAt`); one already excluded is a 409. Until the
 * clearance the time clock refuses their clock-in. Audited as EXCLUDE_STAFF.
 */
export async function excludeStaff(
  scope: CommandScope & { facility: InfectionFacility; input: StaffExclusionInput },
): Promise<Selectable<IllnessExclusionsTable>> {
  const { trx, actor, now, facility, input } = scope;
  if (Date.parse(input.isolatedAt) > now.getTime())
    throw badRequest(MESSAGES.dateInFuture, { isolatedAt: MESSAGES.dateInFuture });
  const staffId = await staffOf(scope, facility, input.staffId);
  if (await openExclusionOf(scope, staffId))
    throw conflict(MESSAGES.exclusionAlreadyOpen, { staffId: MESSAGES.exclusionAlreadyOpen });
  const row = await trx
    .insertInto('illness_exclusions')
    .values({
      facility_id: facility.id,
      staff_id: staffId,
      symptoms: input.symptoms,
      isolated_at: input.isolatedAt,
      recorded_by: actor.userId,
      recorded_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await auditChange(scope, {
    action: 'EXCLUDE_STAFF',
    resourceType: 'USER',
    resourceId: staffId,
    newValues: { exclusionId: row.id, symptoms: input.symptoms, isolatedAt: input.isolatedAt },
  });
  return row;
}

/**
 * Records a staff member's return clearance: the date of the physician's written statement, neither after the
 * facility's today nor before the isolation (400 naming `statementDate`); none open is a 409. Audited as
 * CLEAR_STAFF_EXCLUSION.
 */
export async function clearStaff(
  scope: CommandScope & { facility: InfectionFacility; input: StaffClearanceInput },
): Promise<Selectable<IllnessExclusionsTable>> {
  const { trx, actor, now, facility, input } = scope;
  if (input.statementDate > todayInZone(now, facility.timeZone))
    throw badRequest(MESSAGES.dateInFuture, { statementDate: MESSAGES.dateInFuture });
  const staffId = await staffOf(scope, facility, input.staffId);
  const open = await openExclusionOf(scope, staffId);
  if (!open) throw conflict(MESSAGES.exclusionNoneOpen, { staffId: MESSAGES.exclusionNoneOpen });
  if (input.statementDate < todayInZone(open.isolated_at, facility.timeZone))
    throw badRequest(MESSAGES.exclusionStatementBeforeIsolation, {
      statementDate: MESSAGES.exclusionStatementBeforeIsolation,
    });
  const row = await trx
    .updateTable('illness_exclusions')
    .set({ statement_date: input.statementDate, cleared_by: actor.userId, cleared_at: now })
    .where('id', '=', open.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await auditChange(scope, {
    action: 'CLEAR_STAFF_EXCLUSION',
    resourceType: 'USER',
    resourceId: staffId,
    newValues: { exclusionId: open.id, statementDate: input.statementDate },
  });
  return row;
}
