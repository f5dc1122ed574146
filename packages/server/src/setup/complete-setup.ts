import { MESSAGES, type SetupInput, type SetupResponse } from '@carenest/core';
import { sql } from 'kysely';
import { appendAudit } from '../audit/append-audit.ts';
import { hashPassword, type VisitorScope } from '../auth/index.ts';
import { conflict, forbidden } from '../lib/http-error.ts';
import { isSetupCodeRight } from './setup-code.ts';

/** 409 once the install holds a facility: setup happens once (ARCHITECTURE.md, "First-run setup"). */
export function alreadySetUp() {
  return conflict(MESSAGES.setupAlreadyComplete);
}

/**
 * Sets the install up in one transaction: the facility with its settings and its first administrator (active,
 * approved, signing in with the password given), the setup code spent, audited as COMPLETE_SETUP. The password
 * is hashed before the transaction opens (PGlite has one connection); inside it, under the facilities lock, the
 * install is checked again, so two setups racing with the same code make one facility.
 */
export async function completeSetup(scope: VisitorScope & { input: SetupInput }): Promise<SetupResponse> {
  const { db, input, audit: context, now } = scope;
  const passwordHash = await hashPassword(input.administrator.password);
  return db.transaction().execute(async (trx) => {
    await sql`LOCK TABLE facilities IN EXCLUSIVE MODE`.execute(trx);
    if (await trx.selectFrom('facilities').select('id').limit(1).executeTakeFirst()) throw alreadySetUp();
    const installation = await trx
      .selectFrom('installation')
      .select('setup_code_hash')
      .forUpdate()
      .executeTakeFirst();
    if (!isSetupCodeRight(input.setupCode, installation?.setup_code_hash ?? null))
      throw forbidden(MESSAGES.setupCodeWrong);
    const { facility: settings, administrator: person } = input;
    const facility = await trx
      .insertInto('facilities')
      .values({
        name: settings.name,
        address: settings.address,
        phone: settings.phone,
        timezone: settings.timeZone,
        state_rule_set: settings.stateRuleSet,
        licensed_capacity: settings.licensedCapacity,
        opens_at: settings.opensAt,
        closes_at: settings.closesAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const administrator = await trx
      .insertInto('users')
      .values({
        email: person.email,
        first_name: person.firstName,
        last_name: person.lastName,
        role: 'administrator',
        facility_id: facility.id,
        status: 'active',
        password_hash: passwordHash,
        password_changed_at: now,
        approved_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('installation')
      .set({ is_demo: false, setup_code_hash: null, set_up_at: now })
      .execute();
    await appendAudit(
      trx,
      { ...context, userId: administrator.id, userRole: 'administrator' },
      {
        action: 'COMPLETE_SETUP',
        resourceType: 'FACILITY',
        resourceId: facility.id,
        newValues: { ...settings, administrator: { id: administrator.id, email: person.email } },
      },
    );
    return { facilityId: facility.id, administratorId: administrator.id };
  });
}
