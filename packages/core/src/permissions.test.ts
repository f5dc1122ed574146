import { describe, expect, it } from 'vitest';
import { API_ACCESS } from './api-access.ts';
import {
  PERMISSION_CHANGES,
  PERMISSIONS,
  PERMISSIONS_NOT_YET_ROUTED,
  SPEC_PERMISSIONS,
  type Action,
  type PermissionMap,
  type Resource,
} from './permissions.ts';

type Entry = `${string} ${Resource}:${Action}`;

/** Every "role resource:action" of a role table. */
function entriesOf(table: Record<string, PermissionMap>): Entry[] {
  return Object.entries(table).flatMap(([role, map]) =>
    Object.entries(map).flatMap(([resource, actions]) =>
      (actions ?? []).map((action) => `${role} ${resource}:${action}` as Entry),
    ),
  );
}

/** The "resource:action" pairs some API route asks for. */
const routedPermissions = new Set(
  Object.values(API_ACCESS).flatMap((rule) =>
    rule.access === 'permission' ? [`${rule.resource}:${rule.action}`] : [],
  ),
);

const notYetRouted = new Set(
  PERMISSIONS_NOT_YET_ROUTED.flatMap(({ roles, resource, actions }) =>
    roles.flatMap((role) => actions.map((action) => `${role} ${resource}:${action}`)),
  ),
);
const withheld = new Set(
  PERMISSION_CHANGES.filter((change) => change.change === 'withhold').flatMap(
    ({ roles, resource, actions }) =>
      roles.flatMap((role) => actions.map((action) => `${role} ${resource}:${action}`)),
  ),
);

describe('the permission table', () => {
  it("honours every entry of the spec's map with a route, or explains in one place why not", () => {
    const unexplained = entriesOf(SPEC_PERMISSIONS).filter((entry) => {
      const permission = entry.split(' ')[1]!;
      return !routedPermissions.has(permission) && !notYetRouted.has(entry) && !withheld.has(entry);
    });
    expect(unexplained).toEqual([]);
  });

  it('lists as not yet routed only what no route asks for, and only entries the enforced table holds', () => {
    const enforced = new Set(entriesOf(PERMISSIONS));
    for (const entry of notYetRouted) {
      expect(routedPermissions.has(entry.split(' ')[1]!), `${entry} is routed now`).toBe(false);
      expect(enforced.has(entry as Entry), `${entry} is not in the enforced table`).toBe(true);
    }
  });

  it('grants nothing without a reason, and every grant is a route the web and server use', () => {
    for (const change of PERMISSION_CHANGES) {
      expect(change.reason.length).toBeGreaterThan(20);
      if (change.change === 'grant')
        for (const action of change.actions)
          expect(routedPermissions.has(`${change.resource}:${action}`), `${change.resource}:${action}`).toBe(
            true,
          );
    }
  });

  it('applies grants and withholdings to the spec map and nothing else', () => {
    expect(PERMISSIONS.nurse.documents).toEqual(['read', 'upload']);
    expect(PERMISSIONS.therapist.documents).toEqual(['read']);
    expect(PERMISSIONS.nurse.billing).toBeUndefined();
    expect(PERMISSIONS.administrator.vital_signs).toEqual(['read', 'create', 'update']);
    expect(PERMISSIONS.nurse.vital_signs).toEqual(['read', 'create', 'update']);
    expect(PERMISSIONS.parent.patients).toEqual(['read']);
    expect(SPEC_PERMISSIONS.nurse.documents).toEqual(['read', 'create']);
  });
});
