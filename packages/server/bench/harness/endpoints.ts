import { MEDICATION_SIGNATURE_CANVAS } from '@carenest/core';
import { sampleSignatureDataUrl } from '../../src/hipaa/signature-image.ts';
import type { LargeFacility } from './large-facility.ts';

/** Who calls an endpoint in the load run. */
export type BenchCaller = 'administrator' | 'nurse';

/** One endpoint under load: the request autocannon repeats, as which signed-in user. */
export interface BenchEndpoint {
  name: string;
  caller: BenchCaller;
  method: 'GET' | 'POST';
  path: string;
  /** A body builder for writes (each request gets a fresh body, e.g. the current time). */
  body?: () => string;
  isRead: boolean;
}

/**
 * The main read and write endpoints: the administrator's patient list (page 100 of 10,000 children) and audit
 * log (page 1,000 of 5,000,000 rows), both read as their screens read a next page; the nurse's caseload, a
 * chart, its medications and its last 30 days of vital signs; writes: a dose administration and a vital-signs
 * record with an alert.
 */
export function benchEndpoints(facility: LargeFacility): BenchEndpoint[] {
  const signature = sampleSignatureDataUrl(MEDICATION_SIGNATURE_CANVAS);
  const patient = facility.nursePatientId;
  return [
    {
      name: 'patient list (page 100 of 10,000)',
      caller: 'administrator',
      method: 'GET',
      path: `/api/patients?page=100&pageSize=50&after=${facility.patientPage100Cursor}`,
      isRead: true,
    },
    {
      name: 'audit log page 1,000 (5M rows)',
      caller: 'administrator',
      method: 'GET',
      path: `/api/audit-logs?page=1000&pageSize=50&after=${facility.auditPage1000Cursor}`,
      isRead: true,
    },
    {
      name: 'assigned patients',
      caller: 'nurse',
      method: 'GET',
      path: '/api/assigned-patients',
      isRead: true,
    },
    { name: 'patient chart', caller: 'nurse', method: 'GET', path: `/api/patients/${patient}`, isRead: true },
    {
      name: 'medications tab',
      caller: 'nurse',
      method: 'GET',
      path: `/api/patients/${patient}/medications`,
      isRead: true,
    },
    {
      name: 'vital signs, one patient, 30 days',
      caller: 'nurse',
      method: 'GET',
      path: `/api/vital-signs?patientId=${patient}&period=month`,
      isRead: true,
    },
    {
      name: 'administer a dose',
      caller: 'nurse',
      method: 'POST',
      path: `/api/medications/${facility.nurseMedicationId}/administrations`,
      body: () =>
        JSON.stringify({
          outcome: 'given',
          dosageGiven: '5 mg',
          signature,
          administrationTime: new Date().toISOString(),
        }),
      isRead: false,
    },
    {
      name: 'record vital signs with an alert',
      caller: 'nurse',
      method: 'POST',
      path: '/api/vital-signs',
      body: () =>
        JSON.stringify({ patientId: patient, temperature: 101.2, heartRate: 112, oxygenSaturation: 97 }),
      isRead: false,
    },
  ];
}
