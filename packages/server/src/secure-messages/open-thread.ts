import { auditChange, type CommandScope } from '../shared/request-scope.ts';
import type { VisiblePatient } from '../shared/patient-scope.ts';

/**
 * A parent opens the thread about their child with its care team: one thread per child and parent, so a
 * second opening answers the same thread. A new thread is audited as OPEN_MESSAGE_THREAD. Answers its id.
 */
export async function openMessageThread(scope: CommandScope & { patient: VisiblePatient }): Promise<string> {
  const { trx, actor, now, patient } = scope;
  const inserted = await trx
    .insertInto('message_threads')
    .values({
      facility_id: patient.facilityId,
      patient_id: patient.id,
      parent_id: actor.userId,
      created_at: now,
    })
    .onConflict((conflict) => conflict.columns(['patient_id', 'parent_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) {
    const existing = await trx
      .selectFrom('message_threads')
      .select('id')
      .where('patient_id', '=', patient.id)
      .where('parent_id', '=', actor.userId)
      .executeTakeFirstOrThrow();
    return existing.id;
  }
  await auditChange(scope, {
    action: 'OPEN_MESSAGE_THREAD',
    resourceType: 'MESSAGE_THREAD',
    resourceId: inserted.id,
    newValues: { patientId: patient.id },
  });
  return inserted.id;
}
