import type { InjectOptions } from 'fastify';
import { HIPAA_SIGNATURE_CANVAS, ROUTE_SIGNATURE_CANVAS, todayInZone } from '@carenest/core';
import { sampleSignatureDataUrl } from '../../src/hipaa/index.ts';
import { multipartBody, samplePdf } from './document-uploads.ts';
import { BILLING_SETTINGS, emptyRemittance } from './billing-fixture.ts';
import { TEST_PASSWORD } from './factories.ts';
import type { IsolationFixture } from './isolation-fixture.ts';
import { A_MONDAY_AHEAD, incidentReportFor, patientInputFor, transportRouteFor } from './isolation-inputs.ts';

/** Valid facility settings, for the facility routes' requests. */
const FUZZ_FACILITY_SETTINGS = {
  name: 'Fuzz PPEC',
  address: '1 Fuzz St, Orlando, FL 32801',
  phone: '(407) 555-0100',
  timeZone: 'America/New_York',
  opensAt: '07:00',
  closesAt: '18:00',
  openWeekdays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
  licensedCapacity: 30,
  stateRuleSet: 'florida',
  defaultVitalRanges: 'spec',
};

/**
 * A valid request for every write route without a path parameter (the routes with one take theirs from the
 * isolation sweep's examples). The field-by-field fuzz starts from these and changes one field at a time, so
 * a hostile value reaches as far into the route as a valid request would.
 */
export function validRequestsWithoutId(fixture: IsolationFixture): Record<string, InjectOptions> {
  const { people, resources } = fixture;
  const json = (method: 'POST' | 'PUT', url: string, payload?: object): InjectOptions => ({
    method,
    url,
    ...(payload ? { payload } : {}),
  });
  const upload = multipartBody(
    { patientId: resources.patient, category: 'medical_records' },
    { name: 'fuzz.pdf', content: samplePdf('fuzz'), type: 'application/pdf' },
  );
  return {
    'POST /api/auth/login': json('POST', '/api/auth/login', {
      email: people.nurseA.email,
      password: TEST_PASSWORD,
      role: 'nurse',
    }),
    'POST /api/auth/login/mfa': json('POST', '/api/auth/login/mfa', {
      challengeToken: 'c'.repeat(43),
      code: '123456',
    }),
    'POST /api/auth/register': json('POST', '/api/auth/register', {
      firstName: 'Fuzz',
      lastName: 'Tester',
      email: 'fuzz.tester@test.example',
      role: 'nurse',
      password: 'Str0ng!Pass',
      confirmPassword: 'Str0ng!Pass',
    }),
    'POST /api/setup': json('POST', '/api/setup', {
      setupCode: 'AAAA-BBBB-CCCC',
      facility: {
        name: 'Fuzz PPEC',
        address: '1 Main St, Austin, TX 78701',
        phone: '512-555-0100',
        timeZone: 'America/Chicago',
        stateRuleSet: 'texas',
        licensedCapacity: 20,
        opensAt: '07:00',
        closesAt: '18:00',
      },
      administrator: {
        firstName: 'Fuzz',
        lastName: 'Tester',
        email: 'fuzz.setup@test.example',
        password: 'Str0ng!Pass',
      },
    }),
    'POST /api/auth/password-reset/request': json('POST', '/api/auth/password-reset/request', {
      email: people.nurseA.email,
    }),
    'POST /api/auth/password-reset/complete': json('POST', '/api/auth/password-reset/complete', {
      token: 't'.repeat(43),
      newPassword: 'N3w!Password',
      confirmPassword: 'N3w!Password',
    }),
    'POST /api/auth/logout': json('POST', '/api/auth/logout'),
    'POST /api/hipaa/sign': json('POST', '/api/hipaa/sign', {
      readConfirmed: true,
      understoodConfirmed: true,
      signature: sampleSignatureDataUrl(HIPAA_SIGNATURE_CANVAS),
    }),
    'POST /api/hipaa/decline': json('POST', '/api/hipaa/decline'),
    'POST /api/account/password': json('POST', '/api/account/password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'N3w!Password',
      confirmPassword: 'N3w!Password',
    }),
    'POST /api/account/mfa/setup': json('POST', '/api/account/mfa/setup'),
    'POST /api/account/mfa/enable': json('POST', '/api/account/mfa/enable', { code: '123456' }),
    'POST /api/account/mfa/disable': json('POST', '/api/account/mfa/disable', {
      password: TEST_PASSWORD,
      code: '123456',
    }),
    'POST /api/patients': json('POST', '/api/patients', patientInputFor('Fuzz', 'MRN-FUZZ-0001')),
    'POST /api/clinical-notes': json('POST', '/api/clinical-notes', {
      patientId: resources.patient,
      noteType: 'nursing_note',
      content: 'Fuzzed note: resting comfortably.',
    }),
    'POST /api/vital-signs': json('POST', '/api/vital-signs', {
      patientId: resources.patient,
      temperature: 98.6,
      heartRate: 90,
      respiratoryRate: 18,
      bloodPressureSystolic: 100,
      bloodPressureDiastolic: 65,
      oxygenSaturation: 98,
      weight: 40.5,
      height: 48,
      painScale: 2,
    }),
    'POST /api/notifications/read-all': json('POST', '/api/notifications/read-all'),
    'POST /api/documents': {
      method: 'POST',
      url: '/api/documents',
      payload: upload.payload,
      headers: upload.headers,
    },
    'POST /api/users': json('POST', '/api/users', {
      email: 'fuzz.staff@test.example',
      firstName: 'Fuzz',
      lastName: 'Staff',
      role: 'nurse',
    }),
    'PUT /api/facility/security': json('PUT', '/api/facility/security', { requireMfaForStaff: false }),
    'PUT /api/facility': json('PUT', '/api/facility', FUZZ_FACILITY_SETTINGS),
    'POST /api/facility/closure-days': json('POST', '/api/facility/closure-days', {
      date: '2099-12-24',
      name: 'Fuzz day',
    }),
    'POST /api/facilities': json('POST', '/api/facilities', {
      facility: FUZZ_FACILITY_SETTINGS,
      administrator: { firstName: 'Fuzz', lastName: 'Admin', email: 'fuzz.admin@test.example' },
    }),
    // Emergency preparedness: the facility's logs.
    'POST /api/emergency/drills': json('POST', '/api/emergency/drills', {
      drillType: 'fire',
      heldOn: '2026-01-05',
      isUnannounced: false,
      durationMinutes: 10,
      findings: 'Fuzz drill',
    }),
    'POST /api/emergency/generator-tests': json('POST', '/api/emergency/generator-tests', {
      testedOn: '2026-01-05',
      durationMinutes: 30,
      outcome: 'passed',
      testedBy: 'Fuzz Tester',
      signature: true,
    }),
    'POST /api/emergency/documents': json('POST', '/api/emergency/documents', {
      kind: 'fire_inspection',
      title: 'Fuzz inspection',
      issuedOn: '2026-01-05',
      expiresOn: '2026-12-31',
    }),
    // Illness exclusion of a staff member (Florida 59A-13.020).
    'POST /api/staff-exclusions': json('POST', '/api/staff-exclusions', {
      staffId: people.driverA.id,
      symptoms: 'Fuzz fever',
      isolatedAt: '2026-01-05T08:00:00Z',
    }),
    'POST /api/staff-exclusions/clearance': json('POST', '/api/staff-exclusions/clearance', {
      staffId: people.driverA.id,
      statementDate: '2026-01-06',
    }),
    'POST /api/time-clock/clock-in': json('POST', '/api/time-clock/clock-in', { credential: 'RN' }),
    'POST /api/time-clock/clock-out': json('POST', '/api/time-clock/clock-out', { breakMinutes: 0 }),
    'POST /api/attendance': json('POST', '/api/attendance', {
      patientId: resources.patient,
      kind: 'check_in',
      adultName: 'Isabel Alvarez',
      signature: sampleSignatureDataUrl(ROUTE_SIGNATURE_CANVAS),
    }),
    'POST /api/transport/routes': json(
      'POST',
      '/api/transport/routes',
      transportRouteFor(people.driverA.id, resources.patient),
    ),
    'POST /api/my-children/link': json('POST', '/api/my-children/link', {
      childName: 'Mateo Alvarez',
      dateOfBirth: '2019-04-12',
      familyCode: 'ABCD-2345',
    }),
    'PUT /api/account/notification-preferences': json('PUT', '/api/account/notification-preferences', {
      transport: true,
      medications: false,
      messages: true,
      reports: true,
    }),
    'POST /api/message-threads': json('POST', '/api/message-threads', { patientId: resources.patient }),
    'PUT /api/billing/settings': json('PUT', '/api/billing/settings', BILLING_SETTINGS),
    'POST /api/billing/claims/proposals': json('POST', '/api/billing/claims/proposals', {
      from: '2026-01-05',
      to: '2026-01-09',
    }),
    'POST /api/billing/remittances': json('POST', '/api/billing/remittances', { content: emptyRemittance() }),
    'POST /api/fhir-clients': json('POST', '/api/fhir-clients', {
      name: 'Fuzz health plan',
      jwks: { keys: [{ kty: 'EC', kid: 'fuzz', crv: 'P-384', x: 'x-coordinate', y: 'y-coordinate' }] },
      scopes: ['system/*.rs'],
    }),
    'POST /api/eod-reports': json('POST', '/api/eod-reports', {
      date: todayInZone(new Date(), 'America/New_York'),
      force: true,
    }),
    'POST /api/billing/claims': json('POST', '/api/billing/claims', {
      patientId: resources.patient,
      serviceDate: '2026-01-06',
      services: [
        { serviceId: resources.billingService, quantity: 2, modifiers: ['GP'], diagnosisCodes: ['G80.1'] },
      ],
    }),
    'POST /api/appointments': json('POST', '/api/appointments', {
      patientId: resources.patient,
      appointmentType: 'care_conference',
      date: A_MONDAY_AHEAD,
      time: '10:00',
    }),
    'POST /api/appointments/requests': json('POST', '/api/appointments/requests', {
      patientId: resources.patient,
      appointmentType: 'physician_visit',
      preferredDate: A_MONDAY_AHEAD,
    }),
    'POST /api/driver-tasks': json('POST', '/api/driver-tasks', {
      driverId: people.driverA.id,
      patientId: resources.patient,
      taskType: 'vehicle_maintenance',
      title: 'Check the wheelchair lift',
      priority: 'medium',
      dueDate: new Date().toISOString().slice(0, 10),
    }),
    'POST /api/driver-messages': json('POST', '/api/driver-messages', {
      driverId: people.driverA.id,
      patientId: null,
      messageType: 'general_reminder',
      body: 'Fuel cards are renewed on Friday',
      dueDate: new Date().toISOString().slice(0, 10),
    }),
    'POST /api/incidents': json(
      'POST',
      '/api/incidents',
      incidentReportFor(resources.patient, people.nurseA.id),
    ),
    'POST /api/assignments': json('POST', '/api/assignments', {
      patientId: resources.patient,
      staffId: people.nurseA.id,
      assignmentType: 'secondary_nurse',
    }),
  };
}
