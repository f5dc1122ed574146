import type { InjectOptions } from 'fastify';
import { MEDICATION_SIGNATURE_CANVAS, ROUTE_SIGNATURE_CANVAS } from '@carenest/core';
import { sampleSignatureDataUrl } from '../../src/hipaa/signature-image.ts';
import type { IsolationFixture, IsolationResources } from './isolation-fixture.ts';
import { A_MONDAY_AHEAD, patientInputFor, transportRouteFor } from './isolation-inputs.ts';

/** A route of the OpenAPI document that addresses something by a path parameter. */
export interface ParameterizedRoute {
  method: string;
  path: string;
  /** "METHOD /path", the key of API_ACCESS and of the example tables below. */
  key: string;
  pathParameters: string[];
  requiredQuery: string[];
  hasRequestBody: boolean;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; required?: boolean }[];
  requestBody?: unknown;
}

/** Every route of the OpenAPI document whose path holds a parameter `{…}`. */
export function listParameterizedRoutes(document: {
  paths: Record<string, Record<string, OpenApiOperation>>;
}): ParameterizedRoute[] {
  return Object.entries(document.paths)
    .filter(([path]) => path.includes('{'))
    .flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        key: `${method.toUpperCase()} ${path}`,
        pathParameters: [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!),
        requiredQuery: (operation.parameters ?? [])
          .filter((parameter) => parameter.in === 'query' && parameter.required)
          .map((parameter) => parameter.name),
        hasRequestBody: operation.requestBody !== undefined,
      })),
    );
}

/** Which resource a named path parameter addresses. */
const RESOURCE_OF_PARAMETER: Record<string, keyof IsolationResources> = {
  patientId: 'patient',
  sessionId: 'session',
  medicationId: 'medication',
  administrationId: 'administration',
  noteId: 'clinicalNote',
  vitalSignsId: 'vitalSigns',
  notificationId: 'notification',
  documentId: 'document',
  routeId: 'route',
  taskId: 'driverTask',
  messageId: 'driverMessage',
  codeId: 'familyCode',
  threadId: 'messageThread',
  appointmentId: 'appointment',
  incidentId: 'incident',
  claimId: 'claim',
  reportId: 'eodReport',
  parentId: 'linkedParent',
  clientId: 'fhirClient',
  entryId: 'timeClockEntry',
  credentialId: 'credential',
};

/** Path parameters that name a value rather than a resource, with the value the sweep uses. */
const VALUE_PARAMETERS: Record<string, string> = {
  measurement: 'heartRate',
  date: '2099-12-25',
};

/** Which resource a bare `{id}` addresses, by the path segment before it. */
const RESOURCE_OF_ID_SEGMENT: Record<string, keyof IsolationResources> = {
  users: 'user',
  assignments: 'assignment',
  'security-events': 'securityEvent',
  'system-alerts': 'systemAlert',
};

/** The resource a path parameter of `path` addresses, or undefined when the sweep does not know it. */
function resourceFor(path: string, parameter: string): keyof IsolationResources | undefined {
  if (parameter !== 'id') return RESOURCE_OF_PARAMETER[parameter];
  const segment = /\/([^/]+)\/\{id\}/.exec(path)?.[1];
  return segment ? RESOURCE_OF_ID_SEGMENT[segment] : undefined;
}

/**
 * A valid body for every write route with a path parameter (null: the route takes no body). Without a valid
 * body the server answers 400 before its scoped load, and the sweep would prove nothing.
 */
function exampleBodies({ people, resources }: IsolationFixture): Record<string, object | null> {
  const driverWrite = {
    requestId: '5b7e4c1a-2f3d-4e5f-9a8b-7c6d5e4f3a2b',
    deviceTime: new Date().toISOString(),
  };
  return {
    'PUT /api/transport/routes/{routeId}': transportRouteFor(people.driverA.id, resources.patient),
    'POST /api/transport/routes/{routeId}/cancel': { reason: 'Van in the workshop' },
    'POST /api/transport/routes/{routeId}/copy': { workingDays: 1 },
    'POST /api/transport/routes/{routeId}/status': {
      ...driverWrite,
      status: 'en_route_pickup',
      position: null,
    },
    'POST /api/transport/routes/{routeId}/fixes': {
      ...driverWrite,
      position: { latitude: 28.538336, longitude: -81.379234, accuracy: 10 },
    },
    'POST /api/transport/routes/{routeId}/handoffs': {
      ...driverWrite,
      patientId: resources.patient,
      kind: 'pickup',
      contactId: null,
      signedBy: 'Isabel Alvarez',
      relationship: 'Parent',
      unauthorizedReason: 'Not on the list; confirmed by phone',
      signature: sampleSignatureDataUrl(ROUTE_SIGNATURE_CANVAS),
      position: null,
    },
    'PUT /api/driver-tasks/{taskId}/completion': { isCompleted: true },
    'POST /api/driver-messages/{messageId}/read': null,
    'POST /api/patients/{patientId}/family-codes': null,
    'POST /api/family-codes/{codeId}/revoke': null,
    'POST /api/fhir-clients/{clientId}/revoke': null,
    'DELETE /api/facility/closure-days/{date}': null,
    'POST /api/fhir-clients/{clientId}/tokens/revoke': null,
    'POST /api/patients/{patientId}/morning-handoff': { sleepQuality: 'good', seizureCount: 0 },
    'POST /api/message-threads/{threadId}/messages': {
      body: 'Reading someone else’s thread',
      attachmentIds: [resources.document],
    },
    'POST /api/message-threads/{threadId}/read': null,
    'POST /api/billing/claims/{claimId}/submit': null,
    'POST /api/billing/claims/{claimId}/replacements': { frequencyCode: '7' },
    'POST /api/patients/{patientId}/eligibility-checks': null,
    'PUT /api/patients/{patientId}/billing-details': {
      sex: 'M',
      addressLine1: '1 Main St',
      city: 'Miami',
      state: 'FL',
      postalCode: '33101',
    },
    'POST /api/patients/{patientId}/authorizations': {
      payerName: 'Florida Medicaid',
      authorizationNumber: 'PA-ISO-1',
      serviceCode: 'T1025',
      unitsAuthorized: 20,
      startDate: '2026-01-01',
      endDate: '2026-06-30',
    },
    'POST /api/appointments/{appointmentId}/answer': { decision: 'decline', message: 'Not this week' },
    'POST /api/appointments/{appointmentId}/cancel': { reason: 'Cancelled by someone who may not see it' },
    'POST /api/appointments/{appointmentId}/reschedule': { date: A_MONDAY_AHEAD, time: '11:00' },
    'POST /api/appointments/{appointmentId}/complete': null,
    'POST /api/incidents/{incidentId}/review': { reviewNotes: 'Reviewed by someone who may not see it' },
    'POST /api/incidents/{incidentId}/close': { correctiveAction: 'Closed by someone who may not see it' },
    'DELETE /api/patients/{patientId}/parents/{parentId}': null,
    'DELETE /api/account/sessions/{sessionId}': null,
    'PUT /api/patients/{patientId}': patientInputFor('Mateo', 'MRN-ISO-0001'),
    'PUT /api/patients/{patientId}/care': {
      allergies: [{ allergen: 'Latex', reaction: 'Hives', severity: 'moderate' }],
      physicians: [],
      secondaryDiagnoses: [],
      requiredTherapies: [],
      careComplexity: 'high',
    },
    'PATCH /api/patients/{patientId}/status': { isActive: false },
    'POST /api/patients/{patientId}/emergency-access': { reason: 'Seizure in the hallway, chart needed now' },
    'POST /api/patients/{patientId}/medications': {
      name: 'Baclofen',
      dosage: '5 mg',
      frequency: 'Three times daily',
      prescribedBy: 'Dr. Priya Raman',
    },
    'POST /api/medications/{medicationId}/administrations': {
      outcome: 'given',
      dosageGiven: '250 mg (2.5 mL)',
      signature: sampleSignatureDataUrl(MEDICATION_SIGNATURE_CANVAS),
      administrationTime: new Date().toISOString(),
    },
    'PUT /api/medications/{medicationId}': {
      dosage: '10 mg',
      frequency: 'Three times daily',
      route: 'oral',
      prescribedBy: 'Dr. Priya Raman',
      scheduledTimes: ['08:00'],
      isControlled: false,
      reason: 'Changed by someone who may not see it',
    },
    'POST /api/medications/{medicationId}/discontinue': { reason: 'Stopped by someone who may not see it' },
    'POST /api/administrations/{administrationId}/amendments': {
      reason: 'Time recorded wrongly',
      notes: 'Given with lunch',
    },
    'POST /api/clinical-notes/{noteId}/versions': { content: 'Rewritten by someone who may not see it.' },
    'POST /api/clinical-notes/{noteId}/amendments': {
      reason: 'Correction',
      amendmentText: 'Added by someone who may not see it.',
    },
    'PUT /api/clinical-notes/{noteId}/sharing': { isSharedWithFamily: true },
    'PUT /api/patients/{patientId}/vital-parameters/{measurement}': {
      notifyLow: 100,
      notifyHigh: 160,
      criticalLow: 80,
      criticalHigh: 180,
      orderedBy: 'Dr. Rebecca Lindqvist',
      orderedOn: '2026-01-05',
    },
    'DELETE /api/patients/{patientId}/vital-parameters/{measurement}': null,
    'POST /api/notifications/{notificationId}/read': null,
    'POST /api/documents/{documentId}/print': null,
    'PUT /api/patients/{patientId}/evacuation-needs': { equipment: ['oxygen'], transport: 'stroller' },
    'POST /api/patients/{patientId}/exclusions': {
      symptoms: 'Fever and rash',
      isolatedAt: new Date(Date.now() - 60_000).toISOString(),
    },
    'POST /api/patients/{patientId}/exclusion-clearance': {
      documentId: resources.document,
      statementDate: new Date().toISOString().slice(0, 10),
    },
    'POST /api/patients/{patientId}/immunizations': {
      cvxCode: '03',
      administeredOn: '2019-05-10',
      doseNumber: 1,
      source: 'parent_record',
    },
    'PUT /api/patients/{patientId}/photo': null,
    'DELETE /api/patients/{patientId}/photo': null,
    'PUT /api/patients/{patientId}/photo-proposal': null,
    'POST /api/patients/{patientId}/photo-proposal/accept': null,
    'POST /api/patients/{patientId}/photo-proposal/reject': null,
    'PUT /api/users/{id}': {
      email: people.nurseA.email,
      firstName: 'Nadia',
      lastName: 'Renamed',
      role: 'administrator',
      isActive: false,
    },
    'POST /api/users/{id}/approve': null,
    'POST /api/users/{id}/unlock': null,
    'POST /api/assignments/{id}/unassign': null,
    'POST /api/security-events/{id}/resolve': null,
    'POST /api/system-alerts/{id}/resolve': null,
    'PUT /api/time-clock/entries/{entryId}': {
      clockInAt: new Date(Date.now() - 4 * 3_600_000).toISOString(),
      clockOutAt: new Date(Date.now() - 3_600_000).toISOString(),
      credential: 'RN',
      breakMinutes: 15,
      reason: 'Left without clocking out',
    },
    'POST /api/users/{id}/credentials': { type: 'tb_test', issuedOn: '2025-03-01', expiresOn: '2026-03-01' },
    'POST /api/users/{id}/credentials/{credentialId}/verify': null,
  };
}

/** Required query strings of routes with a path parameter (without them the answer is a 400). */
const EXAMPLE_QUERIES: Record<string, Record<string, string>> = {
  'GET /api/vital-signs/{vitalSignsId}/export': { format: 'csv' },
  'GET /api/eod-reports/{reportId}/export': { format: 'csv' },
};

/** Example entries that name no route of the sweep (a renamed route must not leave a stale example). */
export function staleExamples(routes: readonly ParameterizedRoute[], fixture: IsolationFixture): string[] {
  const keys = new Set(routes.map((route) => route.key));
  return [...Object.keys(exampleBodies(fixture)), ...Object.keys(EXAMPLE_QUERIES)]
    .filter((key) => !keys.has(key))
    .map((key) => `${key}: an example for a route the sweep does not have`);
}

/**
 * The request the sweep sends to `route` for facility A's resource (no cookie yet), or the reasons it
 * cannot: a path parameter it does not know, a write without an example body, a missing required query.
 */
export function sweepRequestFor(
  route: ParameterizedRoute,
  fixture: IsolationFixture,
): { request: InjectOptions; problems: [] } | { problems: string[] } {
  const problems: string[] = [];
  let url = route.path;
  for (const parameter of route.pathParameters) {
    const value = VALUE_PARAMETERS[parameter];
    const resource = resourceFor(route.path, parameter);
    if (value !== undefined) url = url.replace(`{${parameter}}`, value);
    else if (!resource)
      problems.push(`${route.key}: the sweep cannot fill the path parameter {${parameter}}`);
    else url = url.replace(`{${parameter}}`, fixture.resources[resource]);
  }
  const query = EXAMPLE_QUERIES[route.key] ?? {};
  for (const name of route.requiredQuery.filter((required) => !(required in query)))
    problems.push(`${route.key}: no example for the required query parameter "${name}"`);
  const bodies = exampleBodies(fixture);
  const isWrite = route.method !== 'GET';
  if (isWrite && !(route.key in bodies)) problems.push(`${route.key}: a write route without an example body`);
  const body = bodies[route.key] ?? null;
  if (isWrite && route.hasRequestBody && body === null)
    problems.push(`${route.key}: the route takes a body, its example has none`);
  if (body !== null && !route.hasRequestBody)
    problems.push(`${route.key}: the example has a body, the route takes none`);
  if (problems.length > 0) return { problems };
  return {
    request: { method: route.method as 'GET', url, query, ...(body ? { payload: body } : {}) },
    problems: [],
  };
}
