import type { Transaction } from 'kysely';
import type { PolicyActor, SecureMessage } from '@carenest/core';
import type { Database } from '../db/schema.ts';
import { loadAttachments } from './attachments.ts';
import type { ThreadRow } from './load-threads.ts';

/**
 * A thread's messages, oldest first (the last 200), with their files, as the reader sees them: theirs marked, and on each of
 * theirs when the other side (the parent, or anyone of the care team) had read that far.
 */
export async function loadThreadMessages(
  trx: Transaction<Database>,
  actor: PolicyActor,
  thread: ThreadRow,
): Promise<SecureMessage[]> {
  const rows = await trx
    .selectFrom('secure_messages')
    .innerJoin('users', 'users.id', 'secure_messages.sender_id')
    .select([
      'secure_messages.id',
      'secure_messages.sender_id',
      'secure_messages.body',
      'secure_messages.sent_at',
      'users.first_name',
      'users.last_name',
      'users.role',
    ])
    .where('secure_messages.thread_id', '=', thread.id)
    .orderBy('secure_messages.sent_at', 'desc')
    .limit(200)
    .execute();
  const reads = await trx
    .selectFrom('message_reads')
    .select(['user_id', 'read_at'])
    .where('thread_id', '=', thread.id)
    .execute();
  const attachments = await loadAttachments(
    trx,
    rows.map((row) => row.id),
  );
  const isParentReader = actor.userId === thread.parent_id;
  const otherSideReads = reads
    .filter((read) =>
      isParentReader ? read.user_id !== thread.parent_id : read.user_id === thread.parent_id,
    )
    .map((read) => read.read_at.getTime());
  const otherSideReadUpTo = otherSideReads.length > 0 ? Math.max(...otherSideReads) : null;
  return rows.reverse().map((row) => {
    const isMine = row.sender_id === actor.userId;
    const isSeen = isMine && otherSideReadUpTo !== null && otherSideReadUpTo >= row.sent_at.getTime();
    return {
      id: row.id,
      sender: {
        id: row.sender_id,
        name: `${row.first_name} ${row.last_name}`,
        isStaff: row.role !== 'parent',
      },
      body: row.body,
      attachments: attachments.get(row.id) ?? [],
      sentAt: row.sent_at.toISOString(),
      isMine,
      seenAt: isSeen ? new Date(otherSideReadUpTo).toISOString() : null,
    };
  });
}
