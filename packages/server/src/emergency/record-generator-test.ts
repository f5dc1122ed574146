import { MESSAGES, type GeneratorTestInput } from '@carenest/core';
import type { Selectable } from 'kysely';
import type { GeneratorTestsTable } from '../db/schema.ts';
import { auditChange, type CommandScope } from '../shared/request-scope.ts';
import { refuseFutureDate, type EmergencyFacility } from './emergency-facility.ts';

/**
 * Records a generator test (Florida 59A-13.022), signed electronically by the signed-in user at the server's
 * time (26 TAC §550.1001): who signed is never taken from the request. A day after the facility's today is a
 * 400 naming `testedOn`. Audited as RECORD_GENERATOR_TEST.
 */
export async function recordGeneratorTest(
  scope: CommandScope & { facility: EmergencyFacility; input: GeneratorTestInput },
): Promise<Selectable<GeneratorTestsTable>> {
  const { trx, actor, now, facility, input } = scope;
  refuseFutureDate(facility, 'testedOn', input.testedOn, MESSAGES.dateInFuture);
  const test = await trx
    .insertInto('generator_tests')
    .values({
      facility_id: facility.id,
      tested_on: input.testedOn,
      duration_minutes: input.durationMinutes,
      outcome: input.outcome,
      tested_by: input.testedBy,
      notes: input.notes === undefined || input.notes === '' ? null : input.notes,
      signed_by: actor.userId,
      signed_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await auditChange(scope, {
    action: 'RECORD_GENERATOR_TEST',
    resourceType: 'GENERATOR_TEST',
    resourceId: test.id,
    newValues: { ...input, signedBy: actor.userId, signedAt: now.toISOString() },
  });
  return test;
}
