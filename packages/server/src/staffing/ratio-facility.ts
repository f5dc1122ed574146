import type { Kysely } from 'kysely';
import { MESSAGES, stateRulesFor } from '@carenest/core';
import type { Database } from '../db/schema.ts';
import { notFound } from '../lib/http-error.ts';
import type { Actor } from '../shared/actor.ts';
import type { RatioFacility } from './load-ratio.ts';

/**
 * What the ratio needs of the actor's facility (its clock and its state's staffing rule), in one small query; 404
 * for an account without a facility.
 */
export async function actorRatioFacility(db: Kysely<Database>, actor: Actor): Promise<RatioFacility> {
  const row = actor.facilityId
    ? await db
        .selectFrom('facilities')
        .select(['id', 'timezone', 'state_rule_set'])
        .where('id', '=', actor.facilityId)
        .executeTakeFirst()
    : undefined;
  if (!row) throw notFound(MESSAGES.noFacilityToManage);
  return { id: row.id, timeZone: row.timezone, rules: stateRulesFor(row.state_rule_set).staffing };
}
