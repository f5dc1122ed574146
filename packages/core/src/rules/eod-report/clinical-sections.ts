import { CLINICAL_NOTE_TYPES } from '../../schemas/clinical-notes.ts';
import type { EodMedicationError } from '../../schemas/eod-incidents.ts';
import type { EodSections } from '../../schemas/eod-reports.ts';
import { DOSE_TIMING, scheduleDoses, type RecordedDose } from '../medication-schedule.ts';
import type { EodDayRecords } from './day-records.ts';
import { presenceOf, type DayIndex } from './day-index.ts';

const MINUTE_MS = 60_000;

/** sections.clinicalNotes: notes by type and author, incident reports, amendments, and each child's summary. */
export function buildClinicalNotesSection(
  records: EodDayRecords,
  index: DayIndex,
): EodSections['clinicalNotes'] {
  const byAuthor = new Map<string, { count: number; last: Date }>();
  for (const note of records.notes) {
    const entry = byAuthor.get(note.authorId) ?? { count: 0, last: note.createdAt };
    entry.count += 1;
    if (note.createdAt > entry.last) entry.last = note.createdAt;
    byAuthor.set(note.authorId, entry);
  }
  const children = new Set([
    ...records.notes.map((note) => note.patientId),
    ...records.vitals.map((reading) => reading.patientId),
    ...presenceOf(records).keys(),
  ]);
  return {
    totalNotes: records.notes.length,
    notesByType: CLINICAL_NOTE_TYPES.map((noteType) => ({
      noteType,
      count: records.notes.filter((note) => note.noteType === noteType).length,
    })),
    criticalIncidents: records.notes.filter((note) => note.noteType === 'incident_report').length,
    amendmentsCount: records.amendments.length,
    staffContributions: [...byAuthor]
      .map(([staffId, entry]) => ({
        staffId,
        staffName: index.staffName(staffId),
        notesCount: entry.count,
        lastActivity: entry.last.toISOString(),
      }))
      .sort(
        (left, right) => right.notesCount - left.notesCount || left.staffName.localeCompare(right.staffName),
      ),
    patientSummaries: index.sortByName([...children]).map((patientId) => {
      const notes = records.notes.filter((note) => note.patientId === patientId);
      const last = records.vitals
        .filter((reading) => reading.patientId === patientId)
        .reduce<EodDayRecords['vitals'][number] | null>(
          (latest, reading) => (latest && latest.recordedAt >= reading.recordedAt ? latest : reading),
          null,
        );
      return {
        patientId,
        patientName: index.patientName(patientId),
        notesCount: notes.length,
        hasIncidents: notes.some((note) => note.noteType === 'incident_report'),
        lastVitals: last
          ? {
              recordedAt: last.recordedAt.toISOString(),
              temperature: last.temperature,
              heartRate: last.heartRate,
              bloodPressure: last.systolic === null ? null : `${last.systolic}/${last.diastolic ?? '-'}`,
              oxygenSaturation: last.oxygenSaturation,
            }
          : null,
      };
    }),
  };
}

/** How one scheduled dose of the day ended, as the report counts it. */
export interface DoseOutcome {
  patientId: string;
  medicationId: string;
  medicationName: string;
  scheduledAt: Date;
  result: 'on_time' | 'late' | 'missed' | 'held' | 'refused' | 'given_at_home';
  /** For held and refused doses: whether a reason was recorded. */
  hasReason: boolean;
  /** The administration that recorded a given dose. */
  administrationId?: string;
}

/**
 * The day's scheduled doses of the children at the center, through the eMAR's own schedule rule. A recorded
 * dose counts whatever the child's attendance; an unrecorded one counts as missed only when it fell due while
 * the child was at the center (from 60 minutes before check-in to check-out) and its window has closed by the
 * report's time. A correction (an amended administration) replaces the outcome it amends.
 */
export function doseOutcomesOf(records: EodDayRecords): DoseOutcome[] {
  const presence = presenceOf(records);
  const window = DOSE_TIMING.windowMinutes * MINUTE_MS;
  const corrections = new Map<string, EodDayRecords['administrations'][number]>();
  for (const correction of records.administrations) {
    if (correction.amendsId) corrections.set(correction.amendsId, correction);
  }
  const originalsByMedication = new Map<string, EodDayRecords['administrations'][number][]>();
  for (const record of records.administrations) {
    if (record.amendsId || !record.scheduledFor) continue;
    originalsByMedication.set(record.medicationId, [
      ...(originalsByMedication.get(record.medicationId) ?? []),
      record,
    ]);
  }
  const outcomes: DoseOutcome[] = [];
  for (const medication of records.medications) {
    const originals = originalsByMedication.get(medication.id) ?? [];
    const administrations = originals.map((record) => corrections.get(record.id) ?? record);
    const recorded: RecordedDose[] = originals.map((original, position) => ({
      scheduledFor: original.scheduledFor!,
      outcome: administrations[position]!.outcome,
      administrationId: administrations[position]!.id,
    }));
    const doses = scheduleDoses({
      scheduledTimes: medication.scheduledTimes,
      day: records.reportDate,
      timeZone: records.facility.timeZone,
      recorded,
      now: records.asOf,
      startDate: medication.startDate,
      orderedAt: medication.orderedAt,
      ...(medication.versions ? { versions: medication.versions } : {}),
      stoppedAt: medication.stoppedAt ?? null,
      givenAtHome: records.homeDoses
        .filter((dose) => dose.medicationId === medication.id)
        .map((dose) => dose.givenAt),
    });
    const stay = presence.get(medication.patientId);
    for (const dose of doses) {
      const base = {
        patientId: medication.patientId,
        medicationId: medication.id,
        medicationName: medication.name,
        scheduledAt: dose.scheduledAt,
      };
      const record = administrations.find((entry) => entry.id === dose.administrationId);
      if (record && dose.status === 'given') {
        const offset = Math.abs(record.administeredAt.getTime() - dose.scheduledAt.getTime());
        outcomes.push({
          ...base,
          result: offset <= window ? 'on_time' : 'late',
          hasReason: true,
          administrationId: record.id,
        });
      } else if (record && (dose.status === 'held' || dose.status === 'refused')) {
        outcomes.push({ ...base, result: dose.status, hasReason: Boolean(record.reason?.trim()) });
      } else if (dose.status === 'given_at_home') {
        outcomes.push({ ...base, result: 'given_at_home', hasReason: true });
      } else if (dose.status === 'missed' || dose.status === 'late') {
        const at = dose.scheduledAt.getTime();
        const isAtCenter =
          stay !== undefined &&
          at >= stay.checkedInAt.getTime() - window &&
          at <= (stay.checkedOutAt ?? records.asOf).getTime();
        if (isAtCenter) outcomes.push({ ...base, result: 'missed', hasReason: false });
      }
    }
  }
  return outcomes;
}

/** Counts of doses by result, for the section's totals and its rows. */
function countDoses(doses: readonly DoseOutcome[]) {
  const of = (result: DoseOutcome['result']) => doses.filter((dose) => dose.result === result).length;
  const onTime = of('on_time');
  const late = of('late');
  return {
    scheduled: doses.filter((dose) => dose.result !== 'given_at_home').length,
    given: onTime + late,
    onTime,
    late,
    missed: of('missed'),
    held: of('held'),
    refused: of('refused'),
  };
}

/**
 * Two administrations recorded as given for one medication's same scheduled time, neither corrected: a
 * duplicate dose (the later record of the two).
 */
function duplicateDoses(records: EodDayRecords): EodDayRecords['administrations'][number][] {
  const corrected = new Set(
    records.administrations.flatMap((record) => (record.amendsId ? [record.amendsId] : [])),
  );
  const seen = new Set<string>();
  const duplicates: EodDayRecords['administrations'][number][] = [];
  for (const record of records.administrations) {
    if (record.amendsId || !record.scheduledFor || record.outcome !== 'given' || corrected.has(record.id))
      continue;
    const key = `${record.medicationId} ${record.scheduledFor.getTime()}`;
    if (seen.has(key)) duplicates.push(record);
    seen.add(key);
  }
  return duplicates;
}

/**
 * The medication errors of the day, each with its administration: wrong-time doses (given outside the
 * window), then duplicate doses.
 */
function medicationErrorsOf(
  records: EodDayRecords,
  index: DayIndex,
  doses: readonly DoseOutcome[],
): EodMedicationError[] {
  const names = new Map(records.medications.map((medication) => [medication.id, medication.name]));
  const wrongTime = doses.flatMap((dose) =>
    dose.result === 'late' && dose.administrationId
      ? [
          {
            patientId: dose.patientId,
            patientName: index.patientName(dose.patientId),
            medicationName: dose.medicationName,
            administrationId: dose.administrationId,
            scheduledAt: dose.scheduledAt.toISOString(),
            kind: 'wrong_time' as const,
          },
        ]
      : [],
  );
  const duplicates = duplicateDoses(records).map((record) => ({
    patientId: record.patientId,
    patientName: index.patientName(record.patientId),
    medicationName: names.get(record.medicationId) ?? '',
    administrationId: record.id,
    scheduledAt: record.scheduledFor!.toISOString(),
    kind: 'duplicate' as const,
  }));
  return [...wrongTime, ...duplicates];
}

/**
 * sections.medications: administrations against the schedule. On time is within the eMAR's 60-minute window;
 * a medication error is a wrong-time dose (given outside the window) or a duplicate dose.
 */
export function buildMedicationsSection(
  records: EodDayRecords,
  index: DayIndex,
  doses: readonly DoseOutcome[],
): EodSections['medications'] {
  const totals = countDoses(doses);
  const measured = totals.scheduled - totals.held - totals.refused;
  const patientIds = index.sortByName([...new Set(doses.map((dose) => dose.patientId))]);
  const medicationNames = [...new Set(doses.map((dose) => dose.medicationName))].sort();
  const errors = medicationErrorsOf(records, index, doses);
  return {
    totalAdministrations: records.administrations.filter((record) => !record.amendsId).length,
    scheduledDoses: totals.scheduled,
    givenOnTime: totals.onTime,
    givenLate: totals.late,
    missedDoses: totals.missed,
    heldDoses: totals.held,
    refusedDoses: totals.refused,
    givenAtHome: doses.filter((dose) => dose.result === 'given_at_home').length,
    amendedRecords: records.administrations.filter((record) => record.amendsId).length,
    onTimeRate: measured > 0 ? totals.onTime / measured : null,
    medicationErrors: errors.length,
    byPatient: patientIds.map((patientId) => ({
      patientId,
      patientName: index.patientName(patientId),
      ...countDoses(doses.filter((dose) => dose.patientId === patientId)),
    })),
    byMedication: medicationNames.map((medicationName) => ({
      medicationName,
      ...countDoses(doses.filter((dose) => dose.medicationName === medicationName)),
    })),
    missed: doses
      .filter((dose) => dose.result === 'missed')
      .map((dose) => ({
        patientId: dose.patientId,
        patientName: index.patientName(dose.patientId),
        medicationName: dose.medicationName,
        scheduledAt: dose.scheduledAt.toISOString(),
      })),
    errors,
  };
}

/** Whether a reading carries an alert of high or critical severity. */
export function isCriticalReading(reading: EodDayRecords['vitals'][number]): boolean {
  return reading.alerts.some((alert) => alert.severity === 'high' || alert.severity === 'critical');
}

/** sections.vitalSigns: readings, alerts, abnormal and critical readings, and each child's trends in time order. */
export function buildVitalSignsSection(records: EodDayRecords, index: DayIndex): EodSections['vitalSigns'] {
  const readings = [...records.vitals].sort(
    (left, right) => left.recordedAt.getTime() - right.recordedAt.getTime(),
  );
  const patientIds = index.sortByName([...new Set(readings.map((reading) => reading.patientId))]);
  return {
    totalReadings: readings.length,
    alertsGenerated: readings.reduce((sum, reading) => sum + reading.alerts.length, 0),
    abnormalReadings: readings.filter((reading) => reading.alerts.length > 0).length,
    criticalReadings: readings.filter(isCriticalReading).length,
    byPatient: patientIds.map((patientId) => {
      const own = readings.filter((reading) => reading.patientId === patientId);
      const points = (value: (reading: (typeof own)[number]) => number | null) =>
        own.flatMap((reading) => {
          const measured = value(reading);
          return measured === null ? [] : [{ at: reading.recordedAt.toISOString(), value: measured }];
        });
      return {
        patientId,
        patientName: index.patientName(patientId),
        readings: own.length,
        abnormalReadings: own.filter((reading) => reading.alerts.length > 0).length,
        trends: {
          temperature: points((reading) => reading.temperature),
          heartRate: points((reading) => reading.heartRate),
          bloodPressure: own.flatMap((reading) =>
            reading.systolic === null || reading.diastolic === null
              ? []
              : [
                  {
                    at: reading.recordedAt.toISOString(),
                    systolic: reading.systolic,
                    diastolic: reading.diastolic,
                  },
                ],
          ),
        },
      };
    }),
  };
}
