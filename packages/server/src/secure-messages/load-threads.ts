import { sql, type Transaction } from 'kysely';
import type { MessageThread, PolicyActor } from '@carenest/core';
import type { Database } from '../db/schema.ts';
import { isPatientVisibleTo } from '../shared/patient-scope.ts';

/**
 * The threads an actor sees (ARCHITECTURE.md, "The request path"): a parent their own about a child still linked to
 * them; staff those of the children they may see, once a message was written. With the names and the
 * reader's unread count.
 */
function visibleThreads(trx: Transaction<Database>, actor: PolicyActor) {
  let query = trx
    .selectFrom('message_threads')
    .innerJoin('patients', 'patients.id', 'message_threads.patient_id')
    .innerJoin('users as parent', 'parent.id', 'message_threads.parent_id')
    .where(isPatientVisibleTo(actor))
    .select((eb) => [
      'message_threads.id',
      'message_threads.facility_id',
      'message_threads.patient_id',
      'message_threads.parent_id',
      'message_threads.last_message_at',
      'message_threads.closed_at',
      'patients.first_name as patient_first_name',
      'patients.last_name as patient_last_name',
      'parent.first_name as parent_first_name',
      'parent.last_name as parent_last_name',
      eb
        .selectFrom('secure_messages')
        .select(sql<number>`count(*)::int`.as('count'))
        .whereRef('secure_messages.thread_id', '=', 'message_threads.id')
        .where('secure_messages.sender_id', '<>', actor.userId)
        .where(({ eb: inner, selectFrom }) =>
          inner(
            'secure_messages.sent_at',
            '>',
            sql<Date>`coalesce((${selectFrom('message_reads')
              .select('message_reads.read_at')
              .whereRef('message_reads.thread_id', '=', 'message_threads.id')
              .where('message_reads.user_id', '=', actor.userId)}), '-infinity'::timestamptz)`,
          ),
        )
        .as('unread_count'),
    ]);
  if (actor.role === 'parent') query = query.where('message_threads.parent_id', '=', actor.userId);
  else query = query.where('message_threads.last_message_at', 'is not', null);
  return query;
}

/** A thread row as read. */
export type ThreadRow = Awaited<ReturnType<ReturnType<typeof visibleThreads>['executeTakeFirstOrThrow']>>;

/** The actor's threads, latest message first (a parent's empty ones last). */
export function loadVisibleThreads(trx: Transaction<Database>, actor: PolicyActor): Promise<ThreadRow[]> {
  return visibleThreads(trx, actor)
    .orderBy(sql`message_threads.last_message_at DESC NULLS LAST`)
    .orderBy('message_threads.id')
    .limit(200)
    .execute();
}

/** One thread the actor sees; undefined when absent or not visible (the same 404). */
export function findVisibleThread(
  trx: Transaction<Database>,
  actor: PolicyActor,
  threadId: string,
): Promise<ThreadRow | undefined> {
  return visibleThreads(trx, actor).where('message_threads.id', '=', threadId).executeTakeFirst();
}

/** The threads as the API lists them, each with its latest message. */
export async function presentThreads(
  trx: Transaction<Database>,
  rows: readonly ThreadRow[],
): Promise<MessageThread[]> {
  const ids = rows.map((row) => row.id);
  const latest =
    ids.length === 0
      ? []
      : await trx
          .selectFrom('secure_messages')
          .innerJoin('users', 'users.id', 'secure_messages.sender_id')
          .distinctOn('secure_messages.thread_id')
          .select([
            'secure_messages.thread_id',
            'secure_messages.body',
            'secure_messages.sent_at',
            'secure_messages.sender_id',
            'users.first_name',
            'users.last_name',
          ])
          .where('secure_messages.thread_id', 'in', ids)
          .orderBy('secure_messages.thread_id')
          .orderBy('secure_messages.sent_at', 'desc')
          .execute();
  return rows.map((row) => {
    const last = latest.find((message) => message.thread_id === row.id);
    return {
      id: row.id,
      patient: { id: row.patient_id, name: `${row.patient_first_name} ${row.patient_last_name}` },
      parent: { id: row.parent_id, name: `${row.parent_first_name} ${row.parent_last_name}` },
      lastMessage: last
        ? {
            body: last.body.slice(0, 140),
            sentAt: last.sent_at.toISOString(),
            sender: { id: last.sender_id, name: `${last.first_name} ${last.last_name}` },
          }
        : null,
      unreadCount: row.unread_count ?? 0,
      isClosed: row.closed_at !== null,
    };
  });
}
