import type { FhirResourceType } from '@carenest/core/fhir';
import type { FhirResourceHandler } from './resource-handler.ts';
import {
  allergyIntoleranceHandler,
  conditionHandler,
  relatedPersonHandler,
} from './resources/chart-lists.ts';
import { encounterHandler } from './resources/encounters.ts';
import { medicationAdministrationHandler, medicationRequestHandler } from './resources/medications.ts';
import { observationHandler } from './resources/observations.ts';
import { patientHandler } from './resources/patients.ts';
import { organizationHandler, practitionerHandler } from './resources/staff-and-facilities.ts';

/** The server's read and search of each resource type core's FHIR_RESOURCES lists: one entry per type. */
export const FHIR_HANDLERS: Record<FhirResourceType, FhirResourceHandler> = {
  Patient: patientHandler,
  Observation: observationHandler,
  Condition: conditionHandler,
  AllergyIntolerance: allergyIntoleranceHandler,
  MedicationRequest: medicationRequestHandler,
  MedicationAdministration: medicationAdministrationHandler,
  Encounter: encounterHandler,
  RelatedPerson: relatedPersonHandler,
  Practitioner: practitionerHandler,
  Organization: organizationHandler,
};
