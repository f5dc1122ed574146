import type { FastifyInstance } from 'fastify';
import type { ExpressionBuilder, Kysely } from 'kysely';
import { LIMITS, isMfaEnrolmentRequired } from '@carenest/core';
import type { Actor } from '../shared/actor.ts';
import { SESSION_COOKIE, hashSessionToken } from '../auth/index.ts';
import type { Database } from '../db/schema.ts';
import type { SessionCache } from './session-cache.ts';
import { enforceAccessRule } from './access-rule.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user of this request; null on public routes without a session. */
    actor: Actor | null;
  }
}

const IDLE_MS = LIMITS.sessionIdleMinutes * 60_000;
/** last_seen_at is written at most this often, so reads do not each cost a write. */
const TOUCH_INTERVAL_MS = 30_000;

/**
 * Sessions that are live at `now`: not revoked, not past their absolute expiry, not idle, their user active.
 * One definition for the request's session lookup and the live-event stream's re-checks.
 */
function liveSessions(db: Kysely<Database>, now: Date) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .where('sessions.last_seen_at', '>', new Date(now.getTime() - IDLE_MS))
    .where('users.is_active', '=', true);
}

/** The end of the user's latest active HIPAA agreement, as a selected instant (null without one). */
function hipaaAgreementEnd(eb: ExpressionBuilder<Database, 'users'>) {
  return eb
    .selectFrom('hipaa_records')
    .select((inner) => inner.fn.max('hipaa_records.expires_at').as('end'))
    .whereRef('hipaa_records.user_id', '=', 'users.id')
    .where('hipaa_records.is_active', '=', true)
    .as('hipaaAgreementEnd');
}

/**
 * Whether the install was set up for real (not a demo install), as a selected boolean: its administrators must
 * use MFA (ARCHITECTURE.md, "First-run setup").
 */
function isRealInstall(eb: ExpressionBuilder<Database, 'users'>) {
  return eb
    .exists(
      eb
        .selectFrom('installation')
        .select('installation.id')
        .where('installation.is_demo', '=', false)
        .where('installation.set_up_at', 'is not', null),
    )
    .as('isRealInstall');
}

/** When an agreement ending at `end` (the selected hipaaAgreementEnd) ends, in ms, or null if not valid at `now`. */
function validAgreementEnd(end: Date | string | null, now: Date): number | null {
  const endMs = end === null ? null : new Date(end).getTime();
  return endMs !== null && endMs > now.getTime() ? endMs : null;
}

/** Records activity on a session at most every 30 s, so reads do not each cost a write. */
async function touchIfDue(db: Kysely<Database>, sessionId: string, lastSeenAt: number, now: Date) {
  if (now.getTime() - lastSeenAt <= TOUCH_INTERVAL_MS) return lastSeenAt;
  await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', sessionId).execute();
  return now.getTime();
}

/**
 * Finds the live session of a token: not revoked, not past its absolute expiry, not idle, user active. A
 * session in `cache` is answered from there (still recording activity every 30 s); one looked up is kept
 * until its answer could change by the clock: its expiry, its idle limit, its HIPAA agreement's end.
 */
export async function findActor(
  db: Kysely<Database>,
  token: string,
  now: Date,
  cache?: SessionCache,
): Promise<Actor | null> {
  const tokenHash = hashSessionToken(token);
  const cached = cache?.find(tokenHash, now.getTime());
  if (cached) {
    cached.lastSeenAt = await touchIfDue(db, cached.actor.sessionId, cached.lastSeenAt, now);
    return cached.actor;
  }
  const row = await liveSessions(db, now)
    .select([
      'sessions.id as sessionId',
      'sessions.last_seen_at as lastSeenAt',
      'sessions.expires_at as expiresAt',
      'users.id as userId',
      'users.role',
      'users.facility_id as facilityId',
      'users.status',
      'users.mfa_enabled as mfaEnabled',
      hipaaAgreementEnd,
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
      isRealInstall,
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return null;
  const lastSeenAt = await touchIfDue(db, row.sessionId, row.lastSeenAt.getTime(), now);
  const agreementEnd = validAgreementEnd(row.hipaaAgreementEnd, now);
  // Frozen: a cached actor is shared by every request of its session.
  const actor: Actor = Object.freeze({
    userId: row.userId,
    role: row.role,
    facilityId: row.facilityId,
    sessionId: row.sessionId,
    isPending: row.status === 'pending',
    hasValidHipaa: agreementEnd !== null,
    mustEnrolMfa: isMfaEnrolmentRequired({
      role: row.role,
      isMfaEnabled: row.mfaEnabled,
      doesFacilityRequireMfa: Boolean(row.facilityRequiresMfa),
      isRealInstall: Boolean(row.isRealInstall),
    }),
  });
  const validUntil = Math.min(
    row.expiresAt.getTime(),
    lastSeenAt + IDLE_MS,
    agreementEnd ?? Number.POSITIVE_INFINITY,
  );
  cache?.remember(tokenHash, { actor, lastSeenAt, validUntil }, now.getTime());
  return actor;
}

/**
 * Whether a session still opens PHI at `now` (live, and its user's HIPAA agreement valid), without counting as
 * activity: the live-event stream asks this on each heartbeat, so an idle tab is still signed out on time.
 */
export async function isSessionStillValid(
  db: Kysely<Database>,
  sessionId: string,
  now: Date,
): Promise<boolean> {
  const row = await liveSessions(db, now)
    .select(hipaaAgreementEnd)
    .where('sessions.id', '=', sessionId)
    .executeTakeFirst();
  return row !== undefined && validAgreementEnd(row.hipaaAgreementEnd, now) !== null;
}

/** Methods that change nothing; every other request may change what the signed-in user's session opens. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Resolves the session cookie on every request (through `cache`) and applies the route's access rule. A
 * request that may have changed something drops its user's cached sessions before its answer leaves, so the
 * user's next request sees what it changed (an agreement just signed, a session just ended) without waiting
 * for the database's announcement.
 */
export function registerSession(app: FastifyInstance, db: Kysely<Database>, cache: SessionCache): void {
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token && token.length <= 128) request.actor = await findActor(db, token, new Date(), cache);
    const route = request.routeOptions.url;
    if (route?.startsWith('/api/')) enforceAccessRule(request.method, route, request.actor);
  });
  app.addHook('onSend', async (request) => {
    if (request.actor && !READ_METHODS.has(request.method)) cache.forgetUser(request.actor.userId);
  });
}
