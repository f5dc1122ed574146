// CareNest's records as FHIR R4 resources (US Core 6.1.0): pure mappings, search parsing and the server's
// statements, shared by the server's fhir folder and its tests (ARCHITECTURE.md, "FHIR").
export * from './systems.ts';
export * from './operation-outcome.ts';
export * from './search-parameters.ts';
export * from './bundle.ts';
export * from './resource-registry.ts';
export * from './capability-statement.ts';
export * from './patient.ts';
export * from './vital-sign-observations.ts';
export * from './smart-scopes.ts';
export * from './smart-configuration.ts';
export * from './condition.ts';
export * from './allergy-intolerance.ts';
export * from './medication-request.ts';
export * from './medication-administration.ts';
export * from './people-and-places.ts';
