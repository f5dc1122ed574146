import type { Kysely } from 'kysely';
import { MESSAGES } from '@carenest/core';
import type { Database } from '../db/schema.ts';
import { loadFacilitySettings, type FacilitySettings } from '../facility/index.ts';
import { notFound } from '../lib/http-error.ts';
import type { Actor } from '../shared/actor.ts';

/** The settings of the actor's own facility; 404 for an account without one (a super_admin of none). */
export async function actorFacility(db: Kysely<Database>, actor: Actor): Promise<FacilitySettings> {
  const settings = actor.facilityId ? await loadFacilitySettings(db, actor.facilityId) : undefined;
  if (!settings) throw notFound(MESSAGES.noFacilityToManage);
  return settings;
}
