import { todayInZone } from '@carenest/core';
import { badRequest, notFound } from '../lib/http-error.ts';
import type { CommandScope } from '../shared/request-scope.ts';

/** The facility an emergency request is about: the actor's own, with its name, time zone and today. */
export interface EmergencyFacility {
  id: string;
  name: string;
  timeZone: string;
  today: string;
}

/**
 * The scoped load of the emergency screen: the actor's own facility (the logs, needs and roster are a
 * facility's). An account of no facility (a super_admin outside one) finds none: 404.
 */
export async function findEmergencyFacility({ trx, actor, now }: CommandScope): Promise<EmergencyFacility> {
  if (!actor.facilityId) throw notFound();
  const row = await trx
    .selectFrom('facilities')
    .select(['id', 'name', 'timezone'])
    .where('id', '=', actor.facilityId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return { id: row.id, name: row.name, timeZone: row.timezone, today: todayInZone(now, row.timezone) };
}

/**
 * Refuses, naming the field, a date after the facility's own today (the schema allowed up to UTC's next day
 * for facilities east of UTC): what has happened cannot be dated later than today.
 */
export function refuseFutureDate(facility: EmergencyFacility, field: string, date: string, message: string) {
  if (date > facility.today) throw badRequest(message, { [field]: message });
}
