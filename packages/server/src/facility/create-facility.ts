import type { CreateFacilityInput, FacilitySummary } from '@carenest/core';
import { issuePasswordLink } from '../auth/index.ts';
import { auditChange, type CommandScope } from '../shared/request-scope.ts';
import { publishUserChanged } from '../users/index.ts';

/** A created facility, its first administrator, and the token of the administrator's invitation link. */
export interface CreatedFacility {
  facility: FacilitySummary;
  administrator: { id: string; email: string };
  invitationToken: string;
}

/**
 * Creates a facility with its settings and its first administrator (a super_admin's act). Nobody types the
 * administrator's password: the account gets an unusable one and a one-time setup link (the password-link
 * mechanism of `auth/password-links.ts`), kept sealed for the super_admin to hand over unless it is emailed.
 * Audited as CREATE_FACILITY and CREATE_USER; a taken email fails on the database's unique index.
 */
export async function createFacility(
  scope: CommandScope & {
    input: CreateFacilityInput;
    passwordHash: string;
    encryptionKey: Buffer;
    isEmailed: boolean;
  },
): Promise<CreatedFacility> {
  const { trx, actor, now, input } = scope;
  const settings = input.facility;
  const facility = await trx
    .insertInto('facilities')
    .values({
      name: settings.name,
      address: settings.address,
      phone: settings.phone,
      timezone: settings.timeZone,
      opens_at: settings.opensAt,
      closes_at: settings.closesAt,
      open_weekdays: settings.openWeekdays,
      licensed_capacity: settings.licensedCapacity,
      state_rule_set: settings.stateRuleSet,
      default_vital_ranges: settings.defaultVitalRanges,
    })
    .returning(['id', 'name', 'timezone', 'state_rule_set', 'licensed_capacity', 'created_at'])
    .executeTakeFirstOrThrow();
  const administrator = await trx
    .insertInto('users')
    .values({
      email: input.administrator.email,
      first_name: input.administrator.firstName,
      last_name: input.administrator.lastName,
      role: 'administrator',
      facility_id: facility.id,
      status: 'active',
      is_active: true,
      password_hash: scope.passwordHash,
      approved_at: now,
      approved_by: actor.userId,
    })
    .returning(['id', 'email'])
    .executeTakeFirstOrThrow();
  const invitationToken = await issuePasswordLink(trx, administrator.id, 'setup', {
    encryptionKey: scope.encryptionKey,
    isEmailed: scope.isEmailed,
    now,
  });
  await auditChange(scope, {
    action: 'CREATE_FACILITY',
    resourceType: 'FACILITY',
    resourceId: facility.id,
    newValues: { ...settings, administratorId: administrator.id },
  });
  await auditChange(scope, {
    action: 'CREATE_USER',
    resourceType: 'USER',
    resourceId: administrator.id,
    newValues: {
      email: administrator.email,
      firstName: input.administrator.firstName,
      lastName: input.administrator.lastName,
      role: 'administrator',
      facilityId: facility.id,
      isActive: true,
    },
  });
  await publishUserChanged(trx, { id: administrator.id, facilityId: facility.id });
  return { facility: presentFacilitySummary(facility), administrator, invitationToken };
}

/** A facility row as the facility list shows it. */
export function presentFacilitySummary(row: {
  id: string;
  name: string;
  timezone: string;
  state_rule_set: FacilitySummary['stateRuleSet'];
  licensed_capacity: number | null;
  created_at: Date;
}): FacilitySummary {
  return {
    id: row.id,
    name: row.name,
    timeZone: row.timezone,
    stateRuleSet: row.state_rule_set,
    licensedCapacity: row.licensed_capacity,
    createdAt: row.created_at.toISOString(),
  };
}
