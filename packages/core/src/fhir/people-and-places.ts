import type { Encounter, Organization, Practitioner, RelatedPerson } from '@medplum/fhirtypes';
import { CODE_SYSTEMS, FACILITY_IDENTIFIER_SYSTEM, PROFILES, USER_IDENTIFIER_SYSTEM } from './systems.ts';

/** A staff member (nurse, therapist, driver, administrator) as a Practitioner is made of. */
export interface StaffRecord {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  isActive: boolean;
}

/** A staff member as a US Core 6.1.0 Practitioner, identified by their CareNest account. */
export function toFhirPractitioner(record: StaffRecord): Practitioner {
  return {
    resourceType: 'Practitioner',
    id: record.id,
    meta: { profile: [PROFILES.practitioner] },
    identifier: [{ system: USER_IDENTIFIER_SYSTEM, value: record.id }],
    active: record.isActive,
    name: [{ family: record.lastName, given: [record.firstName] }],
    telecom: [{ system: 'email', value: record.email, use: 'work' }],
  };
}

/** A facility as an Organization is made of. */
export interface FacilityRecord {
  id: string;
  name: string;
  address: string;
  phone: string;
}

/** A PPEC center as a US Core 6.1.0 Organization (type: healthcare provider). */
export function toFhirOrganization(record: FacilityRecord): Organization {
  return {
    resourceType: 'Organization',
    id: record.id,
    meta: { profile: [PROFILES.organization] },
    identifier: [{ system: FACILITY_IDENTIFIER_SYSTEM, value: record.id }],
    active: true,
    type: [
      { coding: [{ system: CODE_SYSTEMS.organizationType, code: 'prov', display: 'Healthcare Provider' }] },
    ],
    name: record.name,
    ...(record.phone ? { telecom: [{ system: 'phone', value: record.phone, use: 'work' }] } : {}),
    ...(record.address ? { address: [{ text: record.address, country: 'US' }] } : {}),
  };
}

/** An emergency contact on a child's chart: a guardian or other adult. */
export interface ContactRecord {
  id: string;
  patientId: string;
  name: string;
  relationship: string;
  phoneNumber: string;
  email: string | null;
  isPrimary: boolean;
}

/** A chart's emergency contact as a US Core 6.1.0 RelatedPerson: name, relationship as written, phone and email. */
export function toFhirRelatedPerson(record: ContactRecord): RelatedPerson {
  return {
    resourceType: 'RelatedPerson',
    id: record.id,
    meta: { profile: [PROFILES.relatedPerson] },
    active: true,
    patient: { reference: `Patient/${record.patientId}` },
    relationship: [
      { coding: [{ system: CODE_SYSTEMS.roleCode, code: 'C', display: 'emergency contact' }] },
      { text: record.relationship },
    ],
    name: [{ text: record.name }],
    telecom: [
      { system: 'phone', value: record.phoneNumber, ...(record.isPrimary ? { rank: 1 } : {}) },
      ...(record.email ? [{ system: 'email' as const, value: record.email }] : []),
    ],
  };
}

/** A child's attendance on one service day: check-in and check-out as recorded. */
export interface AttendanceDayRecord {
  patientId: string;
  facilityId: string;
  serviceDate: string;
  checkedInAt: Date | null;
  checkedOutAt: Date | null;
}

/** The Encounter id of a child's attendance day: the child's id and the day. */
export function encounterId(patientId: string, serviceDate: string): string {
  return `${patientId}.${serviceDate}`;
}

/** The child's id and day an Encounter id names, or undefined. */
export function parseEncounterId(id: string): { patientId: string; serviceDate: string } | undefined {
  const match = /^([0-9a-f-]{36})\.(\d{4}-\d{2}-\d{2})$/.exec(id);
  return match?.[1] && match[2] ? { patientId: match[1], serviceDate: match[2] } : undefined;
}

/**
 * A child's attendance day as a US Core 6.1.0 Encounter: ambulatory, a PPEC day of care at the facility, finished
 * once checked out (in progress while checked in), its period from check-in to check-out.
 */
export function toFhirEncounter(record: AttendanceDayRecord): Encounter {
  const start = record.checkedInAt?.toISOString();
  const end = record.checkedOutAt?.toISOString();
  return {
    resourceType: 'Encounter',
    id: encounterId(record.patientId, record.serviceDate),
    meta: { profile: [PROFILES.encounter] },
    status: end ? 'finished' : 'in-progress',
    class: { system: CODE_SYSTEMS.actCode, code: 'AMB', display: 'ambulatory' },
    type: [{ text: 'Prescribed pediatric extended care day' }],
    subject: { reference: `Patient/${record.patientId}` },
    period: { ...(start ? { start } : { start: `${record.serviceDate}` }), ...(end ? { end } : {}) },
    serviceProvider: { reference: `Organization/${record.facilityId}` },
  };
}
