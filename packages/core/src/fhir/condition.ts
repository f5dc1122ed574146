import type { Condition } from '@medplum/fhirtypes';
import { CODE_SYSTEMS, PROFILES } from './systems.ts';

/** A diagnosis on a child's chart: the ICD-10-CM code, and whether it is the primary one. */
export interface DiagnosisRecord {
  patientId: string;
  code: string;
  isPrimary: boolean;
  /** When the chart last changed (the diagnosis list carries no date of its own). */
  recordedAt: Date;
}

/** The Condition id of a chart diagnosis: stable, the child's id and the code (a chart lists a code once). */
export function conditionId(patientId: string, code: string): string {
  return `${patientId}.${code}`;
}

/** The child's id and code a Condition id names, or undefined. */
export function parseConditionId(id: string): { patientId: string; code: string } | undefined {
  const match = /^([0-9a-f-]{36})\.([A-Z0-9.]{3,8})$/.exec(id);
  return match?.[1] && match[2] ? { patientId: match[1], code: match[2] } : undefined;
}

/**
 * A chart diagnosis as a US Core 6.1.0 problem (Condition, category problem-list-item): the ICD-10-CM code,
 * active and confirmed, the primary diagnosis ranked first by a note.
 */
export function toFhirCondition(record: DiagnosisRecord): Condition {
  return {
    resourceType: 'Condition',
    id: conditionId(record.patientId, record.code),
    meta: { profile: [PROFILES.condition], lastUpdated: record.recordedAt.toISOString() },
    clinicalStatus: { coding: [{ system: CODE_SYSTEMS.conditionClinical, code: 'active' }] },
    verificationStatus: { coding: [{ system: CODE_SYSTEMS.conditionVerification, code: 'confirmed' }] },
    category: [
      {
        coding: [
          { system: CODE_SYSTEMS.conditionCategory, code: 'problem-list-item', display: 'Problem List Item' },
        ],
      },
    ],
    code: { coding: [{ system: CODE_SYSTEMS.icd10cm, code: record.code }], text: record.code },
    subject: { reference: `Patient/${record.patientId}` },
    recordedDate: record.recordedAt.toISOString(),
    ...(record.isPrimary ? { note: [{ text: 'Primary diagnosis' }] } : {}),
  };
}
