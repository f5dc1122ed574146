import { SUBMISSION_LIMITS } from '@carenest/core';
import { publishEvent } from '../events/publish-event.ts';
import { enqueueJob } from '../jobs/enqueue-job.ts';
import { createNotifications, recipientsWanting } from '../notifications/index.ts';
import { auditChange, type CommandScope } from '../shared/request-scope.ts';
import { refuseTooFrequent } from '../shared/submission-limits.ts';
import { recordAttachments } from './attachments.ts';
import type { ThreadRow } from './load-threads.ts';
import { messageWaitingEmailJob } from './message-waiting-job.ts';
import { threadParticipants } from './thread-audience.ts';

/**
 * Sends a message in a thread (the caller has loaded the thread, checked the policy and the attachments):
 * stored as written (shown as text) with its files, the thread moves to the top, the sender has read up to it, the other side (those who have
 * not turned messages off) gets a notification that names no content and, with SMTP configured, an email that
 * one is waiting; everyone in the thread hears of it live, and SEND_MESSAGE is audited without the text.
 * At most SUBMISSION_LIMITS.messagesPerHour per sender (429). Answers the message's id.
 */
export async function sendSecureMessage(
  scope: CommandScope & { thread: ThreadRow; body: string; attachmentIds: readonly string[] },
): Promise<string> {
  const { trx, actor, now, thread, body, attachmentIds } = scope;
  await refuseTooFrequent(scope, {
    userId: actor.userId,
    action: 'SEND_MESSAGE',
    limit: SUBMISSION_LIMITS.messagesPerHour,
  });
  const { id } = await trx
    .insertInto('secure_messages')
    .values({ thread_id: thread.id, sender_id: actor.userId, body, sent_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordAttachments(trx, id, attachmentIds);
  await trx
    .updateTable('message_threads')
    .set({ last_message_at: now })
    .where('id', '=', thread.id)
    .execute();
  await trx
    .insertInto('message_reads')
    .values({ thread_id: thread.id, user_id: actor.userId, read_at: now })
    .onConflict((conflict) => conflict.columns(['thread_id', 'user_id']).doUpdateSet({ read_at: now }))
    .execute();
  await auditChange(scope, {
    action: 'SEND_MESSAGE',
    resourceType: 'MESSAGE_THREAD',
    resourceId: thread.id,
    newValues: { messageId: id, length: body.length, attachmentIds: [...attachmentIds] },
  });
  const { parentId, careTeam } = await threadParticipants(trx, thread);
  const isFromParent = actor.userId === parentId;
  const recipientIds = await recipientsWanting(trx, isFromParent ? careTeam : [parentId], 'messages');
  await enqueueJob(trx, messageWaitingEmailJob, { userIds: recipientIds, threadId: thread.id });
  await createNotifications({
    trx,
    now,
    recipientIds,
    content: {
      title: 'New message',
      body: `A message about ${thread.patient_first_name} is waiting in Messages.`,
      link: `/messages?thread=${thread.id}`,
      severity: 'low',
    },
  });
  await publishEvent(trx, {
    kind: 'message.changed',
    resourceId: thread.id,
    userIds: [parentId, ...careTeam],
  });
  return id;
}

/**
 * Marks a thread read by the actor up to now; when something was unread, the thread's people hear of it (the
 * writer's read receipt changes). Answers whether anything changed.
 */
export async function markThreadRead(scope: CommandScope & { thread: ThreadRow }): Promise<boolean> {
  const { trx, actor, now, thread } = scope;
  await trx
    .insertInto('message_reads')
    .values({ thread_id: thread.id, user_id: actor.userId, read_at: now })
    .onConflict((conflict) => conflict.columns(['thread_id', 'user_id']).doUpdateSet({ read_at: now }))
    .execute();
  if ((thread.unread_count ?? 0) === 0) return false;
  const { parentId, careTeam } = await threadParticipants(trx, thread);
  await publishEvent(trx, {
    kind: 'message.changed',
    resourceId: thread.id,
    userIds: [parentId, ...careTeam],
  });
  return true;
}
