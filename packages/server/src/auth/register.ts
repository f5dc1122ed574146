import { ERROR_CODES, MESSAGES, type RegistrationInput } from '@carenest/core';
import type { Kysely } from 'kysely';
import type { AuditContext } from '../audit/append-audit.ts';
import { appendAudit } from '../audit/append-audit.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../lib/http-error.ts';
import { hashPassword } from './password.ts';
import { startSession, type StartedSession } from './start-session.ts';

/** The one answer to every failed registration, so it never reveals that an email is taken. */
function registrationFailed(): HttpError {
  return new HttpError(400, ERROR_CODES.validation, MESSAGES.registrationFailed);
}

/** Whether an error is PostgreSQL's unique violation (two registrations racing for one email). */
function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}

/**
 * Registers an account and signs it in. Parents are active at once and see only children they link later;
 * staff accounts are pending, with no facility and no patient data, until an administrator approves them.
 */
export async function registerAccount(
  db: Kysely<Database>,
  input: RegistrationInput,
  context: AuditContext & { ipAddress: string },
  now: Date = new Date(),
): Promise<StartedSession> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await db
      .transaction()
      .execute(async (trx) => {
        const taken = await trx
          .selectFrom('users')
          .select('id')
          .where(({ fn }) => fn('lower', ['email']), '=', input.email.toLowerCase())
          .executeTakeFirst();
        if (taken) return undefined;
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
        return startSession(trx, user, context, now);
      })
      .then((session) => {
        if (!session) throw registrationFailed();
        return session;
      });
  } catch (error) {
    if (isUniqueViolation(error)) throw registrationFailed();
    throw error;
  }
}
