// The code systems, identifier systems and profiles CareNest's FHIR resources name (FHIR R4 4.0.1, US Core 6.1.0).

/** The FHIR version every resource and the CapabilityStatement declare. */
export const FHIR_VERSION = '4.0.1';

/** The media type of every FHIR answer. */
export const FHIR_JSON = 'application/fhir+json';

/** Code systems, by their canonical URLs. */
export const CODE_SYSTEMS = {
  loinc: 'http://loinc.org',
  ucum: 'http://unitsofmeasure.org',
  icd10cm: 'http://hl7.org/fhir/sid/icd-10-cm',
  ndc: 'http://hl7.org/fhir/sid/ndc',
  snomed: 'http://snomed.info/sct',
  observationCategory: 'http://terminology.hl7.org/CodeSystem/observation-category',
  conditionCategory: 'http://terminology.hl7.org/CodeSystem/condition-category',
  conditionClinical: 'http://terminology.hl7.org/CodeSystem/condition-clinical',
  conditionVerification: 'http://terminology.hl7.org/CodeSystem/condition-ver-status',
  allergyClinical: 'http://terminology.hl7.org/CodeSystem/allergyintolerance-clinical',
  allergyVerification: 'http://terminology.hl7.org/CodeSystem/allergyintolerance-verification',
  identifierType: 'http://terminology.hl7.org/CodeSystem/v2-0203',
  actCode: 'http://terminology.hl7.org/CodeSystem/v3-ActCode',
  roleCode: 'http://terminology.hl7.org/CodeSystem/v3-RoleCode',
  dataAbsentReason: 'http://terminology.hl7.org/CodeSystem/data-absent-reason',
  medicationRequestCategory: 'http://terminology.hl7.org/CodeSystem/medicationrequest-category',
  usCoreDocumentCategory: 'http://hl7.org/fhir/us/core/CodeSystem/us-core-documentreference-category',
  provenanceParticipantType: 'http://terminology.hl7.org/CodeSystem/provenance-participant-type',
  signatureType: 'urn:iso-astm:E1762-95:2013',
  organizationType: 'http://terminology.hl7.org/CodeSystem/organization-type',
} as const;

/**
 * CareNest's own identifier systems. A medical record number is unique within its facility, so its system
 * names the facility: `urn:carenest:facility:<facility id>:mrn`.
 */
export function medicalRecordNumberSystem(facilityId: string): string {
  return `urn:carenest:facility:${facilityId}:mrn`;
}

/** The identifier system of CareNest's user accounts (staff as Practitioner). */
export const USER_IDENTIFIER_SYSTEM = 'urn:carenest:user';

/** The identifier system of CareNest's facilities (Organization). */
export const FACILITY_IDENTIFIER_SYSTEM = 'urn:carenest:facility';

const US_CORE = 'http://hl7.org/fhir/us/core/StructureDefinition';

/** The US Core 6.1.0 profiles CareNest's resources claim in `meta.profile`, and the base R4 ones it uses. */
export const PROFILES = {
  patient: `${US_CORE}/us-core-patient`,
  relatedPerson: `${US_CORE}/us-core-relatedperson`,
  practitioner: `${US_CORE}/us-core-practitioner`,
  organization: `${US_CORE}/us-core-organization`,
  encounter: `${US_CORE}/us-core-encounter`,
  condition: `${US_CORE}/us-core-condition-problems-health-concerns`,
  allergyIntolerance: `${US_CORE}/us-core-allergyintolerance`,
  medicationRequest: `${US_CORE}/us-core-medicationrequest`,
  medicationAdministration: 'http://hl7.org/fhir/StructureDefinition/MedicationAdministration',
  documentReference: `${US_CORE}/us-core-documentreference`,
  provenance: `${US_CORE}/us-core-provenance`,
  bodyTemperature: `${US_CORE}/us-core-body-temperature`,
  heartRate: `${US_CORE}/us-core-heart-rate`,
  bloodPressure: `${US_CORE}/us-core-blood-pressure`,
  respiratoryRate: `${US_CORE}/us-core-respiratory-rate`,
  pulseOximetry: `${US_CORE}/us-core-pulse-oximetry`,
  bodyWeight: `${US_CORE}/us-core-body-weight`,
  bodyHeight: `${US_CORE}/us-core-body-height`,
  simpleObservation: `${US_CORE}/us-core-simple-observation`,
} as const;

/** The US Core version the profiles above are taken from. */
export const US_CORE_VERSION = '6.1.0';
