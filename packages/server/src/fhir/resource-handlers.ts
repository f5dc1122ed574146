import type { FhirResourceType } from '@carenest/core/fhir';
import type { FhirResourceHandler } from './resource-handler.ts';
import { observationHandler } from './resources/observations.ts';
import { patientHandler } from './resources/patients.ts';

/** The server's read and search of each resource type core's FHIR_RESOURCES lists: one entry per type. */
export const FHIR_HANDLERS: Record<FhirResourceType, FhirResourceHandler> = {
  Patient: patientHandler,
  Observation: observationHandler,
};
