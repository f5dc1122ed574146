import type { Selectable } from 'kysely';
import { MESSAGES, type TimeClockCorrectionInput } from '@carenest/core';
import type { TimeClockEntriesTable } from '../db/schema.ts';
import { badRequest, conflict } from '../lib/http-error.ts';
import { auditChange, type CommandScope } from '../shared/request-scope.ts';
import { reviewStaffingRatio } from '../staffing/index.ts';

/**
 * An administrator corrects a shift: the values before it are kept in time_clock_corrections with the reason and
 * who corrected it when; the shift takes the corrected values. Refused: a clock-out not after the clock-in (400
 * naming `clockOutAt`), in the future (400 naming `clockOutAt`), a break as long as the shift (400 naming
 * `breakMinutes`), reopening a shift of someone already clocked in again (409 naming `clockOutAt`). Audited as
 * CORRECT_TIME_CLOCK_ENTRY with both versions; the ratio is looked at again.
 */
export async function correctTimeClockEntry(
  scope: CommandScope & { entry: Selectable<TimeClockEntriesTable>; input: TimeClockCorrectionInput },
): Promise<void> {
  const { trx, actor, now, entry, input } = scope;
  const clockInAt = new Date(input.clockInAt);
  const clockOutAt = input.clockOutAt === null ? null : new Date(input.clockOutAt);
  if (clockOutAt && clockOutAt <= clockInAt)
    throw badRequest(MESSAGES.clockOutBeforeClockIn, { clockOutAt: MESSAGES.clockOutBeforeClockIn });
  if ((clockOutAt ?? clockInAt) > now)
    throw badRequest(MESSAGES.shiftInFuture, {
      [clockOutAt ? 'clockOutAt' : 'clockInAt']: MESSAGES.shiftInFuture,
    });
  if (clockOutAt && clockOutAt.getTime() - clockInAt.getTime() <= input.breakMinutes * 60_000)
    throw badRequest(MESSAGES.breakLongerThanShift, { breakMinutes: MESSAGES.breakLongerThanShift });
  if (!clockOutAt && entry.clock_out_at) {
    const reopened = await trx
      .selectFrom('time_clock_entries')
      .select('id')
      .where('user_id', '=', entry.user_id)
      .where('clock_out_at', 'is', null)
      .executeTakeFirst();
    if (reopened) throw conflict(MESSAGES.alreadyClockedIn, { clockOutAt: MESSAGES.alreadyClockedIn });
  }
  await trx
    .insertInto('time_clock_corrections')
    .values({
      entry_id: entry.id,
      previous_clock_in_at: entry.clock_in_at,
      previous_clock_out_at: entry.clock_out_at,
      previous_credential: entry.credential,
      previous_break_minutes: entry.break_minutes,
      reason: input.reason,
      corrected_by: actor.userId,
      corrected_at: now,
    })
    .execute();
  await trx
    .updateTable('time_clock_entries')
    .set({
      clock_in_at: clockInAt,
      clock_out_at: clockOutAt,
      credential: input.credential,
      break_minutes: input.breakMinutes,
    })
    .where('id', '=', entry.id)
    .execute();
  await auditChange(scope, {
    action: 'CORRECT_TIME_CLOCK_ENTRY',
    resourceType: 'TIME_CLOCK_ENTRY',
    resourceId: entry.id,
    oldValues: {
      clockInAt: entry.clock_in_at.toISOString(),
      clockOutAt: entry.clock_out_at?.toISOString() ?? null,
      credential: entry.credential,
      breakMinutes: entry.break_minutes,
    },
    newValues: { ...input },
  });
  await reviewStaffingRatio(trx, entry.facility_id, now);
}
