import type { PatientInput } from '@carenest/core';

/** A Monday about a month ahead: a visit date within the service dates core takes. */
export const A_MONDAY_AHEAD = ((): string => {
  const day = new Date(Date.now() + 28 * 86_400_000);
  day.setUTCDate(day.getUTCDate() + ((8 - day.getUTCDay()) % 7));
  return day.toISOString().slice(0, 10);
})();

/** A patient as the administrator's form sends it (also the body of a valid edit). */
export function patientInputFor(firstName: string, medicalRecordNumber: string): PatientInput {
  return {
    firstName,
    lastName: 'Alvarez',
    dateOfBirth: '2019-03-14',
    medicalRecordNumber,
    primaryDiagnosis: 'G80.1',
    secondaryDiagnoses: ['J96.10'],
    requiredTherapies: ['physical', 'respiratory'],
    careComplexity: 'high',
    isActive: true,
    allergies: [{ allergen: 'Latex', reaction: 'Hives', severity: 'severe', notes: null }],
    emergencyContacts: [],
    physicians: [],
    insurance: null,
  };
}

/** A route of today's service for one child, as the administrator's form sends it (also a valid edit). */
export function transportRouteFor(driverId: string, patientId: string) {
  return {
    name: 'Isolation morning run',
    direction: 'to_facility',
    serviceDate: new Date().toISOString().slice(0, 10),
    driverId,
    vehicle: 'Van 1',
    attendantId: null,
    attendantCredential: null,
    scheduledDeparture: '07:00',
    scheduledArrival: '08:00',
    stops: [{ patientId, address: '1 Isolation Way' }],
  };
}

/** An incident report of one child's fall, as a nurse or an administrator of its facility files it. */
export function incidentReportFor(patientId: string, careGivenBy: string) {
  return {
    incidentType: 'fall_or_injury',
    occurredAt: new Date(Date.now() - 60 * 60_000).toISOString(),
    location: 'Therapy gym',
    description: 'Slipped from the mat and bumped an elbow.',
    children: [{ patientId, careGiven: 'Ice pack; no swelling.', careGivenBy }],
  };
}
