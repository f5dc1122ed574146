import type { Transaction } from 'kysely';
import type { DriverTask, PolicyActor } from '@carenest/core';
import type { Database } from '../db/schema.ts';
import { loadVisibleTasks } from './load-driver-tasks.ts';
import { presentTasks } from './present-driver-tasks.ts';

/** The dashboard's Tasks & Reminders of a driver: their open tasks, most pressing first (at most 8). */
export async function loadDashboardTasks(
  trx: Transaction<Database>,
  actor: PolicyActor,
): Promise<DriverTask[]> {
  if (actor.role !== 'driver') return [];
  return presentTasks(trx, await loadVisibleTasks(trx, actor, { status: 'open', limit: 8 }));
}
