import type { Resource as PermissionResource } from '../permissions.ts';
import type { SearchParameterType } from './search-parameters.ts';
import { PROFILES } from './systems.ts';

/** What CareNest serves of one FHIR resource type: profiles, search parameters, includes and who may read it. */
export interface FhirResourceDefinition {
  /** The US Core (or base R4) profiles its resources claim. */
  profiles: readonly string[];
  /** Its search parameters (US Core's for the type) and their kinds. */
  searchParameters: Readonly<Record<string, SearchParameterType>>;
  /** The `_include` values it answers. */
  includes: readonly string[];
  /** The permission a signed-in user needs to read it: the same the CareNest API asks for the same records. */
  permission: PermissionResource;
  /** Whether it is about one child (searched by `patient`, in the Patient compartment and bulk export). */
  isPatientData: boolean;
}

/**
 * The resource types of CareNest's FHIR API. Adding one is a mapping in core/src/fhir, an entry here and its
 * search registration in the server's fhir folder (ARCHITECTURE.md, "FHIR").
 */
export const FHIR_RESOURCES = {
  Patient: {
    profiles: [PROFILES.patient],
    searchParameters: {
      _id: 'token',
      identifier: 'token',
      name: 'string',
      family: 'string',
      given: 'string',
      birthdate: 'date',
      gender: 'token',
    },
    includes: [],
    permission: 'patients',
    isPatientData: true,
  },
  Observation: {
    profiles: [
      PROFILES.bodyTemperature,
      PROFILES.heartRate,
      PROFILES.bloodPressure,
      PROFILES.respiratoryRate,
      PROFILES.pulseOximetry,
      PROFILES.bodyWeight,
      PROFILES.bodyHeight,
      PROFILES.simpleObservation,
    ],
    searchParameters: { _id: 'token', patient: 'reference', category: 'token', code: 'token', date: 'date' },
    includes: [],
    permission: 'vital_signs',
    isPatientData: true,
  },
  Condition: {
    profiles: [PROFILES.condition],
    searchParameters: {
      _id: 'token',
      patient: 'reference',
      category: 'token',
      code: 'token',
      'clinical-status': 'token',
    },
    includes: [],
    permission: 'patients',
    isPatientData: true,
  },
  AllergyIntolerance: {
    profiles: [PROFILES.allergyIntolerance],
    searchParameters: { _id: 'token', patient: 'reference', 'clinical-status': 'token' },
    includes: [],
    permission: 'patients',
    isPatientData: true,
  },
  MedicationRequest: {
    profiles: [PROFILES.medicationRequest],
    searchParameters: { _id: 'token', patient: 'reference', status: 'token', intent: 'token' },
    includes: ['MedicationRequest:medication'],
    permission: 'medications',
    isPatientData: true,
  },
  MedicationAdministration: {
    profiles: [PROFILES.medicationAdministration],
    searchParameters: { _id: 'token', patient: 'reference', 'effective-time': 'date' },
    includes: [],
    permission: 'medications',
    isPatientData: true,
  },
  Encounter: {
    profiles: [PROFILES.encounter],
    searchParameters: { _id: 'token', patient: 'reference', date: 'date' },
    includes: [],
    permission: 'attendance',
    isPatientData: true,
  },
  RelatedPerson: {
    profiles: [PROFILES.relatedPerson],
    searchParameters: { _id: 'token', patient: 'reference' },
    includes: [],
    permission: 'patients',
    isPatientData: true,
  },
  Practitioner: {
    profiles: [PROFILES.practitioner],
    searchParameters: { _id: 'token', identifier: 'token', name: 'string' },
    includes: [],
    permission: 'patients',
    isPatientData: false,
  },
  Organization: {
    profiles: [PROFILES.organization],
    searchParameters: { _id: 'token', name: 'string' },
    includes: [],
    permission: 'patients',
    isPatientData: false,
  },
} as const satisfies Record<string, FhirResourceDefinition>;

/** A resource type CareNest serves. */
export type FhirResourceType = keyof typeof FHIR_RESOURCES;

/** Whether a path segment names a resource type CareNest serves. */
export function isServedResourceType(type: string): type is FhirResourceType {
  return Object.hasOwn(FHIR_RESOURCES, type);
}
