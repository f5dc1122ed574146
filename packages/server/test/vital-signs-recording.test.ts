import { describe, expect, it } from 'vitest';
import type { VitalSignsRecord } from '@carenest/core';
import { liveEventsAbout } from './support/live-events.ts';
import { setUpVitalSignsFixture } from './support/vital-signs-fixture.ts';
import { TEST_DATABASES } from './support/test-database.ts';

describe.each(TEST_DATABASES)('vital signs on %s', (kind) => {
  const { database, people, children, get, record, notificationsOf, auditRows } =
    setUpVitalSignsFixture(kind);

  describe('recording', () => {
    let critical: VitalSignsRecord;

    it('takes author and time from the session and the server clock, and audits CREATE_VITAL_SIGNS', async () => {
      const before = Date.now();
      const response = await record(people.nurse, {
        patientId: children.lily,
        temperature: 98.6,
        heartRate: 88,
        bloodPressureSystolic: 112,
        bloodPressureDiastolic: 70,
        weight: 42.5,
        painScale: 2,
        recordedBy: people.admin.id,
        recordedAt: '2020-01-01T00:00:00Z',
      });
      expect(response.statusCode).toBe(201);
      const saved = response.json<{ record: VitalSignsRecord }>().record;
      expect(saved).toMatchObject({ status: 'normal', alerts: [], temperature: 98.6, weight: 42.5 });
      expect(saved.recordedBy.id).toBe(people.nurse.id);
      expect(new Date(saved.recordedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(saved.respiratoryRate).toBeNull();
      const audit = await auditRows('CREATE_VITAL_SIGNS');
      expect(audit.at(-1)).toMatchObject({ resource_id: saved.id, user_id: people.nurse.id, success: true });
      expect(await liveEventsAbout(database.db, saved.id)).toEqual([
        { kind: 'vital-signs.recorded', patientIds: [children.lily], userIds: [] },
      ]);
      expect(await notificationsOf(people.admin)).toEqual([]);
    });

    it('stores the alerts of the core rule and notifies the assigned nurses and the facility administrators', async () => {
      const response = await record(people.nurse, {
        patientId: children.lily,
        temperature: 103.2,
        heartRate: 130,
        oxygenSaturation: 88,
      });
      critical = response.json<{ record: VitalSignsRecord }>().record;
      expect(critical.status).toBe('critical');
      expect(critical.alerts).toEqual([
        { parameter: 'temperature', value: 103.2, threshold: 99.5, severity: 'high', notificationSent: true },
        { parameter: 'heartRate', value: 130, threshold: 100, severity: 'high', notificationSent: true },
        {
          parameter: 'oxygenSaturation',
          value: 88,
          threshold: 95,
          severity: 'critical',
          notificationSent: true,
        },
      ]);
      for (const user of [people.nurse, people.colleague, people.admin]) {
        const [notification] = await notificationsOf(user);
        expect(notification).toMatchObject({
          severity: 'critical',
          title: 'Critical vital sign alert: Lily Nguyen',
          link: `/patients/${children.lily}?tab=vital-signs`,
        });
        expect(notification!.body).toContain('O2 saturation 88% below 95% (critical)');
        expect(await liveEventsAbout(database.db, notification!.id)).toEqual([
          { kind: 'notification.created', patientIds: [], userIds: [user.id] },
        ]);
      }
      for (const user of [people.unassignedNurse, people.therapist, people.otherAdmin, people.otherNurse])
        expect(await notificationsOf(user)).toEqual([]);
    });

    it('keeps medium alerts in the record (Abnormal) without notifying anyone', async () => {
      const response = await record(people.admin, { patientId: children.lily, temperature: 99.8 });
      const saved = response.json<{ record: VitalSignsRecord }>().record;
      expect(saved.status).toBe('abnormal');
      expect(saved.alerts).toEqual([
        {
          parameter: 'temperature',
          value: 99.8,
          threshold: 99.5,
          severity: 'medium',
          notificationSent: false,
        },
      ]);
      expect(await notificationsOf(people.colleague)).toHaveLength(1);
    });

    it('opens one record for whoever may see the patient, and 404 for another facility', async () => {
      const detail = await get(people.colleague, `/api/vital-signs/${critical.id}`);
      expect(detail.json().record.id).toBe(critical.id);
      expect((await get(people.otherAdmin, `/api/vital-signs/${critical.id}`)).statusCode).toBe(404);
      expect((await get(people.unassignedNurse, `/api/vital-signs/${critical.id}`)).statusCode).toBe(404);
    });
  });
});
