import { MESSAGES, type RegistrationInput } from '@carenest/core';
import { appendAudit } from '../audit/append-audit.ts';
import { badRequest, type HttpError } from '../lib/http-error.ts';
import { refusingDuplicate } from '../shared/database-errors.ts';
import { hashPassword } from './password.ts';
import { startSession, type StartedSession } from './start-session.ts';
import type { VisitorScope } from './visitor-scope.ts';

/** The one answer to every failed registration, so it never reveals that an email is taken. */
function registrationFailed(): HttpError {
  return badRequest(MESSAGES.registrationFailed);
}

/**
 * Registers an account and signs it in. Parents are active at once and see only children they link later;
 * staff accounts are pending, with no facility and no patient data, until an administrator approves them.
 */
export async function registerAccount(
  scope: VisitorScope & { input: RegistrationInput },
): Promise<StartedSession> {
  const { db, input, audit: context, now } = scope;
  const passwordHash = await hashPassword(input.password);
  const session = await refusingDuplicate(
    db.transaction().execute(async (trx) => {
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
    }),
    registrationFailed(),
  );
  if (!session) throw registrationFailed();
  return session;
}
