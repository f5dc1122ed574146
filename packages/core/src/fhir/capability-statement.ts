import type { CapabilityStatement, ResourceType } from '@medplum/fhirtypes';
import { FHIR_RESOURCES } from './resource-registry.ts';
import { FHIR_JSON, FHIR_VERSION } from './systems.ts';

/** What the CapabilityStatement says of the server and its security. */
export interface CapabilityOptions {
  /** The FHIR base URL, e.g. https://carenest.example.org/fhir/R4. */
  base: string;
  /** The software's version. */
  version: string;
  /** When the statement was issued (the server's start). */
  date: Date;
}

/**
 * The server's CapabilityStatement (`GET /fhir/R4/metadata`): FHIR 4.0.1, JSON only, read and search-type for
 * each resource type of FHIR_RESOURCES with its US Core profiles, search parameters and includes, and SMART on
 * FHIR as the security service.
 */
export function capabilityStatement(options: CapabilityOptions): CapabilityStatement {
  return {
    resourceType: 'CapabilityStatement',
    status: 'active',
    date: options.date.toISOString(),
    publisher: 'CareNest',
    kind: 'instance',
    software: { name: 'CareNest', version: options.version },
    implementation: { description: 'CareNest FHIR R4 API (read-only)', url: options.base },
    fhirVersion: FHIR_VERSION,
    format: [FHIR_JSON, 'json'],
    instantiates: ['http://hl7.org/fhir/us/core/CapabilityStatement/us-core-server'],
    rest: [
      {
        mode: 'server',
        security: {
          cors: false,
          service: [
            {
              coding: [
                {
                  system: 'http://terminology.hl7.org/CodeSystem/restful-security-service',
                  code: 'SMART-on-FHIR',
                },
              ],
            },
          ],
          description:
            'SMART App Launch 2.0; see .well-known/smart-configuration. A signed-in CareNest session reads as its user.',
        },
        resource: Object.entries(FHIR_RESOURCES).map(([type, definition]) => ({
          type: type as ResourceType,
          profile: definition.profiles[0],
          ...(definition.profiles.length > 1 ? { supportedProfile: definition.profiles.slice(1) } : {}),
          interaction: [{ code: 'read' }, { code: 'search-type' }],
          readHistory: false,
          updateCreate: false,
          ...(definition.includes.length > 0 ? { searchInclude: [...definition.includes] } : {}),
          searchParam: Object.entries(definition.searchParameters).map(([name, type]) => ({
            name,
            type,
          })),
        })),
      },
    ],
  };
}
