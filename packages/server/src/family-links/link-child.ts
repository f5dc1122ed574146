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
import { hashFamilyCode } from './family-code-hash.ts';

/** How a link attempt ended: the child linked, or the refusal to give (and to audit). */
export type LinkOutcome = { child: { id: string; name: string } } | { refusal: HttpError };

/** How many of the parent's link attempts failed within the attempt window. */
async function recentFailures(scope: CommandScope): Promise<number> {
  const since = new Date(scope.now.getTime() - FAMILY_CODES.attemptWindowMinutes * 60_000);
  const row = await scope.trx
    .selectFrom('audit_log')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('user_id', '=', scope.actor.userId)
    .where('action', '=', 'LINK_CHILD')
    .where('success', '=', false)
    .where('occurred_at', '>=', since)
    .executeTakeFirstOrThrow();
  return row.count;
}

/**
 * A parent's attempt to link a child with the family code the facility gave them (ARCHITECTURE.md, "Parent
 * portal"). Refused with 429 after too many recent failures; otherwise the code must be active (not used,
 * revoked or expired), of the parent's own facility, and the name and date of birth must be the child's, or the answer is the one not-found
 * sentence whatever did not match. On a match the code is used up, the parent linked (once) and the child's
 * audience told. The caller audits the outcome either way.
 */
export async function linkChild(scope: CommandScope & { input: LinkChildInput }): Promise<LinkOutcome> {
  const { trx, actor, now, input } = scope;
  if ((await recentFailures(scope)) >= FAMILY_CODES.failedAttemptsAllowed)
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
  await publishEvent(trx, {
    kind: 'patient.changed',
    resourceId: found.patient_id,
    patientIds: [found.patient_id],
  });
  return { child: { id: found.patient_id, name: fullName } };
}
