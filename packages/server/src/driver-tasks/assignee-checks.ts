import type { Transaction } from 'kysely';
import { MESSAGES, type PolicyActor } from '@carenest/core';
import type { Database } from '../db/schema.ts';
import { badRequest } from '../lib/http-error.ts';

/**
 * Checks whom a task or message is for before anything is written: an active driver of the actor's facility
 * (any facility for a super administrator without one) and, when a child is named, an active child of that
 * driver's facility; a 400 naming the field otherwise. Answers the facility the record belongs to and the
 * child's name.
 */
export async function checkAssignee(
  trx: Transaction<Database>,
  actor: PolicyActor,
  input: { driverId: string; patientId: string | null },
): Promise<{ facilityId: string; childName: string | null }> {
  let driverQuery = trx
    .selectFrom('users')
    .select('facility_id')
    .where('id', '=', input.driverId)
    .where('role', '=', 'driver')
    .where('is_active', '=', true)
    .where('status', '=', 'active');
  if (actor.facilityId) driverQuery = driverQuery.where('facility_id', '=', actor.facilityId);
  const driver = await driverQuery.executeTakeFirst();
  if (!driver?.facility_id) throw badRequest(MESSAGES.driverInvalid, { driverId: MESSAGES.driverInvalid });
  if (!input.patientId) return { facilityId: driver.facility_id, childName: null };
  const child = await trx
    .selectFrom('patients')
    .select(['first_name', 'last_name'])
    .where('id', '=', input.patientId)
    .where('facility_id', '=', driver.facility_id)
    .where('is_active', '=', true)
    .executeTakeFirst();
  if (!child)
    throw badRequest(MESSAGES.driverTaskChildInvalid, { patientId: MESSAGES.driverTaskChildInvalid });
  return { facilityId: driver.facility_id, childName: `${child.first_name} ${child.last_name}` };
}
