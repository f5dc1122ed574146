import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { ShiftRow } from './present-shift.ts';

/** Which shifts to read: a facility's, optionally one person's, overlapping [from, until). */
export interface ShiftQuery {
  facilityId: string;
  userId?: string;
  /** Shifts still open or ending after this instant. */
  from: Date;
  /** Shifts beginning before this instant. */
  until: Date;
}

/** The shifts overlapping a span, oldest first, with names and whether each was corrected (one query). */
export async function loadShifts(db: Kysely<Database>, query: ShiftQuery): Promise<ShiftRow[]> {
  let select = db
    .selectFrom('time_clock_entries')
    .innerJoin('users', 'users.id', 'time_clock_entries.user_id')
    .selectAll('time_clock_entries')
    .select((eb) => [
      sql<string>`users.first_name || ' ' || users.last_name`.as('staff_name'),
      eb
        .exists(
          eb
            .selectFrom('time_clock_corrections')
            .select('time_clock_corrections.id')
            .whereRef('time_clock_corrections.entry_id', '=', 'time_clock_entries.id'),
        )
        .as('is_corrected'),
    ])
    .where('time_clock_entries.facility_id', '=', query.facilityId)
    .where('time_clock_entries.clock_in_at', '<', query.until)
    .where((eb) =>
      eb.or([
        eb('time_clock_entries.clock_out_at', 'is', null),
        eb('time_clock_entries.clock_out_at', '>', query.from),
      ]),
    )
    .orderBy('time_clock_entries.clock_in_at')
    .orderBy('time_clock_entries.id');
  if (query.userId) select = select.where('time_clock_entries.user_id', '=', query.userId);
  const rows = await select.execute();
  return rows.map((row) => ({ ...row, is_corrected: Boolean(row.is_corrected) }));
}
