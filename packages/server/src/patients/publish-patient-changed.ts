import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { publishEvent } from '../events/publish-event.ts';

/**
 * Announces that a child's record changed (patient.changed) to everyone who may see the child: their lists
 * and the chart re-read it. ARCHITECTURE.md, "Live events".
 */
export function publishPatientChanged(trx: Transaction<Database>, patientId: string): Promise<void> {
  return publishEvent(trx, { kind: 'patient.changed', resourceId: patientId, patientIds: [patientId] });
}
