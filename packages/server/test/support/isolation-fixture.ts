import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { MEDICATION_SIGNATURE_CANVAS, todayInZone } from '@carenest/core';
import type { Database } from '../../src/db/schema.ts';
import { sampleSignatureDataUrl } from '../../src/hipaa/signature-image.ts';
import { recordSecurityEvent } from '../../src/security/record-security-event.ts';
import { BILLING_SETTINGS } from './billing-fixture.ts';
import { multipartBody, samplePdf, samplePng, waitForScan } from './document-uploads.ts';
import {
  assignStaff,
  createFacility,
  createPatient,
  createSessionCookie,
  createUser,
  linkParent,
  type TestUser,
} from './factories.ts';
import { A_MONDAY_AHEAD, incidentReportFor, patientInputFor, transportRouteFor } from './isolation-inputs.ts';
import { signInAs } from './test-app.ts';
import { createStaffingResources } from './isolation-staffing.ts';

/** Facility A's own people (the rightful owners) and the outsiders who must learn nothing. */
export interface IsolationPeople {
  administratorA: TestUser;
  nurseA: TestUser;
  parentA: TestUser;
  /** The driver of facility A's route. */
  driverA: TestUser;
  /** A parent of facility A, linked to child 2 only: "a parent of another child". */
  parentB: TestUser;
  administratorB: TestUser;
  nurseB: TestUser;
  therapistB: TestUser;
}

/** One real resource of every kind an API route addresses by id, all of facility A and child 1. */
export interface IsolationResources {
  patient: string;
  session: string;
  medication: string;
  administration: string;
  clinicalNote: string;
  vitalSigns: string;
  notification: string;
  document: string;
  user: string;
  assignment: string;
  securityEvent: string;
  systemAlert: string;
  route: string;
  driverTask: string;
  driverMessage: string;
  familyCode: string;
  messageThread: string;
  appointment: string;
  /** An open incident report of child 1's fall. */
  incident: string;
  /** A submitted claim for child 1 (its 837P can be downloaded). */
  claim: string;
  /** Today's end-of-day report of facility A. */
  eodReport: string;
  /** A service of facility A's billing catalogue (97110, modifiers GP and GN). */
  billingService: string;
  /** Parent A, linked to child 1 (the parent a Family access card unlinks). */
  linkedParent: string;
  /** A FHIR backend-service client administrator A registered. */
  fhirClient: string;
  /** Nurse A's shift on the time clock, and a credential of nurse A. */
  timeClockEntry: string;
  credential: string;
}

/** The two facilities, their people with a session each, and facility A's resources. */
export interface IsolationFixture {
  people: IsolationPeople;
  cookies: ReadonlyMap<TestUser, string>;
  resources: IsolationResources;
}

/** The id of a service of the administrator's catalogue. */
async function serviceIdOf(
  send: (user: TestUser, method: 'GET', url: string) => Promise<LightMyRequestResponse>,
  administrator: TestUser,
  code: string,
): Promise<string> {
  const catalogue = successJson<{ services: { id: string; code: string }[] }>(
    await send(administrator, 'GET', '/api/billing/catalogue'),
    'reading the billing catalogue',
  );
  return catalogue.services.find((service) => service.code === code)!.id;
}

/** The JSON of a response that must have succeeded (the owner's own request); anything else stops the suite. */
function successJson<T>(response: LightMyRequestResponse, what: string): T {
  if (response.statusCode >= 300)
    throw new Error(`${what} failed: ${response.statusCode} ${response.body.slice(0, 300)}`);
  return response.json<T>();
}

/**
 * Builds facility A (administrator A, nurse A assigned to child 1, parent A of child 1, parent B of child 2)
 * and facility B (administrator B, nurse B and therapist B, who look after a child of their own), then
 * creates facility A's resources through the API as their rightful owners: the administrator adds child 1
 * and assigns nurse A; nurse A prescribes and gives a dose, writes a note, records vital signs with high
 * alerts (which notify nurse A), uploads a PDF and signs in (a session). The security event and its system
 * alert come from the server's own helper, as a suspicious sign-in would record them.
 */
export async function buildIsolationFixture(
  app: FastifyInstance,
  db: Kysely<Database>,
): Promise<IsolationFixture> {
  const facilityA = await createFacility(db, 'America/New_York');
  const facilityB = await createFacility(db, 'America/Chicago');
  const people: IsolationPeople = {
    administratorA: await createUser(db, 'administrator', facilityA),
    nurseA: await createUser(db, 'nurse', facilityA, { firstName: 'Nadia' }),
    parentA: await createUser(db, 'parent', facilityA),
    driverA: await createUser(db, 'driver', facilityA),
    parentB: await createUser(db, 'parent', facilityA),
    administratorB: await createUser(db, 'administrator', facilityB),
    nurseB: await createUser(db, 'nurse', facilityB),
    therapistB: await createUser(db, 'therapist', facilityB),
  };
  const cookies = new Map<TestUser, string>();
  for (const person of Object.values(people)) cookies.set(person, await createSessionCookie(db, person.id));
  const { administratorA, nurseA } = people;
  const send = (user: TestUser, method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, payload, headers: { cookie: cookies.get(user)! } });

  const patient = successJson<{ patient: { id: string } }>(
    await send(administratorA, 'POST', '/api/patients', patientInputFor('Mateo', 'MRN-ISO-0001')),
    'adding child 1',
  ).patient.id;
  const child2 = await createPatient(db, facilityA, { firstName: 'Zoe' });
  const childOfB = await createPatient(db, facilityB, { firstName: 'Omar' });
  await linkParent(db, patient, people.parentA.id);
  await linkParent(db, child2, people.parentB.id);
  await assignStaff(db, childOfB, people.nurseB, people.administratorB.id);
  await assignStaff(db, childOfB, people.therapistB, people.administratorB.id);
  const assignment = successJson<{ assignment: { id: string } }>(
    await send(administratorA, 'POST', '/api/assignments', {
      patientId: patient,
      staffId: nurseA.id,
      assignmentType: 'primary_nurse',
    }),
    'assigning nurse A',
  ).assignment.id;

  const medication = successJson<{ medication: { id: string } }>(
    await send(nurseA, 'POST', `/api/patients/${patient}/medications`, {
      name: 'Levetiracetam oral solution',
      dosage: '250 mg (2.5 mL)',
      frequency: 'Twice daily',
      prescribedBy: 'Dr. Priya Raman',
    }),
    'adding a medication',
  ).medication.id;
  const administration = successJson<{ administration: { id: string } }>(
    await send(nurseA, 'POST', `/api/medications/${medication}/administrations`, {
      outcome: 'given',
      dosageGiven: '250 mg (2.5 mL)',
      signature: sampleSignatureDataUrl(MEDICATION_SIGNATURE_CANVAS),
      administrationTime: new Date().toISOString(),
    }),
    'recording a dose',
  ).administration.id;
  const clinicalNote = successJson<{ note: { id: string } }>(
    await send(nurseA, 'POST', '/api/clinical-notes', {
      patientId: patient,
      noteType: 'nursing_note',
      content: 'Tolerated feeds well; suctioned twice; no seizure activity.',
    }),
    'writing a clinical note',
  ).note.id;
  const vitalSigns = successJson<{ record: { id: string } }>(
    await send(nurseA, 'POST', '/api/vital-signs', {
      patientId: patient,
      temperature: 103.2,
      heartRate: 130,
    }),
    'recording vital signs',
  ).record.id;
  const notification = await db
    .selectFrom('notifications')
    .select('id')
    .where('user_id', '=', nurseA.id)
    .executeTakeFirstOrThrow();

  const upload = multipartBody(
    { patientId: patient, category: 'medical_records' },
    { name: 'care-plan.pdf', content: samplePdf('Care plan of child 1'), type: 'application/pdf' },
  );
  const document = successJson<{ document: { id: string } }>(
    await app.inject({
      method: 'POST',
      url: '/api/documents',
      payload: upload.payload,
      headers: { ...upload.headers, cookie: cookies.get(nurseA)! },
    }),
    'uploading a document',
  ).document.id;
  if ((await waitForScan(db, document)) !== 'clean') throw new Error('the sample PDF was not scanned clean');
  for (const [user, url] of [
    [nurseA, `/api/patients/${patient}/photo`],
    [people.parentA, `/api/patients/${patient}/photo-proposal`],
  ] as const) {
    const photo = multipartBody({}, { name: 'photo.png', content: samplePng(), type: 'image/png' });
    successJson(
      await app.inject({
        method: 'PUT',
        url,
        payload: photo.payload,
        headers: { ...photo.headers, cookie: cookies.get(user)! },
      }),
      'putting a photo in the chart and proposing another',
    );
  }

  const route = successJson<{ route: { id: string } }>(
    await send(
      administratorA,
      'POST',
      '/api/transport/routes',
      transportRouteFor(people.driverA.id, patient),
    ),
    'planning a route',
  ).route.id;

  const driverMessage = successJson<{ message: { id: string; taskId: string } }>(
    await send(administratorA, 'POST', '/api/driver-messages', {
      driverId: people.driverA.id,
      patientId: patient,
      messageType: 'pickup_instruction',
      body: 'Use the side gate; the front steps are being repaired',
      priority: 'high',
      dueDate: new Date().toISOString().slice(0, 10),
    }),
    'messaging a driver',
  ).message;
  const familyCode = successJson<{ id: string }>(
    await send(administratorA, 'POST', `/api/patients/${patient}/family-codes`),
    'issuing a family code',
  ).id;
  const messageThread = successJson<{ id: string }>(
    await send(people.parentA, 'POST', '/api/message-threads', { patientId: patient }),
    'opening a message thread',
  ).id;
  successJson(
    await send(people.parentA, 'POST', `/api/message-threads/${messageThread}/messages`, {
      body: 'She coughed a lot last night; her care plan is attached',
      attachmentIds: [document],
    }),
    'sending a message with a file',
  );
  const appointment = successJson<{ appointment: { id: string } }>(
    await send(people.parentA, 'POST', '/api/appointments/requests', {
      patientId: patient,
      appointmentType: 'physician_visit',
      preferredDate: A_MONDAY_AHEAD,
    }),
    'requesting an appointment',
  ).appointment.id;
  const incident = successJson<{ incident: { id: string } }>(
    await send(administratorA, 'POST', '/api/incidents', incidentReportFor(patient, administratorA.id)),
    'reporting an incident',
  ).incident.id;

  await db
    .insertInto('patient_insurance')
    .values({
      patient_id: patient,
      insurance_name: 'Florida Medicaid',
      policy_number: 'FL0001',
      group_number: null,
      subscriber_name: 'Mateo Alvarez',
      subscriber_dob: null,
      relationship_to_patient: 'self',
      is_active: true,
      effective_date: null,
      benefits: null,
    })
    .execute();
  const billingService = await serviceIdOf(send, administratorA, '97110');
  const claim = successJson<{ id: string }>(
    await send(administratorA, 'POST', '/api/billing/claims', {
      patientId: patient,
      serviceDate: '2026-01-05',
      services: [{ serviceId: billingService, quantity: 1, diagnosisCodes: ['G80.1'] }],
    }),
    'creating a claim',
  ).id;
  await db
    .insertInto('billing_payers')
    .values({
      facility_id: facilityA,
      insurance_name: 'Florida Medicaid',
      payer_id: '77027',
      claim_filing_code: 'MC',
    })
    .execute();
  await db
    .insertInto('patient_billing_details')
    .values({
      patient_id: patient,
      sex: 'M',
      address_line1: '1 Main St',
      city: 'Miami',
      state: 'FL',
      postal_code: '33101',
      updated_at: new Date(),
    })
    .execute();
  successJson(
    await app.inject({
      method: 'PUT',
      url: '/api/billing/settings',
      payload: BILLING_SETTINGS,
      headers: { cookie: cookies.get(administratorA)! },
    }),
    'entering the billing settings',
  );
  successJson(
    await send(administratorA, 'POST', `/api/billing/claims/${claim}/submit`),
    'submitting the claim',
  );

  const eodReport = successJson<{ report: { id: string } }>(
    await send(administratorA, 'POST', '/api/eod-reports', {
      date: todayInZone(new Date(), 'America/New_York'),
    }),
    'generating the end-of-day report',
  ).report.id;

  const fhirClient = successJson<{ client: { id: string } }>(
    await send(administratorA, 'POST', '/api/fhir-clients', {
      name: 'Isolation health plan',
      jwks: { keys: [{ kty: 'EC', kid: 'isolation', crv: 'P-384', x: 'x-coordinate', y: 'y-coordinate' }] },
      scopes: ['system/*.rs'],
    }),
    'registering a FHIR client',
  ).client.id;

  const staffing = await createStaffingResources(send, people);
  const signedInNurse = await signInAs(app, nurseA);
  const sessions = successJson<{ sessions: { id: string; isCurrent: boolean }[] }>(
    await app.inject({ method: 'GET', url: '/api/account/sessions', headers: { cookie: signedInNurse } }),
    'listing sessions',
  ).sessions;
  const session = sessions.find((item) => item.isCurrent)!.id;

  const securityEvent = await db.transaction().execute((trx) =>
    recordSecurityEvent(trx, {
      type: 'suspicious_activity',
      severity: 'high',
      userId: nurseA.id,
      facilityId: facilityA,
      ipAddress: '203.0.113.7',
      userAgent: 'test',
      details: { reason: 'Sign-in from an unusual location' },
    }),
  );
  const systemAlert = await db
    .selectFrom('system_alerts')
    .select('id')
    .where('security_event_id', '=', securityEvent)
    .executeTakeFirstOrThrow();

  return {
    people,
    cookies,
    resources: {
      patient,
      session,
      medication,
      administration,
      clinicalNote,
      vitalSigns,
      notification: notification.id,
      document,
      user: nurseA.id,
      assignment,
      route,
      driverTask: driverMessage.taskId,
      driverMessage: driverMessage.id,
      familyCode,
      messageThread,
      appointment,
      incident,
      claim,
      eodReport,
      billingService,
      linkedParent: people.parentA.id,
      fhirClient,
      securityEvent,
      systemAlert: systemAlert.id,
      ...staffing,
    },
  };
}
