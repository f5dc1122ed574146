import type { MedicationRequest } from '@medplum/fhirtypes';
import type { MedicationRoute } from '../enums.ts';
import { CODE_SYSTEMS, PROFILES } from './systems.ts';

/** A medication order on a child's chart, with its daily schedule. */
export interface MedicationOrderRecord {
  id: string;
  patientId: string;
  name: string;
  ndcCode: string | null;
  dosage: string;
  frequency: string;
  route: MedicationRoute;
  prescribedBy: string;
  startDate: string;
  instructions: string | null;
  scheduledTimes: readonly string[];
  isActive: boolean;
  updatedAt: Date;
}

/** SNOMED CT routes of administration for CareNest's routes (other: text only). */
const ROUTES: Partial<Record<MedicationRoute, { code: string; display: string }>> = {
  oral: { code: '26643006', display: 'Oral route' },
  intravenous: { code: '47625008', display: 'Intravenous route' },
  intramuscular: { code: '78421000', display: 'Intramuscular route' },
  subcutaneous: { code: '34206005', display: 'Subcutaneous route' },
  inhalation: { code: '447694001', display: 'Respiratory tract route' },
  topical: { code: '6064005', display: 'Topical route' },
  rectal: { code: '37161004', display: 'Rectal route' },
};

/**
 * A chart medication as a US Core 6.1.0 MedicationRequest (an order given at the center): the medication by name
 * with its NDC where recorded, active or stopped, the prescriber as written, the dose, route and times of day.
 */
export function toFhirMedicationRequest(record: MedicationOrderRecord): MedicationRequest {
  const route = ROUTES[record.route];
  return {
    resourceType: 'MedicationRequest',
    id: record.id,
    meta: { profile: [PROFILES.medicationRequest], lastUpdated: record.updatedAt.toISOString() },
    status: record.isActive ? 'active' : 'stopped',
    intent: 'order',
    category: [{ coding: [{ system: CODE_SYSTEMS.medicationRequestCategory, code: 'outpatient' }] }],
    reportedBoolean: false,
    medicationCodeableConcept: {
      ...(record.ndcCode ? { coding: [{ system: CODE_SYSTEMS.ndc, code: record.ndcCode }] } : {}),
      text: record.name,
    },
    subject: { reference: `Patient/${record.patientId}` },
    authoredOn: record.startDate,
    requester: { display: record.prescribedBy },
    dosageInstruction: [
      {
        text: [record.dosage, record.frequency, record.instructions].filter(Boolean).join(', '),
        ...(record.scheduledTimes.length > 0
          ? { timing: { repeat: { timeOfDay: record.scheduledTimes.map((time) => `${time}:00`) } } }
          : {}),
        route: route
          ? { coding: [{ system: CODE_SYSTEMS.snomed, ...route }], text: record.route }
          : { text: record.route },
      },
    ],
  };
}
