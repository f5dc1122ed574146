import { describe, expect, it } from 'vitest';
import {
  IMMUNIZATION_SCHEDULE,
  IMMUNIZATION_SERIES,
  VACCINES,
  addMonths,
  immunizationStatus,
} from './immunization-schedule.ts';

const standingOf = (birthDate: string, today: string, codes: string[]) =>
  Object.fromEntries(immunizationStatus(birthDate, today, codes).map((line) => [line.series, line.standing]));

describe('the childhood immunization schedule', () => {
  it('orders every series by due age, each overdue age after its due age', () => {
    for (const series of IMMUNIZATION_SERIES) {
      const doses = IMMUNIZATION_SCHEDULE[series].doses;
      doses.forEach((dose, index) => {
        expect(dose.overdueMonths).toBeGreaterThan(dose.dueMonths);
        if (index > 0) expect(dose.dueMonths).toBeGreaterThanOrEqual(doses[index - 1]!.dueMonths);
      });
    }
  });

  it('names only known series for every CVX code', () => {
    for (const vaccine of Object.values(VACCINES)) {
      for (const series of vaccine.series) expect(IMMUNIZATION_SERIES).toContain(series);
    }
  });

  it('adds months keeping the day, or the last day of a shorter month', () => {
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-03-15', 12)).toBe('2025-03-15');
  });
});

describe("a child's standing against the schedule", () => {
  it('has only the birth dose of hepatitis B due on the day of birth', () => {
    const standing = standingOf('2026-01-10', '2026-01-10', []);
    expect(standing.hepb).toBe('due');
    expect(standing.dtap).toBe('up_to_date');
    expect(standing.mmr).toBe('up_to_date');
  });

  it('calls a dose overdue once the overdue age has passed without it', () => {
    expect(standingOf('2026-01-10', '2026-03-09', []).hepb).toBe('due');
    expect(standingOf('2026-01-10', '2026-03-10', []).hepb).toBe('overdue');
  });

  it('counts a combination vaccine toward each series it covers', () => {
    const standing = standingOf('2025-01-10', '2025-03-20', ['08', '08', '110']);
    expect(standing.hepb).toBe('complete');
    expect(standing.dtap).toBe('up_to_date');
    expect(standing.ipv).toBe('up_to_date');
    expect(standing.hib).toBe('due');
  });

  it('gives the next due day and none once the series is complete', () => {
    const [hepb] = immunizationStatus('2025-01-10', '2025-03-20', ['08']);
    expect(hepb).toMatchObject({ dosesRecorded: 1, dosesDue: 2, nextDueOn: '2025-02-10' });
    const [complete] = immunizationStatus('2025-01-10', '2025-03-20', ['08', '08', '08']);
    expect(complete).toMatchObject({ standing: 'complete', nextDueOn: null });
  });

  it('does not count a vaccine outside the schedule (influenza) toward any series', () => {
    const lines = immunizationStatus('2020-01-10', '2026-01-10', ['88', '88', '88', '88', '88']);
    expect(lines.every((line) => line.dosesRecorded === 0 && line.standing === 'overdue')).toBe(true);
  });
});
