import { describe, expect, it } from 'vitest';
import { MESSAGES, vitalRangeMessage, vitalStepMessage } from '@carenest/core';
import { setUpVitalSignsFixture } from './support/vital-signs-fixture.ts';
import { TEST_DATABASES } from './support/test-database.ts';

describe.each(TEST_DATABASES)('vital signs on %s', (kind) => {
  const { database, people, children, inject, get, record } = setUpVitalSignsFixture(kind);

  describe('who may read and record', () => {
    it('answers 401 to a signed-out visitor', async () => {
      const read = await inject({ method: 'GET', url: '/api/vital-signs' });
      const write = await inject({ method: 'POST', url: '/api/vital-signs', payload: {} });
      expect([read.statusCode, write.statusCode]).toEqual([401, 401]);
      expect(read.json().error.message).toBe(MESSAGES.notAuthenticated);
    });

    it('answers 403 to the therapist, the parent and the driver, even for their own child', async () => {
      for (const user of [people.therapist, people.parent, people.driver]) {
        expect((await get(user, '/api/vital-signs')).statusCode).toBe(403);
        expect((await record(user, { patientId: children.lily, heartRate: 90 })).statusCode).toBe(403);
        expect((await get(user, '/api/vital-signs/export?format=csv')).statusCode).toBe(403);
        expect((await get(user, `/api/vital-signs/trend?patientId=${children.lily}`)).statusCode).toBe(403);
      }
    });

    it('answers 400 with the field message for out-of-bounds, off-step and text values', async () => {
      const cases: [object, string, string][] = [
        [{ temperature: 110.1 }, 'temperature', vitalRangeMessage('temperature')],
        [{ oxygenSaturation: 49 }, 'oxygenSaturation', vitalRangeMessage('oxygenSaturation')],
        [{ temperature: 98.65 }, 'temperature', vitalStepMessage('temperature')],
        [{ heartRate: 72.5 }, 'heartRate', vitalStepMessage('heartRate')],
        [{ heartRate: 'fast' }, 'heartRate', 'Heart rate must be a number'],
        [{}, 'temperature', MESSAGES.vitalMeasurementRequired],
      ];
      for (const [fields, field, message] of cases) {
        const response = await record(people.nurse, { patientId: children.lily, ...fields });
        expect(response.statusCode, JSON.stringify(fields)).toBe(400);
        expect(response.json().error.fields[field]).toBe(message);
      }
      const noPatient = await record(people.nurse, { heartRate: 90 });
      expect(noPatient.json().error.fields.patientId).toBe(MESSAGES.selectPatient);
    });

    it("answers 404 for a patient the user may not see: another nurse's child, another facility's", async () => {
      const unassigned = await record(people.nurse, { patientId: children.zoe, heartRate: 90 });
      expect(unassigned.statusCode).toBe(404);
      expect(unassigned.json().error.message).toBe(MESSAGES.patientNotFound);
      expect((await record(people.admin, { patientId: children.omar, heartRate: 90 })).statusCode).toBe(404);
      expect((await get(people.nurse, `/api/vital-signs/trend?patientId=${children.zoe}`)).statusCode).toBe(
        404,
      );
      const rows = await database.db.selectFrom('vital_signs').select('id').execute();
      expect(rows).toEqual([]);
    });
  });
});
