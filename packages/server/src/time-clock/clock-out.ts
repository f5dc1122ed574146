import { MESSAGES, type ClockOutInput } from '@carenest/core';
import { badRequest, conflict } from '../lib/http-error.ts';
import { auditChange, type CommandScope } from '../shared/request-scope.ts';
import { reviewStaffingRatio } from '../staffing/index.ts';

/**
 * Clocks the actor out of their open shift at the server's time, with the minutes of break taken. Refused: no
 * open shift (409 naming `timeClock`), a break as long as the shift (400 naming
 * `breakMinutes`). Audited as CLOCK_OUT; the ratio is looked at again.
 */
export async function clockOut(scope: CommandScope & { input: ClockOutInput }): Promise<string> {
  const { trx, actor, now, input } = scope;
  const open = await trx
    .selectFrom('time_clock_entries')
    .select(['id', 'facility_id', 'clock_in_at'])
    .where('user_id', '=', actor.userId)
    .where('clock_out_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
  if (!open) throw conflict(MESSAGES.notClockedIn, { timeClock: MESSAGES.notClockedIn });
  const breakMinutes = input.breakMinutes ?? 0;
  if (now.getTime() <= open.clock_in_at.getTime() + breakMinutes * 60_000)
    throw badRequest(MESSAGES.breakLongerThanShift, { breakMinutes: MESSAGES.breakLongerThanShift });
  await trx
    .updateTable('time_clock_entries')
    .set({ clock_out_at: now, break_minutes: breakMinutes })
    .where('id', '=', open.id)
    .execute();
  await auditChange(scope, {
    action: 'CLOCK_OUT',
    resourceType: 'TIME_CLOCK_ENTRY',
    resourceId: open.id,
    newValues: { clockOutAt: now.toISOString(), breakMinutes },
  });
  await reviewStaffingRatio(trx, open.facility_id, now);
  return open.id;
}
