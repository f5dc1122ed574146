import { sql } from 'kysely';
import {
  ERROR_CODES,
  FAMILY_CODES,
  MESSAGES,
  isFamilyCodeShaped,
  normalizeChildName,
  normalizeFamilyCode,
  type LinkChildInput,
} from '@carenest/core';
import { publishEvent } from '../events/publish-event.ts';
import { HttpError, notFound } from '../lib/http-error.ts';
import type { CommandScope } from '../shared/request-scope.ts';
import { lockCounter } from '../shared/submission-limits.ts';
import { hashFamilyCode } from './family-code-hash.ts';

/** How a link attempt ended: the child linked, or the refusal to give (and to audit). */
export type LinkOutcome = { child: { id: string; name: string } } | { refusal: HttpError };

/**
 * Whether too many link attempts failed within the attempt window, for the parent's account or from their
 * address, each counted under its counter's lock so concurrent attempts cannot all pass the limit: the lock is
 * held until the attempt's own audit row has committed.
 */
async function hasTooManyFailures(scope: CommandScope): Promise<boolean> {
  const since = new Date(scope.now.getTime() - FAMILY_CODES.attemptWindowMinutes * 60_000);
  const address = scope.audit.ipAddress;
  await lockCounter(scope.trx, `LINK_CHILD|${scope.actor.userId}`);
  if (address) await lockCounter(scope.trx, `LINK_CHILD|${address}`);
  const failures = scope.trx
    .selectFrom('audit_log')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('action', '=', 'LINK_CHILD')
    .where('success', '=', false)
    .where('occurred_at', '>=', since);
  const own = await failures.where('user_id', '=', scope.actor.userId).executeTakeFirstOrThrow();
  if (own.count >= FAMILY_CODES.failedAttemptsAllowed) return true;
  if (!address) return false;
  const fromAddress = await failures.where('ip_address', '=', address).executeTakeFirstOrThrow();
  return fromAddress.count >= FAMILY_CODES.failedAttemptsPerAddress;
}

/**
 * A parent's attempt to link a child with the family code the facility gave them (ARCHITECTURE.md, "Parent
 * portal"). Refused with 429 after too many recent failures of the account or from its address; otherwise the
 * code must be active (not used, revoked or expired), of the parent's own facility, and the name and date of
 * birth must be the child's, or the answer is the one not-found sentence whatever did not match. On a match the
 * code is used up, the parent linked (once), their conversation about the child opened again if an unlinking
 * had closed it, and the child's audience told. The caller audits the outcome either way.
 */
export async function linkChild(scope: CommandScope & { input: LinkChildInput }): Promise<LinkOutcome> {
  const { trx, actor, now, input } = scope;
  if (await hasTooManyFailures(scope))
    return { refusal: new HttpError(429, ERROR_CODES.tooManyRequests, MESSAGES.tooManyRequests) };
  const notMatched = { refusal: notFound(MESSAGES.childNotFoundForLink) };
  const code = normalizeFamilyCode(input.familyCode);
  if (!isFamilyCodeShaped(code)) return notMatched;
  const found = await trx
    .selectFrom('family_codes')
    .innerJoin('patients', 'patients.id', 'family_codes.patient_id')
    .select([
      'family_codes.id',
      'family_codes.patient_id',
      'family_codes.facility_id',
      'patients.first_name',
      'patients.last_name',
      'patients.date_of_birth',
    ])
    .where('family_codes.code_sha256', '=', hashFamilyCode(code))
    .where('family_codes.used_at', 'is', null)
    .where('family_codes.revoked_at', 'is', null)
    .where('family_codes.expires_at', '>', now)
    .where('patients.is_active', '=', true)
    .forUpdate('family_codes')
    .executeTakeFirst();
  const fullName = found ? `${found.first_name} ${found.last_name}` : '';
  if (
    !found ||
    (actor.facilityId !== null && actor.facilityId !== found.facility_id) ||
    normalizeChildName(fullName) !== normalizeChildName(input.childName) ||
    found.date_of_birth !== input.dateOfBirth
  )
    return notMatched;
  await trx
    .updateTable('family_codes')
    .set({ used_by: actor.userId, used_at: now })
    .where('id', '=', found.id)
    .execute();
  await trx
    .insertInto('patient_parents')
    .values({ patient_id: found.patient_id, parent_id: actor.userId, linked_at: now })
    .onConflict((conflict) => conflict.columns(['patient_id', 'parent_id']).doNothing())
    .execute();
  await trx
    .updateTable('message_threads')
    .set({ closed_at: null, closed_by: null })
    .where('patient_id', '=', found.patient_id)
    .where('parent_id', '=', actor.userId)
    .execute();
  await publishEvent(trx, {
    kind: 'patient.changed',
    resourceId: found.patient_id,
    patientIds: [found.patient_id],
  });
  return { child: { id: found.patient_id, name: fullName } };
}
