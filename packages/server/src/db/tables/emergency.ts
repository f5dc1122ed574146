import type { Generated } from 'kysely';
import type {
  DrillType,
  EmergencyDocumentKind,
  EvacuationEquipment,
  EvacuationTransport,
} from '@carenest/core';
import type { CreatedAt, Timestamp } from './column-types.ts';

// Tables of emergency preparedness (migration 044): each child's evacuation needs and the facility's logs.

/** patient_evacuation_needs: a child's equipment and evacuation transport (26 TAC §550.209). */
export interface PatientEvacuationNeedsTable {
  patient_id: string;
  equipment: EvacuationEquipment[];
  transport: EvacuationTransport;
  notes: string | null;
  updated_by: string;
  updated_at: Timestamp;
}

/** emergency_drills: the drills log of a facility (26 TAC §550.209). */
export interface EmergencyDrillsTable {
  id: Generated<string>;
  facility_id: string;
  drill_type: DrillType;
  held_on: string;
  is_unannounced: boolean;
  duration_minutes: number;
  findings: string;
  recorded_by: string;
  created_at: CreatedAt;
}

/** generator_tests: the signed generator log (Florida 59A-13.022). */
export interface GeneratorTestsTable {
  id: Generated<string>;
  facility_id: string;
  tested_on: string;
  duration_minutes: number;
  outcome: 'passed' | 'failed';
  tested_by: string;
  notes: string | null;
  signed_by: string;
  signed_at: CreatedAt;
}

/** emergency_documents: documents on file with their expiry, the fire inspection among them. */
export interface EmergencyDocumentsTable {
  id: Generated<string>;
  facility_id: string;
  kind: EmergencyDocumentKind;
  title: string;
  issued_on: string;
  expires_on: string;
  reference: string | null;
  recorded_by: string;
  created_at: CreatedAt;
}
