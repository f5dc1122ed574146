import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../roles.ts';
import type { RouteStatus } from '../rules/transport.ts';
import type { PolicyActor } from './policy-actor.ts';
import { transportPolicy } from './transport.ts';
import { userPolicy } from './users.ts';

/** An approved member of a facility in `role` (parents reach their children through their links). */
function actorOf(role: Role, userId = 'the-actor'): PolicyActor {
  return { userId, role, facilityId: role === 'parent' ? null : 'the-facility', isPending: false };
}

describe('transportPolicy.canSeeVanPosition: where the van is', () => {
  const onTheRoad: RouteStatus[] = ['en_route_pickup', 'picking_up', 'en_route_facility'];

  it('shows a parent the van while it is on the road and their child is not handed back yet', () => {
    for (const status of onTheRoad)
      expect(
        transportPolicy.canSeeVanPosition(actorOf('parent'), { status, hasHandedBackViewersChild: false }),
      ).toBe(true);
  });

  it('hides it from the parent once their child is handed back, and whenever the van is not on the road', () => {
    expect(
      transportPolicy.canSeeVanPosition(actorOf('parent'), {
        status: 'en_route_facility',
        hasHandedBackViewersChild: true,
      }),
    ).toBe(false);
    for (const status of ['scheduled', 'arrived', 'completed', 'cancelled'] as RouteStatus[])
      expect(
        transportPolicy.canSeeVanPosition(actorOf('parent'), { status, hasHandedBackViewersChild: false }),
      ).toBe(false);
  });

  it('always shows it to the staff who read routes, and never to a role that reads none', () => {
    const van = { status: 'completed' as RouteStatus, hasHandedBackViewersChild: false };
    const staffWhoSee = ROLES.filter(
      (role) => role !== 'parent' && transportPolicy.canSeeVanPosition(actorOf(role), van),
    );
    expect(staffWhoSee).toEqual(
      ROLES.filter((role) => role !== 'parent' && transportPolicy.canRead(actorOf(role))),
    );
    expect(staffWhoSee).toContain('administrator');
    expect(staffWhoSee).toContain('driver');
  });
});

describe('userPolicy.canDeactivate: no one deactivates their own account', () => {
  it('lets an administrator deactivate another account of the facility, not their own', () => {
    const administrator = actorOf('administrator', 'admin-1');
    expect(userPolicy.canDeactivate(administrator, { id: 'nurse-1', role: 'nurse' })).toBe(true);
    expect(userPolicy.canDeactivate(administrator, { id: 'admin-1', role: 'administrator' })).toBe(false);
  });

  it('keeps a super_admin account to super_admins, and refuses roles that manage no accounts', () => {
    expect(userPolicy.canDeactivate(actorOf('administrator'), { id: 'root', role: 'super_admin' })).toBe(
      false,
    );
    expect(userPolicy.canDeactivate(actorOf('super_admin'), { id: 'root', role: 'super_admin' })).toBe(true);
    for (const role of ['nurse', 'therapist', 'driver', 'parent'] as Role[])
      expect(userPolicy.canDeactivate(actorOf(role), { id: 'someone', role: 'nurse' })).toBe(false);
  });
});
