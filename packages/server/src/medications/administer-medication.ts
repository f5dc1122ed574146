import {
  ERROR_CODES,
  MESSAGES,
  medicationPolicy,
  todayInZone,
  wallTimeToInstant,
  type AdministerMedicationInput,
} from '@carenest/core';
import type { ProvenWitness } from '../auth/index.ts';
import { publishEvent } from '../events/publish-event.ts';
import { HttpError, badRequest, conflict } from '../lib/http-error.ts';
import type { VisiblePatient } from '../shared/patient-scope.ts';
import { auditChange, type CommandScope } from '../shared/request-scope.ts';
import { ADMINISTRATION_COLUMNS, type AdministrationRow } from './present-administration.ts';
import { tellParentsOfDose } from './tell-parents-of-dose.ts';
import type { MedicationRow } from './visible-medication.ts';

/** 409: the scheduled dose already has a record; a correction is an amendment. */
export function doseAlreadyRecorded(): HttpError {
  return conflict(MESSAGES.scheduledDoseAlreadyRecorded, {
    scheduledFor: MESSAGES.scheduledDoseAlreadyRecorded,
  });
}

/** 400 with the message under one field. */
export function invalidField(field: string, message: string): HttpError {
  return badRequest(message, { [field]: message });
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
 * The witness a dose carries: required for a given dose of a controlled medication (400), and whoever is
 * named must be an active nurse of the child's facility other than the one giving it (403); null when the
 * dose has none.
 */
function witnessOf(
  scope: CommandScope & { medication: MedicationRow; patient: VisiblePatient },
  input: AdministerMedicationInput,
  witness: ProvenWitness | null,
): ProvenWitness | null {
  if (!witness) {
    if (scope.medication.is_controlled && input.outcome === 'given')
      throw invalidField('witnessEmail', MESSAGES.witnessRequired);
    return null;
  }
  if (!medicationPolicy.canWitness(scope.actor, witness, scope.patient.facilityId))
    throw new HttpError(403, ERROR_CODES.forbidden, MESSAGES.witnessNotANurse, {
      witnessEmail: MESSAGES.witnessNotANurse,
    });
  return witness;
}

/**
 * Records one dose (given, held or refused) in the append-only eMAR, signed with the drawn signature, by
 * the signed-in user at the server's time of record, under the order's current version; a controlled
 * medication's given dose also names its witness, a second nurse whose credentials the route proved.
 * Audited as ADMINISTER_MEDICATION and announced as administration.recorded; a held or refused dose is told
 * to the parents. A discontinued medication answers 409, and so does a second record of the same scheduled
 * dose (also enforced by a unique index, for two nurses recording at once). Answers the new row.
 */
export async function administerMedication(
  scope: CommandScope & {
    medication: MedicationRow;
    patient: VisiblePatient;
    input: AdministerMedicationInput;
    witness: ProvenWitness | null;
  },
): Promise<AdministrationRow> {
  const { trx, actor, now, medication, patient, input } = scope;
  if (!medication.is_active) throw conflict(MESSAGES.medicationInactive);
  const witness = witnessOf(scope, input, scope.witness);
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
      witnessed: witness !== null,
      witness_id: witness?.userId ?? null,
      medication_version: medication.version,
      recorded_at: now,
    })
    .returning(ADMINISTRATION_COLUMNS)
    .executeTakeFirstOrThrow();
  await auditChange(scope, {
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
      medicationVersion: medication.version,
      witnessId: row.witness_id,
    },
  });
  await publishEvent(trx, { kind: 'administration.recorded', resourceId: row.id, patientIds: [patient.id] });
  await tellParentsOfDose({ trx, now, patient, medicationName: medication.name, outcome: input.outcome });
  return row;
}
