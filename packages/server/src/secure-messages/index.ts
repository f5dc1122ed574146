import { sql, type Transaction } from 'kysely';
import type { PolicyActor } from '@carenest/core';
import type { Database } from '../db/schema.ts';

export { announceScannedAttachment } from './attachments.ts';
export { MESSAGE_JOBS, messageWaitingEmailJob, type MessageJobServices } from './message-waiting-job.ts';

/** The dashboard's Messages card of a parent: the messages of the care team they have not read yet. */
export async function countUnreadMessages(trx: Transaction<Database>, actor: PolicyActor): Promise<number> {
  const row = await trx
    .selectFrom('secure_messages')
    .innerJoin('message_threads', 'message_threads.id', 'secure_messages.thread_id')
    .leftJoin('message_reads', (join) =>
      join
        .onRef('message_reads.thread_id', '=', 'message_threads.id')
        .on('message_reads.user_id', '=', actor.userId),
    )
    .select(sql<number>`count(*)::int`.as('count'))
    .where('message_threads.parent_id', '=', actor.userId)
    .where('secure_messages.sender_id', '<>', actor.userId)
    .where((eb) =>
      eb.or([
        eb('message_reads.read_at', 'is', null),
        eb('secure_messages.sent_at', '>', eb.ref('message_reads.read_at')),
      ]),
    )
    .executeTakeFirstOrThrow();
  return row.count;
}
