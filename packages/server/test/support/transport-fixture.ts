import type { Kysely } from 'kysely';
import { todayInZone } from '@carenest/core';
import type { Database } from '../../src/db/schema.ts';
import { createCareTeam, type CareTeam } from './care-team.ts';

/** The transport stories' facility clock. */
export const TRANSPORT_ZONE = 'America/New_York';

/**
 * The care team of the transport stories, Lily with two emergency contacts (her grandmother may pick her up,
 * a neighbour may not); answers the team and the grandmother's contact id.
 */
export async function createTransportTeam(
  db: Kysely<Database>,
): Promise<{ team: CareTeam; grandmother: string }> {
  const team = await createCareTeam(db, {
    homeZone: TRANSPORT_ZONE,
    lily: {
      emergencyContacts: [
        {
          name: 'Rosa Medina',
          relationship: 'Grandmother',
          phoneNumber: '(321) 555-0132',
          email: null,
          isPrimary: true,
          canPickup: true,
        },
        {
          name: 'Tom Stranger',
          relationship: 'Neighbour',
          phoneNumber: '(321) 555-0199',
          email: null,
          isPrimary: false,
          canPickup: false,
        },
      ],
    },
  });
  const contact = await db
    .selectFrom('patient_emergency_contacts')
    .select('id')
    .where('patient_id', '=', team.children.lily)
    .where('can_pickup', '=', true)
    .executeTakeFirstOrThrow();
  return { team, grandmother: contact.id };
}

/** Today's morning run for Lily and Zoe, driven by the team's driver with the nurse aboard. */
export function morningRunPlan(team: CareTeam) {
  return {
    name: 'North morning run',
    direction: 'to_facility',
    serviceDate: todayInZone(new Date(), TRANSPORT_ZONE),
    driverId: team.people.driver.id,
    vehicle: 'Van 2',
    attendantId: team.people.nurse.id,
    attendantCredential: 'RN',
    scheduledDeparture: '07:00',
    scheduledArrival: '08:15',
    stops: [
      { patientId: team.children.lily, address: '12 Palm Way, Orlando' },
      { patientId: team.children.zoe, address: '40 Lake St, Orlando' },
    ],
  };
}
