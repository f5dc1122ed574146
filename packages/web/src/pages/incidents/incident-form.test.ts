import { describe, expect, it } from 'vitest';
import {
  blankIncidentForm,
  medicationErrorReportPath,
  prefillOf,
  reportedAgencies,
  toReportInput,
} from './incident-form.ts';

const zone = 'America/New_York';
const now = new Date('2026-11-24T15:30:00Z');

describe('the Report Incident form', () => {
  it('starts now on the facility clock, the reporter giving the care, no agency told', () => {
    const values = blankIncidentForm({}, 'nurse-1', now, zone);
    expect(values.occurredAt).toBe('2026-11-24T10:30');
    expect(values.children).toEqual([
      expect.objectContaining({ patientId: '', careGivenBy: 'nurse-1', isParentNotified: false }),
    ]);
    expect(reportedAgencies(values)).toEqual([]);
  });

  it('sends instants, the parent notification only when a parent was told, both agencies for a suspicion', () => {
    const values = blankIncidentForm({ patientId: 'child-1' }, 'nurse-1', now, zone);
    values.children[0]!.isParentNotified = true;
    values.children[0]!.parentNotification.notifiedName = 'Mother';
    const input = toReportInput(values, zone);
    expect(input.occurredAt).toBe('2026-11-24T15:30:00.000Z');
    expect(input.children?.[0]?.parentNotification).toEqual({
      notifiedName: 'Mother',
      notifiedAt: '2026-11-24T15:30:00.000Z',
      method: 'phone',
    });
    expect(input.notifiedAgencies).toEqual([]);
    const suspicion = toReportInput({ ...values, incidentType: 'abuse_or_neglect_suspicion' }, zone);
    expect(suspicion.notifiedAgencies?.map((entry) => entry.agency)).toEqual(['hhsc', 'law_enforcement']);
  });

  it('reads back the prefill of an end-of-day medication error from its address', () => {
    const path = medicationErrorReportPath({
      eodReportId: 'report-1',
      administrationId: 'dose-1',
      patientId: 'child-1',
    });
    const prefill = prefillOf(new URL(path, 'http://localhost').searchParams);
    expect(prefill).toEqual({
      incidentType: 'medication_error',
      patientId: 'child-1',
      medicationErrorFinding: { eodReportId: 'report-1', administrationId: 'dose-1' },
    });
    expect(prefillOf(new URLSearchParams())).toBeNull();
  });
});
