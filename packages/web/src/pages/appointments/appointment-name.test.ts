import { describe, expect, it } from 'vitest';
import type { Appointment } from '@carenest/core';
import { appointmentName } from './appointment-name.ts';

const visit: Appointment = {
  id: '00000000-0000-4000-8000-000000000001',
  patient: { id: '00000000-0000-4000-8000-000000000002', name: 'Lily Nguyen' },
  appointmentType: 'physician_visit',
  status: 'scheduled',
  startsAt: '2026-03-02T15:00:00.000Z',
  durationMinutes: 30,
  location: '',
  notes: '',
  preferredDate: null,
  requestedBy: null,
  responseMessage: null,
  cancellation: null,
  previousStartsAt: null,
  completion: null,
};

describe('how a button names the appointment it acts on', () => {
  it('says the kind and the time on the facility clock', () => {
    expect(appointmentName(visit, 'America/New_York', false)).toMatch(/^Physician visit, .*10:00 AM$/);
  });

  it('names the child when the list shows several', () => {
    expect(appointmentName(visit, 'America/New_York', true)).toMatch(/^Physician visit for Lily Nguyen, /);
  });

  it('calls a request without a time a request', () => {
    expect(appointmentName({ ...visit, status: 'requested', startsAt: null }, 'UTC', false)).toBe(
      'Physician visit request',
    );
  });
});
