import { sql, type Transaction } from 'kysely';
import type { DashboardResponse } from '@carenest/core';
import type { Database } from '../db/schema.ts';
import type { Actor } from '../shared/actor.ts';

/** How many entries the driver's Recent Activity shows. */
const DRIVER_ACTIVITY_SIZE = 6;

/**
 * The driver's Recent Activity, transport items only (spec part 1: "drivers see only transport-related
 * activity"): the latest handoffs signed on their own routes, newest first.
 */
export async function loadDriverActivity(
  trx: Transaction<Database>,
  actor: Actor,
): Promise<DashboardResponse['recentActivity']> {
  const rows = await trx
    .selectFrom('transport_handoffs')
    .innerJoin('transport_routes', 'transport_routes.id', 'transport_handoffs.route_id')
    .innerJoin('patients', 'patients.id', 'transport_handoffs.patient_id')
    .innerJoin('users', 'users.id', 'transport_handoffs.recorded_by')
    .where('transport_routes.driver_id', '=', actor.userId)
    .select([
      'transport_handoffs.id',
      'transport_handoffs.kind',
      'transport_handoffs.signed_by',
      'transport_handoffs.recorded_at',
      'transport_routes.name as route_name',
      sql<string>`patients.first_name || ' ' || patients.last_name`.as('patient_name'),
      sql<string>`users.first_name || ' ' || users.last_name`.as('driver_name'),
    ])
    .orderBy('transport_handoffs.recorded_at', 'desc')
    .limit(DRIVER_ACTIVITY_SIZE)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    type: 'transport',
    title: row.kind === 'pickup' ? 'Picked up' : 'Dropped off',
    description: `${row.patient_name} ${row.kind === 'pickup' ? 'from' : 'with'} ${row.signed_by} on ${row.route_name}`,
    time: row.recorded_at.toISOString(),
    user: row.driver_name,
  }));
}
