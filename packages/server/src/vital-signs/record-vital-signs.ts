import {
  VITAL_MEASUREMENTS,
  isNotifiableAlert,
  judgeVitalSigns,
  vitalEntryProblem,
  vitalStatusOf,
  type RecordVitalSignsInput,
  type StoredVitalAlert,
} from '@carenest/core';
import { publishEvent } from '../events/publish-event.ts';
import { createNotifications, findCareTeam } from '../notifications/index.ts';
import type { VisiblePatient } from '../shared/patient-scope.ts';
import { badRequest } from '../lib/http-error.ts';
import { auditChange, type CommandScope } from '../shared/request-scope.ts';
import { loadChildDefaults, loadChildParameters } from '../vital-parameters/index.ts';
import { describeAlertsForNotification } from './alert-notification.ts';

/**
 * Records a patient's vital signs by the signed-in user at the server's time. A value outside what a child of
 * their age band can show is refused (400 naming the field and the band); the reading is judged by the child's
 * own physician-ordered parameters where set and the facility's default ranges otherwise (the spec's, or the
 * child's PALS age band); the alerts and the rule applied to each watched measurement are stored beside them. High and critical alerts notify the patient's actively assigned nurses and the
 * facility's administrators; the record, its notifications and the CREATE_VITAL_SIGNS audit row commit
 * together or not at all. Announced as vital-signs.recorded; answers the new record's id.
 */
export async function recordVitalSigns(
  scope: CommandScope & { patient: VisiblePatient; input: RecordVitalSignsInput },
): Promise<string> {
  const { trx, actor, now, patient, input } = scope;
  const { defaults } = await loadChildDefaults(trx, patient, now);
  const problem = vitalEntryProblem(input, defaults.band);
  if (problem) throw badRequest(problem.message, { [problem.field]: problem.message });
  const parameters = await loadChildParameters(trx, patient.id);
  const { alerts, appliedRanges } = judgeVitalSigns(input, parameters, defaults);
  const notifiable = alerts.filter(isNotifiableAlert);
  const recipientIds = notifiable.length > 0 ? await findCareTeam(trx, patient) : [];
  const stored: StoredVitalAlert[] = alerts.map((alert) => ({
    ...alert,
    notificationSent: isNotifiableAlert(alert) && recipientIds.length > 0,
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
      applied_ranges: JSON.stringify(appliedRanges),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const content = describeAlertsForNotification(patient, notifiable);
  await createNotifications({ ...scope, recipientIds, content });
  await auditChange(scope, {
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
      childParameters: appliedRanges
        .filter((range) => range.source === 'child')
        .map((range) => range.measurement),
      notifiedCount: recipientIds.length,
    },
  });
  await publishEvent(trx, { kind: 'vital-signs.recorded', resourceId: id, patientIds: [patient.id] });
  return id;
}
