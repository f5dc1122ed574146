import type { AllergyIntolerance } from '@medplum/fhirtypes';
import type { AllergySeverity } from '../enums.ts';
import { CODE_SYSTEMS, PROFILES } from './systems.ts';

/** An allergy on a child's chart. */
export interface AllergyRecord {
  id: string;
  patientId: string;
  allergen: string;
  reaction: string;
  severity: AllergySeverity;
  notes: string | null;
  updatedAt: Date;
}

/** FHIR's reaction severity of CareNest's (life-threatening is FHIR's severe, with the criticality high). */
const SEVERITY: Record<AllergySeverity, 'mild' | 'moderate' | 'severe'> = {
  mild: 'mild',
  moderate: 'moderate',
  severe: 'severe',
  'life-threatening': 'severe',
};

/**
 * A chart allergy as a US Core 6.1.0 AllergyIntolerance: the allergen as text (the chart records no code), active
 * and confirmed, the reaction with its severity, the criticality high for a severe or life-threatening one.
 */
export function toFhirAllergyIntolerance(record: AllergyRecord): AllergyIntolerance {
  return {
    resourceType: 'AllergyIntolerance',
    id: record.id,
    meta: { profile: [PROFILES.allergyIntolerance], lastUpdated: record.updatedAt.toISOString() },
    clinicalStatus: { coding: [{ system: CODE_SYSTEMS.allergyClinical, code: 'active' }] },
    verificationStatus: { coding: [{ system: CODE_SYSTEMS.allergyVerification, code: 'confirmed' }] },
    criticality: record.severity === 'severe' || record.severity === 'life-threatening' ? 'high' : 'low',
    code: { text: record.allergen },
    patient: { reference: `Patient/${record.patientId}` },
    reaction: [{ manifestation: [{ text: record.reaction }], severity: SEVERITY[record.severity] }],
    ...(record.notes ? { note: [{ text: record.notes }] } : {}),
  };
}
