import type { Patient } from '@medplum/fhirtypes';
import type { AdministrativeSex } from '../enums.ts';
import { CODE_SYSTEMS, PROFILES, medicalRecordNumberSystem } from './systems.ts';

/** What a FHIR Patient is made of: the chart's identity, and the home address where billing recorded one. */
export interface PatientRecord {
  id: string;
  facilityId: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  medicalRecordNumber: string;
  sex: AdministrativeSex;
  isActive: boolean;
  updatedAt: Date;
  address: { line1: string; city: string; state: string; postalCode: string } | null;
}

/**
 * A child as a US Core 6.1.0 Patient: the MRN as an identifier (type MR, system naming the facility), the
 * official name, administrative gender (the chart's sex), birth date and the home address.
 */
export function toFhirPatient(record: PatientRecord): Patient {
  return {
    resourceType: 'Patient',
    id: record.id,
    meta: { profile: [PROFILES.patient], lastUpdated: record.updatedAt.toISOString() },
    identifier: [
      {
        use: 'usual',
        type: {
          coding: [{ system: CODE_SYSTEMS.identifierType, code: 'MR', display: 'Medical record number' }],
        },
        system: medicalRecordNumberSystem(record.facilityId),
        value: record.medicalRecordNumber,
      },
    ],
    active: record.isActive,
    name: [{ use: 'official', family: record.lastName, given: [record.firstName] }],
    gender: record.sex,
    birthDate: record.dateOfBirth,
    ...(record.address
      ? {
          address: [
            {
              use: 'home',
              line: [record.address.line1],
              city: record.address.city,
              state: record.address.state,
              postalCode: record.address.postalCode,
              country: 'US',
            },
          ],
        }
      : {}),
    managingOrganization: { reference: `Organization/${record.facilityId}` },
  };
}
