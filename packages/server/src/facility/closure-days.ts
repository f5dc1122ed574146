import { MESSAGES, closureDayProblem, todayInZone, type ClosureDayInput } from '@carenest/core';
import { badRequest, notFound } from '../lib/http-error.ts';
import { auditChange, type CommandScope } from '../shared/request-scope.ts';
import type { FacilitySettings } from './load-facility-settings.ts';

/**
 * Closes the facility on a day (a holiday), optionally named: refused with a 400 naming `date` for a day before
 * the facility's today or one it is already closed on (checked under the facility's row lock). Audited as ADD_CLOSURE_DAY.
 */
export async function addClosureDay(
  scope: CommandScope & { facility: FacilitySettings; input: ClosureDayInput },
): Promise<void> {
  const { trx, actor, now, facility, input } = scope;
  await trx.selectFrom('facilities').select('id').where('id', '=', facility.id).forUpdate().execute();
  const existing = await trx
    .selectFrom('facility_closure_days')
    .select('closed_on')
    .where('facility_id', '=', facility.id)
    .where('closed_on', '=', input.date)
    .execute();
  const problem = closureDayProblem({
    date: input.date,
    today: todayInZone(now, facility.timeZone),
    closureDays: new Set(existing.map((row) => row.closed_on)),
  });
  if (problem) throw badRequest(problem, { date: problem });
  const name = input.name === undefined || input.name === '' ? null : input.name;
  await trx
    .insertInto('facility_closure_days')
    .values({ facility_id: facility.id, closed_on: input.date, reason: name, created_by: actor.userId })
    .execute();
  await auditChange(scope, {
    action: 'ADD_CLOSURE_DAY',
    resourceType: 'FACILITY',
    resourceId: facility.id,
    newValues: { date: input.date, name },
  });
}

/**
 * Opens the facility again on a closure day of today or later (a past one is the record of a day that
 * happened: 400 naming `date`); 404 when it is not a closure day. Audited as REMOVE_CLOSURE_DAY.
 */
export async function removeClosureDay(
  scope: CommandScope & { facility: FacilitySettings; date: string },
): Promise<void> {
  const { trx, now, facility, date } = scope;
  if (date < todayInZone(now, facility.timeZone))
    throw badRequest(MESSAGES.closureDayInPast, { date: MESSAGES.closureDayInPast });
  const removed = await trx
    .deleteFrom('facility_closure_days')
    .where('facility_id', '=', facility.id)
    .where('closed_on', '=', date)
    .returning('reason')
    .executeTakeFirst();
  if (!removed) throw notFound();
  await auditChange(scope, {
    action: 'REMOVE_CLOSURE_DAY',
    resourceType: 'FACILITY',
    resourceId: facility.id,
    oldValues: { date, name: removed.reason },
  });
}
