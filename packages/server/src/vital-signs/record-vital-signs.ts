import {
  VITAL_MEASUREMENTS,
  computeVitalAlerts,
  isNotifiableAlert,
  vitalStatusOf,
  type RecordVitalSignsInput,
  type StoredVitalAlert,
  type VitalSignsRecord,
} from '@carenest/core';
import type { Transaction } from 'kysely';
import type { Actor } from '../shared/actor.ts';
import { appendAudit, type AuditContext } from '../audit/append-audit.ts';
import type { Database } from '../db/schema.ts';
import { createNotifications, findCareTeam } from '../notifications/notify-care-team.ts';
import { describeAlertsForNotification } from './alert-notification.ts';
import { findVisibleVitalSigns } from './load-vital-signs.ts';
import type { VitalSignsPatient } from './vital-signs-patient.ts';

/**
 * Records a patient's vital signs by the signed-in user at the server's time, with the alerts of the core
 * rule stored beside them. High and critical alerts notify the patient's actively assigned nurses and the
 * facility's administrators; the record, its notifications and the CREATE_VITAL_SIGNS audit row commit
 * together or not at all.
 */
export async function recordVitalSigns(
  trx: Transaction<Database>,
  context: AuditContext,
  actor: Actor,
  patient: VitalSignsPatient,
  input: RecordVitalSignsInput,
  now: Date,
): Promise<VitalSignsRecord> {
  const alerts = computeVitalAlerts(input);
  const notifiable = alerts.filter(isNotifiableAlert);
  const recipients = notifiable.length > 0 ? await findCareTeam(trx, patient) : [];
  const stored: StoredVitalAlert[] = alerts.map((alert) => ({
    ...alert,
    notificationSent: isNotifiableAlert(alert) && recipients.length > 0,
  }));
  const { id } = await trx
    .insertInto('vital_signs')
    .values({
      patient_id: patient.id,
      recorded_by: actor.userId,
      recorded_at: now,
      temperature: input.temperature ?? null,
      heart_rate: input.heartRate ?? null,
      blood_pressure_systolic: input.bloodPressureSystolic ?? null,
      blood_pressure_diastolic: input.bloodPressureDiastolic ?? null,
      respiratory_rate: input.respiratoryRate ?? null,
      oxygen_saturation: input.oxygenSaturation ?? null,
      weight: input.weight ?? null,
      height: input.height ?? null,
      pain_scale: input.painScale ?? null,
      alerts: JSON.stringify(stored),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await createNotifications(trx, recipients, describeAlertsForNotification(patient, notifiable), now);
  const record = await findVisibleVitalSigns(trx, actor, id);
  if (!record) throw new Error('a recorded vital signs record could not be read back');
  await appendAudit(trx, context, {
    action: 'CREATE_VITAL_SIGNS',
    resourceType: 'VITAL_SIGNS',
    resourceId: id,
    newValues: {
      patientId: patient.id,
      ...Object.fromEntries(
        VITAL_MEASUREMENTS.map((measurement) => [measurement, input[measurement] ?? null]),
      ),
      status: vitalStatusOf(stored),
      alertCount: stored.length,
      notifiedCount: recipients.length,
    },
  });
  return record;
}
