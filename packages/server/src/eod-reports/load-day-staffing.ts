import type { Transaction } from 'kysely';
import type { EodDayRecords } from '@carenest/core';
import type { Database } from '../db/schema.ts';
import { loadFacilitySettings } from '../facility/index.ts';
import { loadShifts, loadStaffingDay } from '../staffing/index.ts';

/**
 * A day's staffing for its end-of-day report: each clocked shift's minutes on duty within the day up to its end
 * (less breaks), and the minutes the staff-to-child ratio was not met (the facility's state rule).
 */
export async function loadDayStaffing(
  trx: Transaction<Database>,
  facility: { id: string; timeZone: string },
  date: string,
  window: { start: Date; end: Date },
): Promise<Required<Pick<EodDayRecords, 'shifts' | 'minutesOutOfRatio'>>> {
  const settings = await loadFacilitySettings(trx, facility.id);
  const rows = await loadShifts(trx, { facilityId: facility.id, from: window.start, until: window.end });
  const shifts = rows.map((row) => {
    const start = Math.max(row.clock_in_at.getTime(), window.start.getTime());
    const end = Math.min(row.clock_out_at?.getTime() ?? window.end.getTime(), window.end.getTime());
    return {
      staffId: row.user_id,
      minutesOnDuty: Math.max(0, Math.floor((end - start) / 60_000) - row.break_minutes),
    };
  });
  const day = settings
    ? await loadStaffingDay(
        trx,
        { id: facility.id, timeZone: facility.timeZone, rules: settings.stateRules.staffing },
        date,
        window.end,
      )
    : null;
  return { shifts, minutesOutOfRatio: day?.minutesOutOfRatio ?? 0 };
}
