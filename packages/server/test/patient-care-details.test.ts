import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@carenest/core';
import {
  assignStaff,
  createFacility,
  createPatient,
  createUser,
  linkParent,
  type TestUser,
} from './support/factories.ts';
import { setUpIntegrationSuite } from './support/integration-suite.ts';
import { TEST_DATABASES } from './support/test-database.ts';

/** A valid care-details body: the chart's allergies, physicians, diagnoses, therapies and complexity. */
const careDetails = {
  allergies: [
    { allergen: 'Peanuts', reaction: 'Anaphylaxis', severity: 'life-threatening', notes: 'EpiPen in bag' },
  ],
  physicians: [{ name: 'Dr. Lee', specialty: 'Neurology', phoneNumber: '(407) 555-0100', isPrimary: true }],
  secondaryDiagnoses: ['Z93.1'],
  requiredTherapies: ['physical'],
  careComplexity: 'high',
};

describe.each(TEST_DATABASES)(
  'care details of a chart (nurses and therapists: "patients: update") on %s',
  (kind) => {
    const suite = setUpIntegrationSuite(kind, { signIn: 'database' });
    const people = {} as Record<'admin' | 'nurse' | 'otherNurse' | 'parent', TestUser>;
    let child: string;
    const careUrl = () => `/api/patients/${child}/care`;

    beforeAll(async () => {
      const { db } = suite.database;
      const facility = await createFacility(db);
      people.admin = await createUser(db, 'administrator', facility);
      people.nurse = await createUser(db, 'nurse', facility);
      people.otherNurse = await createUser(db, 'nurse', await createFacility(db));
      people.parent = await createUser(db, 'parent', null);
      child = await createPatient(db, facility, {
        firstName: 'Mila',
        medicalRecordNumber: 'MRN-CARE-0001',
        careComplexity: 'low',
      });
      await assignStaff(db, child, people.nurse, people.admin.id);
      await linkParent(db, child, people.parent.id);
    });

    it('answers 401 to a request without a session', async () => {
      expect((await suite.call(null, 'PUT', careUrl(), careDetails)).statusCode).toBe(401);
    });

    it('answers 400 with the field message for an allergy without an allergen', async () => {
      const response = await suite.call(people.nurse, 'PUT', careUrl(), {
        ...careDetails,
        allergies: [{ allergen: ' ', reaction: 'Hives', severity: 'mild' }],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toMatchObject({ 'allergies.0.allergen': 'Allergen is required' });
    });

    it('refuses the parent of the child with 403: parents read the chart, they do not update it', async () => {
      const response = await suite.call(people.parent, 'PUT', careUrl(), careDetails);
      expect(response.statusCode).toBe(403);
    });

    it('answers 404 to a nurse of another facility, as for a chart that does not exist', async () => {
      const response = await suite.call(people.otherNurse, 'PUT', careUrl(), careDetails);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(MESSAGES.notFound);
    });

    it('refuses the nurse the whole record (PUT /api/patients/{id}) with 403, so the MRN stays', async () => {
      const chart = (await suite.get(people.nurse, `/api/patients/${child}`)).json().patient;
      const response = await suite.call(people.nurse, 'PUT', `/api/patients/${child}`, {
        firstName: chart.firstName,
        lastName: chart.lastName,
        dateOfBirth: chart.dateOfBirth,
        medicalRecordNumber: 'MRN-CHANGED-BY-NURSE',
        primaryDiagnosis: chart.primaryDiagnosis,
        careComplexity: chart.careComplexity,
      });
      expect(response.statusCode).toBe(403);
      const after = (await suite.get(people.nurse, `/api/patients/${child}`)).json().patient;
      expect(after.medicalRecordNumber).toBe('MRN-CARE-0001');
    });

    it('lets the assigned nurse update the allergies, audited with old and new values of what changed', async () => {
      const response = await suite.call(people.nurse, 'PUT', careUrl(), careDetails);
      expect(response.statusCode).toBe(200);
      expect(response.json().patient).toMatchObject({
        medicalRecordNumber: 'MRN-CARE-0001',
        careComplexity: 'high',
        allergyCount: 1,
        allergies: [{ allergen: 'Peanuts', severity: 'life-threatening', notes: 'EpiPen in bag' }],
        physicians: [{ name: 'Dr. Lee', isPrimary: true }],
      });
      const audit = await suite.database.db
        .selectFrom('audit_log')
        .select(['user_id', 'old_values', 'new_values', 'success'])
        .where('action', '=', 'UPDATE')
        .where('resource_id', '=', child)
        .execute();
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ user_id: people.nurse.id, success: true });
      expect(audit[0]!.old_values).toEqual({
        allergies: [],
        physicians: [],
        secondaryDiagnoses: [],
        careComplexity: 'low',
      });
      expect(audit[0]!.new_values).toEqual({
        allergies: careDetails.allergies,
        physicians: [{ ...careDetails.physicians[0], email: null }],
        secondaryDiagnoses: ['Z93.1'],
        careComplexity: 'high',
      });
    });

    it('shows the new allergies on the chart to everyone who sees the child, and announces the change', async () => {
      const chart = (await suite.get(people.parent, `/api/patients/${child}`)).json().patient;
      expect(chart.allergies.map((allergy: { allergen: string }) => allergy.allergen)).toEqual(['Peanuts']);
      const events = await suite.database.db
        .selectFrom('live_events')
        .select(['kind', 'patient_ids'])
        .where('resource_id', '=', child)
        .execute();
      expect(events).toEqual([{ kind: 'patient.changed', patient_ids: [child] }]);
    });
  },
);
