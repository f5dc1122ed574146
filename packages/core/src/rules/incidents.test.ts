import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import { reportIncidentSchema } from '../schemas/incident-requests.ts';
import {
  INCIDENT_CLOCK_SKEW_MS,
  isNotInFuture,
  mergeAgencyNotifications,
  missingAgencyReports,
} from './incidents.ts';

const now = new Date('2026-11-24T15:00:00Z');

describe('incident rules', () => {
  it('asks a suspicion of abuse or neglect for both HHSC and law enforcement (26 TAC §550.903), nothing of others', () => {
    expect(missingAgencyReports('abuse_or_neglect_suspicion', [])).toEqual(['hhsc', 'law_enforcement']);
    expect(missingAgencyReports('abuse_or_neglect_suspicion', [{ agency: 'hhsc' }])).toEqual([
      'law_enforcement',
    ]);
    expect(
      missingAgencyReports('abuse_or_neglect_suspicion', [{ agency: 'law_enforcement' }, { agency: 'hhsc' }]),
    ).toEqual([]);
    expect(missingAgencyReports('fall_or_injury', [])).toEqual([]);
  });

  it('replaces an agency recorded again and keeps the others', () => {
    const merged = mergeAgencyNotifications(
      [
        { agency: 'hhsc' as const, reference: 'old' },
        { agency: 'law_enforcement' as const, reference: 'PD-1' },
      ],
      [{ agency: 'hhsc' as const, reference: 'new' }],
    );
    expect(merged).toEqual([
      { agency: 'law_enforcement', reference: 'PD-1' },
      { agency: 'hhsc', reference: 'new' },
    ]);
  });

  it('takes an instant up to the clock skew ahead, not later', () => {
    expect(isNotInFuture(new Date(now.getTime() + INCIDENT_CLOCK_SKEW_MS), now)).toBe(true);
    expect(isNotInFuture(new Date(now.getTime() + INCIDENT_CLOCK_SKEW_MS + 1), now)).toBe(false);
    expect(isNotInFuture('2026-11-24T14:00:00Z', now)).toBe(true);
  });

  it('refuses a report of a child incident naming no child, and a finding on another kind', () => {
    const base = {
      incidentType: 'fall_or_injury',
      occurredAt: new Date(Date.now() - 60_000).toISOString(),
      location: 'Hall',
      description: 'Tripped',
      children: [],
    };
    const noChild = reportIncidentSchema.safeParse(base);
    expect(noChild.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['children', MESSAGES.incidentChildrenRequired],
    ]);
    const equipment = reportIncidentSchema.safeParse({ ...base, incidentType: 'equipment_failure' });
    expect(equipment.success).toBe(true);
    const finding = reportIncidentSchema.safeParse({
      ...base,
      incidentType: 'equipment_failure',
      medicationErrorFinding: {
        eodReportId: '5b7e4c1a-2f3d-4e5f-9a8b-7c6d5e4f3a2b',
        administrationId: '5b7e4c1a-2f3d-4e5f-9a8b-7c6d5e4f3a2c',
      },
    });
    expect(finding.error?.issues[0]?.path).toEqual(['medicationErrorFinding']);
  });
});
