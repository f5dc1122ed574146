import type { CareTask, CareTaskKind } from '../schemas/dashboard.ts';

/** The most entries the dashboard's Tasks & Reminders shows a member of the care team. */
export const CARE_TASK_LIMIT = 12;

/** What comes first among tasks due at the same time: late doses, then rechecks, doses, notes, visits. */
const KIND_ORDER: Record<CareTaskKind, number> = {
  dose_overdue: 0,
  recheck_due: 1,
  dose_due: 2,
  nursing_note_due: 3,
  appointment_today: 4,
};

/** Where each kind of task is done: the chart tab, the new-note form or the chart's appointments. */
export function careTaskLink(kind: CareTaskKind, patientId: string): string {
  switch (kind) {
    case 'dose_overdue':
    case 'dose_due':
      return `/patients/${patientId}?tab=medications`;
    case 'recheck_due':
      return `/patients/${patientId}?tab=vital-signs`;
    case 'nursing_note_due':
      return '/clinical-notes?new=1';
    case 'appointment_today':
      return `/patients/${patientId}`;
  }
}

/** The tasks most pressing first (late doses, then by time due, then kind and child), at most `limit`. */
export function orderCareTasks(tasks: readonly CareTask[], limit = CARE_TASK_LIMIT): CareTask[] {
  return [...tasks]
    .sort(
      (left, right) =>
        Number(right.kind === 'dose_overdue') - Number(left.kind === 'dose_overdue') ||
        left.dueAt.localeCompare(right.dueAt) ||
        KIND_ORDER[left.kind] - KIND_ORDER[right.kind] ||
        left.patient.name.localeCompare(right.patient.name),
    )
    .slice(0, limit);
}

/** A reading as the recheck rule sees it. */
export interface ReadingForRecheck {
  patientId: string;
  recordedAt: Date;
  hasAlerts: boolean;
}

/**
 * The abnormal readings that still want a recheck: a child's latest reading of the day that raised an alert,
 * with no note about the child written after it (the same follow-up the end-of-day report checks).
 */
export function readingsAwaitingRecheck<T extends ReadingForRecheck>(
  readings: readonly T[],
  notes: readonly { patientId: string; createdAt: Date }[],
): T[] {
  const latest = new Map<string, T>();
  for (const reading of readings) {
    const known = latest.get(reading.patientId);
    if (!known || reading.recordedAt > known.recordedAt) latest.set(reading.patientId, reading);
  }
  return [...latest.values()].filter(
    (reading) =>
      reading.hasAlerts &&
      !notes.some((note) => note.patientId === reading.patientId && note.createdAt > reading.recordedAt),
  );
}
