import { sql } from 'kysely';
import {
  DOSE_TIMING,
  MESSAGES,
  SUBMISSION_LIMITS,
  todayInZone,
  wallTimeToInstant,
  type ValidMorningHandoffInput,
} from '@carenest/core';
import { publishEvent } from '../events/publish-event.ts';
import { badRequest } from '../lib/http-error.ts';
import { createNotifications, findCareTeam } from '../notifications/index.ts';
import type { VisiblePatient } from '../shared/patient-scope.ts';
import { auditChange, type CommandScope } from '../shared/request-scope.ts';
import { refuseTooFrequent } from '../shared/submission-limits.ts';

/**
 * Records a parent's morning handoff for the child's service day (the caller has loaded the child through
 * the parent's scope), one per child and day: a later submission of the same day edits it (its home doses
 * replaced) and notifies nobody again; at most SUBMISSION_LIMITS.morningHandoffsPerHour per parent (429). the times are this morning on the facility's clock, a home dose no later than now
 * (5 minutes' grace) and of the child's active medications, else a 400 naming the field and nothing stored.
 * Audited (MORNING_HANDOFF, without the free text); the assigned nurses and administrators are notified once; the
 * chart and the due-doses list follow live. Answers the handoff's id.
 */
export async function submitMorningHandoff(
  scope: CommandScope & { patient: VisiblePatient; input: ValidMorningHandoffInput },
): Promise<string> {
  const { trx, actor, now, patient, input } = scope;
  await refuseTooFrequent(scope, {
    userId: actor.userId,
    action: 'MORNING_HANDOFF',
    limit: SUBMISSION_LIMITS.morningHandoffsPerHour,
  });
  const today = todayInZone(now, patient.timeZone);
  const at = (time: string) => wallTimeToInstant(today, time, patient.timeZone);
  const latest = now.getTime() + DOSE_TIMING.futureToleranceMinutes * 60_000;
  if (input.homeDoses.some((dose) => at(dose.givenAt).getTime() > latest))
    throw badRequest(MESSAGES.homeDoseInFuture, { homeDoses: MESSAGES.homeDoseInFuture });
  const medicationIds = [...new Set(input.homeDoses.map((dose) => dose.medicationId))];
  if (medicationIds.length > 0) {
    const own = await trx
      .selectFrom('medications')
      .select('id')
      .where('patient_id', '=', patient.id)
      .where('is_active', '=', true)
      .where('id', 'in', medicationIds)
      .execute();
    if (own.length !== medicationIds.length)
      throw badRequest(MESSAGES.homeDoseMedicationInvalid, { homeDoses: MESSAGES.homeDoseMedicationInvalid });
  }
  const details = {
    sleep_quality: input.sleepQuality,
    sleep_hours: input.sleepHours,
    seizure_count: input.seizureCount,
    seizure_notes: input.seizureNotes,
    last_feed_at: input.lastFeedTime ? at(input.lastFeedTime) : null,
    feed_notes: input.feedNotes,
    notes: input.notes,
  };
  const { id, isEdit } = await trx
    .insertInto('morning_handoffs')
    .values({
      ...details,
      facility_id: patient.facilityId,
      patient_id: patient.id,
      service_date: today,
      submitted_by: actor.userId,
      submitted_at: now,
    })
    .onConflict((conflict) =>
      conflict
        .constraint('morning_handoffs_one_per_day')
        .doUpdateSet({ ...details, submitted_by: actor.userId, updated_at: now }),
    )
    .returning(['id', sql<boolean>`xmax::text <> '0'`.as('isEdit')])
    .executeTakeFirstOrThrow();
  if (isEdit) await trx.deleteFrom('morning_handoff_doses').where('handoff_id', '=', id).execute();
  if (input.homeDoses.length > 0)
    await trx
      .insertInto('morning_handoff_doses')
      .values(
        input.homeDoses.map((dose) => ({
          handoff_id: id,
          medication_id: dose.medicationId,
          given_at: at(dose.givenAt),
        })),
      )
      .execute();
  await auditChange(scope, {
    action: 'MORNING_HANDOFF',
    resourceType: 'PATIENT',
    resourceId: patient.id,
    newValues: {
      handoffId: id,
      isEdit,
      sleepQuality: input.sleepQuality,
      seizureCount: input.seizureCount,
      homeDoses: input.homeDoses.length,
    },
  });
  if (!isEdit)
    await createNotifications({
      trx,
      now,
      recipientIds: await findCareTeam(trx, patient),
      content: {
        title: `Morning handoff: ${patient.firstName} ${patient.lastName}`,
        body:
          input.seizureCount > 0
            ? `The family reports ${input.seizureCount} seizure${input.seizureCount === 1 ? '' : 's'} overnight.`
            : 'The family has sent their account of the night.',
        link: `/patients/${patient.id}`,
        severity: input.seizureCount > 0 ? 'high' : 'low',
      },
    });
  await publishEvent(trx, { kind: 'patient.changed', resourceId: patient.id, patientIds: [patient.id] });
  await publishEvent(trx, { kind: 'medication.changed', resourceId: patient.id, patientIds: [patient.id] });
  return id;
}
