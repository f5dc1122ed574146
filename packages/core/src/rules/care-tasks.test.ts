import { describe, expect, it } from 'vitest';
import type { CareTask } from '../schemas/dashboard.ts';
import { careTaskLink, orderCareTasks, readingsAwaitingRecheck } from './care-tasks.ts';

const task = (kind: CareTask['kind'], dueAt: string, name = 'Lily Nguyen'): CareTask => ({
  id: `${kind}:${dueAt}:${name}`,
  kind,
  title: kind,
  description: '',
  patient: { id: '8d3c1a1e-59c4-4c09-9d1f-2a7a4d7f0b11', name },
  dueAt,
  link: careTaskLink(kind, '8d3c1a1e-59c4-4c09-9d1f-2a7a4d7f0b11'),
});

describe('care tasks', () => {
  it('links each kind to where it is done', () => {
    expect(careTaskLink('dose_due', 'p')).toBe('/patients/p?tab=medications');
    expect(careTaskLink('dose_overdue', 'p')).toBe('/patients/p?tab=medications');
    expect(careTaskLink('recheck_due', 'p')).toBe('/patients/p?tab=vital-signs');
    expect(careTaskLink('nursing_note_due', 'p')).toBe('/clinical-notes?new=1');
    expect(careTaskLink('appointment_today', 'p')).toBe('/patients/p');
  });

  it('puts late doses first, then orders by time due and kind, and keeps at most the limit', () => {
    const ordered = orderCareTasks(
      [
        task('appointment_today', '2026-12-01T15:00:00Z'),
        task('dose_due', '2026-12-01T12:00:00Z'),
        task('recheck_due', '2026-12-01T12:00:00Z'),
        task('dose_overdue', '2026-12-01T13:00:00Z'),
      ],
      3,
    );
    expect(ordered.map((entry) => entry.kind)).toEqual(['dose_overdue', 'recheck_due', 'dose_due']);
  });

  it('wants a recheck only after the latest reading of a child raised an alert and no note followed', () => {
    const at = (time: string) => new Date(`2026-12-01T${time}:00Z`);
    const readings = [
      { patientId: 'lily', recordedAt: at('09:00'), hasAlerts: true },
      { patientId: 'lily', recordedAt: at('09:30'), hasAlerts: false },
      { patientId: 'zoe', recordedAt: at('10:00'), hasAlerts: true },
      { patientId: 'omar', recordedAt: at('10:00'), hasAlerts: true },
    ];
    const notes = [
      { patientId: 'omar', createdAt: at('10:05') },
      { patientId: 'zoe', createdAt: at('09:55') },
    ];
    expect(readingsAwaitingRecheck(readings, notes).map((reading) => reading.patientId)).toEqual(['zoe']);
  });
});
