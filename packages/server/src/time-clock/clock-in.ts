import { MESSAGES, NURSING_SHIFT_CREDENTIALS, todayInZone, type ClockInInput } from '@carenest/core';
import { hasExpiredNursingLicense } from '../credentials/index.ts';
import type { FacilitySettings } from '../facility/index.ts';
import { refuseExcludedStaff } from '../infection-control/index.ts';
import { badRequest, conflict } from '../lib/http-error.ts';
import { auditChange, type CommandScope } from '../shared/request-scope.ts';
import { reviewStaffingRatio } from '../staffing/index.ts';

/**
 * Clocks the actor in at the server's time under the credential they work as. Refused: a second open shift (409
 * naming `credential`; the one-open-shift index settles a race), and working as a nurse with an expired nursing
 * licence (400 naming `credential`, Texas 26 TAC §550.417), and a staff member excluded for a suspected
 * communicable illness until cleared (409, Florida 59A-13.020). Audited as CLOCK_IN; the ratio is looked at again.
 */
export async function clockIn(
  scope: CommandScope & { facility: FacilitySettings; input: ClockInInput },
): Promise<string> {
  const { trx, actor, now, facility, input } = scope;
  await trx.selectFrom('users').select('id').where('id', '=', actor.userId).forUpdate().execute();
  const open = await trx
    .selectFrom('time_clock_entries')
    .select('id')
    .where('user_id', '=', actor.userId)
    .where('clock_out_at', 'is', null)
    .executeTakeFirst();
  if (open) throw conflict(MESSAGES.alreadyClockedIn, { credential: MESSAGES.alreadyClockedIn });
  await refuseExcludedStaff(trx, actor.userId);
  if (
    NURSING_SHIFT_CREDENTIALS.includes(input.credential) &&
    (await hasExpiredNursingLicense(trx, actor.userId, todayInZone(now, facility.timeZone)))
  )
    throw badRequest(MESSAGES.nursingLicenseExpired, { credential: MESSAGES.nursingLicenseExpired });
  const { id } = await trx
    .insertInto('time_clock_entries')
    .values({
      facility_id: facility.id,
      user_id: actor.userId,
      credential: input.credential,
      clock_in_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await auditChange(scope, {
    action: 'CLOCK_IN',
    resourceType: 'TIME_CLOCK_ENTRY',
    resourceId: id,
    newValues: { credential: input.credential, clockInAt: now.toISOString() },
  });
  await reviewStaffingRatio(trx, facility.id, now);
  return id;
}
