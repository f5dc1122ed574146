import { administrationTimeProblem, type AmendAdministrationInput } from '@carenest/core';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { publishEvent } from '../events/publish-event.ts';
import { badRequest } from '../lib/http-error.ts';
import { auditChange, type CommandScope } from '../shared/request-scope.ts';
import { ADMINISTRATION_COLUMNS, type AdministrationRow } from './present-administration.ts';

/** An original administration record with its amendments, oldest first. */
export interface AdministrationChain {
  original: AdministrationRow;
  amendments: AdministrationRow[];
}

/**
 * Loads an administration and its whole chain: given an amendment's id, the chain of its original.
 * Undefined when no such record exists.
 */
export async function loadAdministrationChain(
  trx: Transaction<Database>,
  administrationId: string,
): Promise<AdministrationChain | undefined> {
  const asked = await trx
    .selectFrom('medication_administrations')
    .select(ADMINISTRATION_COLUMNS)
    .where('id', '=', administrationId)
    .executeTakeFirst();
  if (!asked) return undefined;
  const original = asked.amends_id
    ? await trx
        .selectFrom('medication_administrations')
        .select(ADMINISTRATION_COLUMNS)
        .where('id', '=', asked.amends_id)
        .executeTakeFirstOrThrow()
    : asked;
  const amendments = await trx
    .selectFrom('medication_administrations')
    .select(ADMINISTRATION_COLUMNS)
    .where('amends_id', '=', original.id)
    .orderBy('recorded_at')
    .orderBy('id')
    .execute();
  return { original, amendments };
}

/**
 * Corrects an administration without changing it: a new row that amends the original, carrying the
 * values in force with the corrected dosage, time or notes, the reason and its author. The route has
 * authorized the correction (the record's author, or an administrator). A corrected time must have been
 * plausible when the dose was recorded (at most 5 minutes after, 24 hours before). Audited as
 * AMEND_MEDICATION_ADMINISTRATION and announced as administration.recorded; answers the amendment row.
 */
export async function amendAdministration(
  scope: CommandScope & { chain: AdministrationChain; input: AmendAdministrationInput },
): Promise<AdministrationRow> {
  const { trx, actor, now, chain, input } = scope;
  const { original } = chain;
  const current = chain.amendments.at(-1) ?? original;
  const administrationTime = input.administrationTime
    ? new Date(input.administrationTime)
    : current.administration_time;
  const timeProblem = administrationTimeProblem(administrationTime, original.recorded_at);
  if (timeProblem) throw badRequest(timeProblem, { administrationTime: timeProblem });
  const amendment = await trx
    .insertInto('medication_administrations')
    .values({
      patient_id: original.patient_id,
      medication_id: original.medication_id,
      administered_by: original.administered_by,
      recorded_by: actor.userId,
      outcome: current.outcome,
      dosage_given: input.dosageGiven ?? current.dosage_given,
      administration_time: administrationTime,
      scheduled_for: original.scheduled_for,
      reason: current.reason,
      notes: input.notes === undefined ? current.notes : input.notes || null,
      witnessed: current.witnessed,
      witness_id: current.witness_id,
      digital_signature: null,
      amends_id: original.id,
      amendment_reason: input.reason,
      recorded_at: now,
    })
    .returning(ADMINISTRATION_COLUMNS)
    .executeTakeFirstOrThrow();
  await auditChange(scope, {
    action: 'AMEND_MEDICATION_ADMINISTRATION',
    resourceType: 'MEDICATION_ADMINISTRATION',
    resourceId: original.id,
    oldValues: {
      dosageGiven: current.dosage_given,
      administrationTime: current.administration_time.toISOString(),
      notes: current.notes,
    },
    newValues: {
      amendmentId: amendment.id,
      reason: input.reason,
      dosageGiven: amendment.dosage_given,
      administrationTime: amendment.administration_time.toISOString(),
      notes: amendment.notes,
    },
  });
  await publishEvent(trx, {
    kind: 'administration.recorded',
    resourceId: original.id,
    patientIds: [original.patient_id],
  });
  return amendment;
}
