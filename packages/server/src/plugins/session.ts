import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { ERROR_CODES, LIMITS, MESSAGES } from '@carenest/core';
import type { Actor } from '../auth/actor.ts';
import { SESSION_COOKIE, hashSessionToken } from '../auth/session-token.ts';
import type { Database } from '../db/schema.ts';
import { HttpError, unauthenticated } from '../lib/http-error.ts';

/** Staff roles, whom a facility can require to use MFA. */
function isStaffRole(role: string): boolean {
  return role !== 'parent';
}

/**
 * PHI routes answer 403 until the user holds a valid HIPAA agreement (active, not expired), and,
 * where the facility requires it, has enabled MFA.
 */
function refuseUntilCompliant(actor: Actor): void {
  if (!actor.hasValidHipaa) throw new HttpError(403, ERROR_CODES.hipaaRequired, MESSAGES.hipaaRequired);
  if (actor.mustEnrolMfa)
    throw new HttpError(403, ERROR_CODES.mfaEnrolmentRequired, MESSAGES.mfaEnrolmentRequired);
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user of this request; null on public routes without a session. */
    actor: Actor | null;
  }
  interface FastifyContextConfig {
    /** 'public' routes answer without a session; every other route requires one. */
    access?: 'public';
    /** Routes that read or change protected health information: refused until HIPAA is signed. */
    isPhi?: boolean;
  }
}

const IDLE_MS = LIMITS.sessionIdleMinutes * 60_000;
/** last_seen_at is written at most this often, so reads do not each cost a write. */
const TOUCH_INTERVAL_MS = 30_000;

/** Finds the live session of a token: not revoked, not past its absolute expiry, not idle, user active. */
export async function findActor(db: Kysely<Database>, token: string, now: Date): Promise<Actor | null> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id as sessionId',
      'sessions.last_seen_at as lastSeenAt',
      'users.id as userId',
      'users.role',
      'users.facility_id as facilityId',
      'users.status',
      'users.mfa_enabled as mfaEnabled',
      (eb) =>
        eb
          .exists(
            eb
              .selectFrom('hipaa_records')
              .select('hipaa_records.id')
              .whereRef('hipaa_records.user_id', '=', 'users.id')
              .where('hipaa_records.is_active', '=', true)
              .where('hipaa_records.expires_at', '>', now),
          )
          .as('hasValidHipaa'),
      (eb) =>
        eb
          .exists(
            eb
              .selectFrom('facilities')
              .select('facilities.id')
              .whereRef('facilities.id', '=', 'users.facility_id')
              .where('facilities.require_mfa_for_staff', '=', true),
          )
          .as('facilityRequiresMfa'),
    ])
    .where('sessions.token_hash', '=', hashSessionToken(token))
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .where('sessions.last_seen_at', '>', new Date(now.getTime() - IDLE_MS))
    .where('users.is_active', '=', true)
    .executeTakeFirst();
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', row.sessionId).execute();
  }
  return {
    userId: row.userId,
    role: row.role,
    facilityId: row.facilityId,
    sessionId: row.sessionId,
    isPending: row.status === 'pending',
    hasValidHipaa: Boolean(row.hasValidHipaa),
    mustEnrolMfa: Boolean(row.facilityRequiresMfa) && !row.mfaEnabled && isStaffRole(row.role),
  };
}

/** Resolves the session cookie on every request; routes not marked public answer 401 without one. */
export function registerSession(app: FastifyInstance, db: Kysely<Database>): void {
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token && token.length <= 128) request.actor = await findActor(db, token, new Date());
    const isPublic = request.routeOptions.config?.access === 'public';
    const isApi = request.url.startsWith('/api/');
    if (isApi && !isPublic && !request.actor && request.routeOptions.url) throw unauthenticated();
    if (request.actor && request.routeOptions.config?.isPhi) refuseUntilCompliant(request.actor);
  });
}
