import { describe, expect, it } from 'vitest';
import { infectionControlPolicy } from './infection-control.ts';
import { actorOf, rolesAllowedBy } from './policy-test-actors.ts';

describe('who takes part in illness exclusion (Florida 59A-13.020)', () => {
  it("lets parents, nurses and administrators read a child's exclusions", () => {
    expect(rolesAllowedBy(infectionControlPolicy.canReadChild)).toEqual([
      'parent',
      'nurse',
      'administrator',
      'super_admin',
    ]);
  });

  it('lets nurses and administrators isolate a child and clear the return', () => {
    expect(rolesAllowedBy(infectionControlPolicy.canExcludeChild)).toEqual([
      'nurse',
      'administrator',
      'super_admin',
    ]);
  });

  it('keeps staff exclusions and the infection log with the administrators', () => {
    expect(rolesAllowedBy(infectionControlPolicy.canExcludeStaff)).toEqual(['administrator', 'super_admin']);
    expect(rolesAllowedBy(infectionControlPolicy.canReadLog)).toEqual(['administrator', 'super_admin']);
  });

  it('refuses a pending nurse', () => {
    expect(infectionControlPolicy.canExcludeChild({ ...actorOf('nurse'), isPending: true })).toBe(false);
  });
});
