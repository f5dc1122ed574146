import { MESSAGES, type DrillInput } from '@carenest/core';
import type { Selectable } from 'kysely';
import type { EmergencyDrillsTable } from '../db/schema.ts';
import { auditChange, type CommandScope } from '../shared/request-scope.ts';
import { refuseFutureDate, type EmergencyFacility } from './emergency-facility.ts';

/**
 * Records a drill held at the facility (26 TAC §550.209): its kind, day, whether it was unannounced, how long
 * it took and what it found; a day after the facility's today is a 400 naming `heldOn`. Audited as
 * RECORD_EMERGENCY_DRILL.
 */
export async function recordDrill(
  scope: CommandScope & { facility: EmergencyFacility; input: DrillInput },
): Promise<Selectable<EmergencyDrillsTable>> {
  const { trx, actor, facility, input } = scope;
  refuseFutureDate(facility, 'heldOn', input.heldOn, MESSAGES.dateInFuture);
  const drill = await trx
    .insertInto('emergency_drills')
    .values({
      facility_id: facility.id,
      drill_type: input.drillType,
      held_on: input.heldOn,
      is_unannounced: input.isUnannounced,
      duration_minutes: input.durationMinutes,
      findings: input.findings,
      recorded_by: actor.userId,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await auditChange(scope, {
    action: 'RECORD_EMERGENCY_DRILL',
    resourceType: 'EMERGENCY_DRILL',
    resourceId: drill.id,
    newValues: input,
  });
  return drill;
}
