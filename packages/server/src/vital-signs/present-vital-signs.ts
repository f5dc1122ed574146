import {
  vitalStatusOf,
  type AppliedRange,
  type StoredVitalAlert,
  type VitalSignsRecord,
} from '@carenest/core';
import type { VitalSignsRow } from './load-vital-signs.ts';

/** A numeric column's text as a number (null stays null). */
const decimal = (value: string | null): number | null => (value === null ? null : Number(value));

/** A jsonb column as read (PGlite and node-postgres both parse it; text is parsed here for safety). */
const json = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

/** A stored record as the API presents it: explicit fields, status from the core rule. */
export function presentVitalSigns(row: VitalSignsRow): VitalSignsRecord {
  const alerts = json(row.alerts) as StoredVitalAlert[];
  const appliedRanges = json(row.applied_ranges) as AppliedRange[];
  return {
    id: row.id,
    patientId: row.patient_id,
    patientName: `${row.first_name} ${row.last_name}`,
    medicalRecordNumber: row.medical_record_number,
    recordedAt: row.recorded_at.toISOString(),
    recordedBy: { id: row.recorded_by, name: `${row.recorder_first_name} ${row.recorder_last_name}` },
    temperature: decimal(row.temperature),
    heartRate: row.heart_rate,
    bloodPressureSystolic: row.blood_pressure_systolic,
    bloodPressureDiastolic: row.blood_pressure_diastolic,
    respiratoryRate: row.respiratory_rate,
    oxygenSaturation: row.oxygen_saturation,
    weight: decimal(row.weight),
    height: decimal(row.height),
    painScale: row.pain_scale,
    alerts: alerts.map((alert) => ({
      parameter: alert.parameter,
      value: alert.value,
      threshold: alert.threshold,
      severity: alert.severity,
      notificationSent: alert.notificationSent,
    })),
    appliedRanges: appliedRanges.map((range) => ({
      measurement: range.measurement,
      source: range.source,
      notifyLow: range.notifyLow,
      notifyHigh: range.notifyHigh,
      criticalLow: range.criticalLow,
      criticalHigh: range.criticalHigh,
      orderedBy: range.orderedBy,
      orderedOn: range.orderedOn,
    })),
    status: vitalStatusOf(alerts),
  };
}
