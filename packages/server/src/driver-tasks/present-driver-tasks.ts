import type { DriverMessage, DriverTask } from '@carenest/core';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { loadUserNames, personOf } from '../shared/user-names.ts';
import type { DriverMessageRow, DriverTaskRow } from './load-driver-tasks.ts';

/** The child a row names, as a person reference, or null. */
function childOf(row: {
  patient_id: string | null;
  patient_first_name: string | null;
  patient_last_name: string | null;
}) {
  return row.patient_id
    ? { id: row.patient_id, name: `${row.patient_first_name} ${row.patient_last_name}` }
    : null;
}

/** Tasks as the API answers them, with the names of the people they mention (one query for the names). */
export async function presentTasks(
  trx: Transaction<Database>,
  rows: readonly DriverTaskRow[],
): Promise<DriverTask[]> {
  const names = await loadUserNames(
    trx,
    rows.flatMap((row) => [row.driver_id, row.created_by, ...(row.completed_by ? [row.completed_by] : [])]),
  );
  return rows.map((row) => ({
    id: row.id,
    driver: personOf(names, row.driver_id),
    patient: childOf(row),
    taskType: row.task_type,
    title: row.title,
    description: row.description,
    priority: row.priority,
    dueDate: row.due_date,
    isCompleted: row.completed_at !== null,
    completedAt: row.completed_at?.toISOString() ?? null,
    completedBy: row.completed_by ? personOf(names, row.completed_by) : null,
    relatedMessageId: row.related_message_id,
    createdBy: personOf(names, row.created_by),
    createdAt: row.created_at.toISOString(),
  }));
}

/** Messages as the API answers them, with the names of their driver and sender. */
export async function presentMessages(
  trx: Transaction<Database>,
  rows: readonly DriverMessageRow[],
): Promise<DriverMessage[]> {
  const names = await loadUserNames(
    trx,
    rows.flatMap((row) => [row.driver_id, row.sender_id]),
  );
  return rows.map((row) => ({
    id: row.id,
    driver: personOf(names, row.driver_id),
    sender: personOf(names, row.sender_id),
    patient: childOf(row),
    messageType: row.message_type,
    body: row.body,
    createdAt: row.created_at.toISOString(),
    readAt: row.read_at?.toISOString() ?? null,
    taskId: row.task_id,
  }));
}
