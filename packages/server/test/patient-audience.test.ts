import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type PolicyActor } from '@carenest/core';
import { findPatientAudience, isPatientVisibleTo } from '../src/shared/patient-scope.ts';
import { assignStaff, createFacility, createPatient, createUser, linkParent } from './support/factories.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

/** A small world: who works where, which child is whose, who is assigned or has emergency access. */
const worldArbitrary = fc.record({
  patients: fc.array(fc.integer({ min: 0, max: 1 }), { minLength: 1, maxLength: 3 }),
  users: fc.array(
    fc.record({
      role: fc.constantFrom(...ROLES),
      facility: fc.constantFrom(0, 1, null),
      isPending: fc.boolean(),
    }),
    { minLength: 1, maxLength: 6 },
  ),
  links: fc.array(
    fc.tuple(
      fc.nat(),
      fc.nat(),
      fc.constantFrom(
        'parent',
        'assignment',
        'grant',
        'expired-grant',
        'route',
        'old-route',
        'cancelled-route',
      ),
    ),
  ),
});

/**
 * A route of the child's facility driven by the driver: today's, one of last week (no longer current), or a
 * cancelled one (neither opens the child's record).
 */
async function driveChild(db: Kysely<Database>, driverId: string, patientId: string, link: string) {
  const patient = await db
    .selectFrom('patients')
    .select('facility_id')
    .where('id', '=', patientId)
    .executeTakeFirstOrThrow();
  const day = new Date(Date.now() - (link === 'old-route' ? 7 : 0) * 86_400_000).toISOString().slice(0, 10);
  const route = await db
    .insertInto('transport_routes')
    .values({
      facility_id: patient.facility_id,
      name: 'Property run',
      direction: 'to_facility',
      service_date: day,
      driver_id: driverId,
      vehicle: 'Van',
      scheduled_departure: `${day}T12:00:00Z`,
      scheduled_arrival: `${day}T13:00:00Z`,
      created_by: driverId,
      ...(link === 'cancelled-route'
        ? {
            status: 'cancelled' as const,
            cancel_reason: 'test',
            cancelled_by: driverId,
            cancelled_at: new Date(),
          }
        : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('transport_route_stops')
    .values({ route_id: route.id, patient_id: patientId, position: 1, address: '1 Test St' })
    .execute();
}

describe('who may see a child: the read rule and the live-event audience agree', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
  });
  afterAll(() => database.drop());

  it('for every actor and child, isPatientVisibleTo and findPatientAudience give the same answer', async () => {
    await fc.assert(
      fc.asyncProperty(worldArbitrary, async (world) => {
        const { db } = database;
        const facilities = [await createFacility(db), await createFacility(db)];
        const patients = await Promise.all(
          world.patients.map((facility) => createPatient(db, facilities[facility]!)),
        );
        const actors: PolicyActor[] = [];
        for (const user of world.users) {
          const facilityId = user.facility === null ? null : facilities[user.facility]!;
          const created = await createUser(db, user.role, facilityId, {
            status: user.isPending ? 'pending' : 'active',
          });
          actors.push({ userId: created.id, role: user.role, facilityId, isPending: user.isPending });
        }
        for (const [userIndex, patientIndex, link] of world.links) {
          const actor = actors[userIndex % actors.length]!;
          const patientId = patients[patientIndex % patients.length]!;
          if (link === 'parent') await linkParent(db, patientId, actor.userId).catch(() => undefined);
          else if (link === 'assignment' && (actor.role === 'nurse' || actor.role === 'therapist'))
            await assignStaff(
              db,
              patientId,
              { id: actor.userId, email: '', role: actor.role },
              actor.userId,
            ).catch(() => undefined);
          else if (link.endsWith('route') && actor.role === 'driver')
            await driveChild(db, actor.userId, patientId, link);
          else if (link.endsWith('grant'))
            await db
              .insertInto('emergency_access_grants')
              .values({
                patient_id: patientId,
                user_id: actor.userId,
                reason: 'property test',
                expires_at: new Date(Date.now() + (link === 'grant' ? 3_600_000 : -3_600_000)),
              })
              .execute();
        }
        for (const patientId of patients) {
          const audience = await findPatientAudience(db, [patientId], actors);
          for (const actor of actors) {
            const visible = await db
              .selectFrom('patients')
              .select('id')
              .where('id', '=', patientId)
              .where(isPatientVisibleTo(actor))
              .executeTakeFirst();
            expect(audience.has(actor.userId), `${actor.role} (pending ${actor.isPending})`).toBe(
              Boolean(visible),
            );
          }
        }
      }),
      { numRuns: 30 },
    );
  });
});
