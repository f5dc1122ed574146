import { z } from 'zod';
import { defineJob, type JobContext } from '../jobs/define-job.ts';
import type { SendMail } from '../lib/mailer.ts';

/** What the messages' jobs need of the process: its mailer, when an SMTP server is configured. */
export interface MessageJobServices {
  sendMail?: SendMail;
}

/** The email a recipient of a secure message gets: that something is waiting, never the message or the child. */
export const MESSAGE_WAITING_EMAIL = {
  subject: 'A message is waiting in CareNest',
  text:
    'You have a new secure message in CareNest. Sign in to read it.\n\n' +
    'For your family’s privacy, messages are never sent by email.',
} as const;

/**
 * Emails the recipients of a new secure message that one is waiting (ARCHITECTURE.md, "Parent portal"), when
 * an SMTP server is configured; enqueued in the sending transaction, so a rolled-back message mails nobody.
 * Inactive accounts are skipped, and so is the parent of a thread closed since (unlinked from the child).
 */
export const messageWaitingEmailJob = defineJob({
  name: 'messages.email-waiting',
  payload: z.object({ userIds: z.array(z.uuid()).max(500), threadId: z.uuid().optional() }),
  async handle({ userIds, threadId }, { db, services }: JobContext<MessageJobServices>) {
    if (!services.sendMail || userIds.length === 0) return;
    const closed = threadId
      ? await db
          .selectFrom('message_threads')
          .select('parent_id')
          .where('id', '=', threadId)
          .where('closed_at', 'is not', null)
          .executeTakeFirst()
      : undefined;
    const recipients = await db
      .selectFrom('users')
      .select('email')
      .where('id', 'in', userIds)
      .where('id', '<>', closed?.parent_id ?? '00000000-0000-0000-0000-000000000000')
      .where('is_active', '=', true)
      .execute();
    for (const recipient of recipients)
      await services.sendMail({ to: recipient.email, ...MESSAGE_WAITING_EMAIL });
  },
});

/** The messages' jobs, which the process runs (`background-jobs.ts`). */
export const MESSAGE_JOBS = [messageWaitingEmailJob] as const;
