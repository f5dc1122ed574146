import {
  ERROR_CODES,
  MESSAGES,
  todayInZone,
  wallTimeToInstant,
  type AdministerMedicationInput,
  type AdministrationEntry,
} from '@carenest/core';
import type { Transaction } from 'kysely';
import type { Actor } from '../shared/actor.ts';
import { appendAudit, type AuditContext } from '../audit/append-audit.ts';
import type { Database } from '../db/schema.ts';
import { loadUserNames } from '../shared/user-names.ts';
import { HttpError } from '../lib/http-error.ts';
import { ADMINISTRATION_COLUMNS, presentAdministrationEntry } from './present-administration.ts';
import type { VisiblePatient } from '../shared/patient-scope.ts';
import type { MedicationRow } from './visible-medication.ts';

/** 409: the scheduled dose already has a record; a correction is an amendment. */
export function doseAlreadyRecorded(): HttpError {
  return new HttpError(409, ERROR_CODES.validation, MESSAGES.scheduledDoseAlreadyRecorded, {
    scheduledFor: MESSAGES.scheduledDoseAlreadyRecorded,
  });
}

/** 400 with the message under one field. */
export function invalidField(field: string, message: string): HttpError {
  return new HttpError(400, ERROR_CODES.validation, message, { [field]: message });
}

/**
 * The instant of the scheduled dose an administration satisfies: one of the medication's times on the
 * facility's today (and not before its start date). Null when the administration names no dose.
 */
function scheduledDoseInstant(
  medication: MedicationRow,
  patient: VisiblePatient,
  scheduledFor: string | null | undefined,
  now: Date,
): Date | null {
  if (!scheduledFor) return null;
  const facilityToday = todayInZone(now, patient.timeZone);
  if (!medication.scheduled_times.includes(scheduledFor) || medication.start_date > facilityToday)
    throw invalidField('scheduledFor', MESSAGES.scheduledDoseInvalid);
  return wallTimeToInstant(facilityToday, scheduledFor, patient.timeZone);
}

/**
 * Records one dose (given, held or refused) in the append-only eMAR, signed with the drawn signature,
 * by the signed-in user at the server's time of record; audited as ADMINISTER_MEDICATION. An inactive
 * medication is refused, and so is a second record of the same scheduled dose (also enforced by a
 * unique index, for two nurses recording at once).
 */
export async function administerMedication(
  trx: Transaction<Database>,
  context: AuditContext,
  actor: Actor,
  target: { medication: MedicationRow; patient: VisiblePatient },
  input: AdministerMedicationInput,
  now: Date,
): Promise<AdministrationEntry> {
  const { medication, patient } = target;
  if (!medication.is_active) throw new HttpError(400, ERROR_CODES.validation, MESSAGES.medicationInactive);
  const scheduledFor = scheduledDoseInstant(medication, patient, input.scheduledFor, now);
  if (scheduledFor) {
    const existing = await trx
      .selectFrom('medication_administrations')
      .select('id')
      .where('medication_id', '=', medication.id)
      .where('scheduled_for', '=', scheduledFor)
      .where('amends_id', 'is', null)
      .executeTakeFirst();
    if (existing) throw doseAlreadyRecorded();
  }
  const isGiven = input.outcome === 'given';
  const row = await trx
    .insertInto('medication_administrations')
    .values({
      patient_id: patient.id,
      medication_id: medication.id,
      administered_by: actor.userId,
      recorded_by: actor.userId,
      outcome: input.outcome,
      dosage_given: isGiven ? (input.dosageGiven ?? null) : null,
      administration_time: new Date(input.administrationTime),
      scheduled_for: scheduledFor,
      reason: isGiven ? null : (input.reason ?? null),
      notes: input.notes ? input.notes : null,
      digital_signature: input.signature,
      recorded_at: now,
    })
    .returning(ADMINISTRATION_COLUMNS)
    .executeTakeFirstOrThrow();
  await appendAudit(trx, context, {
    action: 'ADMINISTER_MEDICATION',
    resourceType: 'MEDICATION_ADMINISTRATION',
    resourceId: row.id,
    newValues: {
      patientId: patient.id,
      medicationId: medication.id,
      outcome: row.outcome,
      dosageGiven: row.dosage_given,
      administrationTime: row.administration_time.toISOString(),
      scheduledFor: row.scheduled_for?.toISOString() ?? null,
    },
  });
  return presentAdministrationEntry(row, undefined, await loadUserNames(trx, [actor.userId]));
}
