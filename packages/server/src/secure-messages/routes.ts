import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  API_PATHS,
  MESSAGES,
  messageThreadDetailSchema,
  messageThreadListResponseSchema,
  messageThreadSchema,
  openThreadSchema,
  secureMessagePolicy,
  secureMessageSchema,
  sendMessageSchema,
  threadIdParamsSchema,
} from '@carenest/core';
import type { Database } from '../db/schema.ts';
import { forbidden, notFound } from '../lib/http-error.ts';
import { REFUSALS } from '../lib/refusals.ts';
import { authorize } from '../shared/actor.ts';
import { findVisiblePatient } from '../shared/patient-scope.ts';
import { readAudited, withinTransaction } from '../shared/request-scope.ts';
import { auditedRead } from '../shared/audited-read.ts';
import { checkAttachments } from './attachments.ts';
import { loadThreadMessages } from './load-messages.ts';
import { findVisibleThread, loadVisibleThreads, presentThreads } from './load-threads.ts';
import { openMessageThread } from './open-thread.ts';
import { markThreadRead, sendSecureMessage } from './send-message.ts';

/**
 * Secure messaging (ARCHITECTURE.md, "Parent portal"): the reader's threads with unread counts, a thread with
 * read receipts (an audited read), a parent opening a thread about their child, sending a message, and
 * marking a thread read.
 */
export async function secureMessageRoutes(
  app: FastifyInstance,
  { db }: { db: Kysely<Database> },
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    API_PATHS.messageThreads,
    {
      config: auditedRead('VIEW_MESSAGE_THREADS', 'MESSAGE_THREAD'),
      schema: { tags: ['messages'], response: { 200: messageThreadListResponseSchema, ...REFUSALS } },
    },
    (request) =>
      readAudited(db, request, async ({ trx, actor }) => {
        const rows = await loadVisibleThreads(trx, actor);
        return { answer: { items: await presentThreads(trx, rows) }, details: { count: rows.length } };
      }),
  );

  routes.post(
    API_PATHS.messageThreads,
    {
      schema: {
        tags: ['messages'],
        body: openThreadSchema,
        response: { 200: messageThreadSchema, ...REFUSALS },
      },
    },
    (request) =>
      withinTransaction(db, request, async (scope) => {
        const patient = await findVisiblePatient(scope.trx, scope.actor, request.body.patientId);
        if (!patient) throw notFound(MESSAGES.patientNotFound);
        authorize(secureMessagePolicy.canOpenThread(scope.actor));
        const id = await openMessageThread({ ...scope, patient });
        const thread = await findVisibleThread(scope.trx, scope.actor, id);
        const [presented] = await presentThreads(scope.trx, [thread!]);
        return presented!;
      }),
  );

  routes.get(
    '/api/message-threads/:threadId',
    {
      config: auditedRead('READ_MESSAGE_THREAD', 'MESSAGE_THREAD', { param: 'threadId' }),
      schema: {
        tags: ['messages'],
        params: threadIdParamsSchema,
        response: { 200: messageThreadDetailSchema, ...REFUSALS },
      },
    },
    (request) =>
      readAudited(db, request, async ({ trx, actor }) => {
        const thread = await findVisibleThread(trx, actor, request.params.threadId);
        if (!thread) throw notFound();
        if (!secureMessagePolicy.canRead(actor)) throw forbidden();
        const [presented] = await presentThreads(trx, [thread]);
        const messages = await loadThreadMessages(trx, actor, thread);
        return { answer: { thread: presented!, messages }, details: { messages: messages.length } };
      }),
  );

  routes.post(
    '/api/message-threads/:threadId/messages',
    {
      schema: {
        tags: ['messages'],
        params: threadIdParamsSchema,
        body: sendMessageSchema,
        response: { 201: secureMessageSchema, ...REFUSALS, 429: REFUSALS[400] },
      },
    },
    async (request, reply) => {
      const message = await withinTransaction(db, request, async (scope) => {
        const thread = await findVisibleThread(scope.trx, scope.actor, request.params.threadId);
        if (!thread) throw notFound();
        authorize(
          secureMessagePolicy.canWriteIn(scope.actor, { isClosed: thread.closed_at !== null }),
          MESSAGES.messageThreadClosed,
        );
        const attachmentIds = await checkAttachments(
          scope.trx,
          scope.actor,
          thread,
          request.body.attachmentIds,
        );
        const id = await sendSecureMessage({ ...scope, thread, body: request.body.body, attachmentIds });
        const messages = await loadThreadMessages(scope.trx, scope.actor, thread);
        return messages.find((candidate) => candidate.id === id)!;
      });
      return reply.status(201).send(message);
    },
  );

  routes.post(
    '/api/message-threads/:threadId/read',
    {
      schema: {
        tags: ['messages'],
        params: threadIdParamsSchema,
        response: { 200: messageThreadSchema, ...REFUSALS },
      },
    },
    (request) =>
      withinTransaction(db, request, async (scope) => {
        const thread = await findVisibleThread(scope.trx, scope.actor, request.params.threadId);
        if (!thread) throw notFound();
        authorize(secureMessagePolicy.canRead(scope.actor));
        await markThreadRead({ ...scope, thread });
        const [presented] = await presentThreads(scope.trx, [
          (await findVisibleThread(scope.trx, scope.actor, thread.id))!,
        ]);
        return presented!;
      }),
  );
}
