import { sql, type Transaction } from 'kysely';
import { MESSAGES, SUBMISSION_LIMITS, type RegistrationInput } from '@carenest/core';
import { appendAudit } from '../audit/append-audit.ts';
import type { Database } from '../db/schema.ts';
import { badRequest } from '../lib/http-error.ts';
import { refusingDuplicate } from '../shared/database-errors.ts';
import { lockCounter, tooManySubmissions } from '../shared/submission-limits.ts';
import { hashPassword } from './password.ts';
import { startSession, type StartedSession } from './start-session.ts';
import type { VisitorScope } from './visitor-scope.ts';

/** What a registration did: signed a new account in, or found the email already registered (to its owner). */
export type RegistrationOutcome =
  { isNew: true; session: StartedSession } | { isNew: false; ownerId: string; ownerEmail: string };

/**
 * Refuses (429) a registration from an address that already registered SUBMISSION_LIMITS
 * .registrationsPerAddressPerHour times within the hour, counted under the address's lock.
 */
async function refuseManyFromAddress(
  trx: Transaction<Database>,
  address: string | null,
  now: Date,
): Promise<void> {
  if (!address) return;
  await lockCounter(trx, `REGISTER|${address}`);
  const row = await trx
    .selectFrom('audit_log')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('ip_address', '=', address)
    .where('action', '=', 'REGISTER')
    .where('occurred_at', '>=', new Date(now.getTime() - 3_600_000))
    .executeTakeFirstOrThrow();
  if (row.count >= SUBMISSION_LIMITS.registrationsPerAddressPerHour) throw tooManySubmissions();
}

/**
 * Registers an account and signs it in, at most SUBMISSION_LIMITS.registrationsPerAddressPerHour per address. Parents are active at once and see only children they link later;
 * staff accounts are pending, with no facility and no patient data, until an administrator approves them.
 * An email already registered creates nothing: the attempt is audited against its owner, and the caller
 * answers exactly as for a new account (the password is hashed either way, so the time taken tells nothing).
 */
export async function registerAccount(
  scope: VisitorScope & { input: RegistrationInput },
): Promise<RegistrationOutcome> {
  const { db, input, audit: context, now } = scope;
  const passwordHash = await hashPassword(input.password);
  return refusingDuplicate(
    db.transaction().execute(async (trx): Promise<RegistrationOutcome> => {
      await refuseManyFromAddress(trx, context.ipAddress, now);
      const taken = await trx
        .selectFrom('users')
        .select(['id', 'email', 'role'])
        .where(({ fn }) => fn('lower', ['email']), '=', input.email.toLowerCase())
        .executeTakeFirst();
      if (taken) {
        await appendAudit(
          trx,
          { ...context, userId: taken.id, userRole: taken.role },
          {
            action: 'REGISTER',
            resourceType: 'USER',
            resourceId: taken.id,
            success: false,
            errorMessage: 'The email is already registered',
          },
        );
        return { isNew: false, ownerId: taken.id, ownerEmail: taken.email };
      }
      const user = await trx
        .insertInto('users')
        .values({
          email: input.email,
          first_name: input.firstName,
          last_name: input.lastName,
          role: input.role,
          facility_id: null,
          status: input.role === 'parent' ? 'active' : 'pending',
          password_hash: passwordHash,
          password_changed_at: now,
        })
        .returning(['id', 'role', 'status'])
        .executeTakeFirstOrThrow();
      await appendAudit(
        trx,
        { ...context, userId: user.id, userRole: user.role },
        {
          action: 'REGISTER',
          resourceType: 'USER',
          resourceId: user.id,
          newValues: { role: user.role, status: user.status },
        },
      );
      return { isNew: true, session: await startSession(trx, user, context, now) };
    }),
    badRequest(MESSAGES.registrationFailed),
  );
}
