import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely, Transaction } from 'kysely';
import {
  API_PATHS,
  driverMessageIdParamsSchema,
  driverMessageInputSchema,
  driverMessageListQuerySchema,
  driverMessageListResponseSchema,
  driverMessageResponseSchema,
  driverTaskCompletionSchema,
  driverTaskIdParamsSchema,
  driverTaskInputSchema,
  driverTaskListQuerySchema,
  driverTaskListResponseSchema,
  driverTaskResponseSchema,
  driverTaskPolicy,
  type PolicyActor,
} from '@carenest/core';
import type { Database } from '../db/schema.ts';
import { notFound } from '../lib/http-error.ts';
import { REFUSALS } from '../lib/refusals.ts';
import { authorize } from '../shared/actor.ts';
import { readAudited, withinTransaction } from '../shared/request-scope.ts';
import { auditedRead } from '../shared/audited-read.ts';
import { checkAssignee } from './assignee-checks.ts';
import { createDriverTask, sendDriverMessage } from './assign-driver-task.ts';
import { setDriverTaskCompletion } from './complete-driver-task.ts';
import {
  findVisibleMessage,
  findVisibleTask,
  loadVisibleMessages,
  loadVisibleTasks,
} from './load-driver-tasks.ts';
import { markDriverMessageRead } from './mark-message-read.ts';
import { presentMessages, presentTasks } from './present-driver-tasks.ts';

/** One task as the actor now sees it, after a change in this transaction. */
async function taskAnswer(trx: Transaction<Database>, actor: PolicyActor, taskId: string) {
  const task = await findVisibleTask(trx, actor, taskId);
  if (!task) throw new Error('a changed task could not be read back');
  const [presented] = await presentTasks(trx, [task]);
  return { task: presented! };
}

/** One message as the actor now sees it, after a change in this transaction. */
async function messageAnswer(trx: Transaction<Database>, actor: PolicyActor, messageId: string) {
  const message = await findVisibleMessage(trx, actor, messageId);
  if (!message) throw new Error('a changed message could not be read back');
  const [presented] = await presentMessages(trx, [message]);
  return { message: presented! };
}

/**
 * Driver tasks and driver messages: the lists (audited reads; a driver's own, an administrator's facility's,
 * nothing for a parent, whose transport permission covers their children's rides only),
 * adding a task, messaging a driver (a message to act on becomes a task), ticking a task off or opening it
 * again, and a driver marking a message read.
 */
export async function driverTaskRoutes(
  app: FastifyInstance,
  { db }: { db: Kysely<Database> },
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    API_PATHS.driverTasks,
    {
      config: auditedRead('VIEW_DRIVER_TASKS', 'DRIVER_TASK'),
      schema: {
        tags: ['transport'],
        querystring: driverTaskListQuerySchema,
        response: { 200: driverTaskListResponseSchema, ...REFUSALS },
      },
    },
    (request) =>
      readAudited(db, request, async ({ trx, actor }) => {
        const rows = await loadVisibleTasks(trx, actor, request.query);
        return { answer: { items: await presentTasks(trx, rows) }, details: { count: rows.length } };
      }),
  );

  routes.post(
    API_PATHS.driverTasks,
    {
      schema: {
        tags: ['transport'],
        body: driverTaskInputSchema,
        response: { 201: driverTaskResponseSchema, ...REFUSALS },
      },
    },
    async (request, reply) => {
      const answer = await withinTransaction(db, request, async (scope) => {
        authorize(driverTaskPolicy.canAssign(scope.actor));
        const { facilityId } = await checkAssignee(scope.trx, scope.actor, request.body);
        const id = await createDriverTask({ ...scope, input: request.body, facilityId });
        return taskAnswer(scope.trx, scope.actor, id);
      });
      return reply.status(201).send(answer);
    },
  );

  routes.put(
    '/api/driver-tasks/:taskId/completion',
    {
      schema: {
        tags: ['transport'],
        params: driverTaskIdParamsSchema,
        body: driverTaskCompletionSchema,
        response: { 200: driverTaskResponseSchema, ...REFUSALS },
      },
    },
    (request) =>
      withinTransaction(db, request, async (scope) => {
        const task = await findVisibleTask(scope.trx, scope.actor, request.params.taskId);
        if (!task) throw notFound();
        authorize(driverTaskPolicy.canComplete(scope.actor, { driverId: task.driver_id }));
        await setDriverTaskCompletion({ ...scope, task, isCompleted: request.body.isCompleted });
        return taskAnswer(scope.trx, scope.actor, task.id);
      }),
  );

  routes.get(
    API_PATHS.driverMessages,
    {
      config: auditedRead('VIEW_DRIVER_MESSAGES', 'DRIVER_MESSAGE'),
      schema: {
        tags: ['transport'],
        querystring: driverMessageListQuerySchema,
        response: { 200: driverMessageListResponseSchema, ...REFUSALS },
      },
    },
    (request) =>
      readAudited(db, request, async ({ trx, actor }) => {
        const rows = await loadVisibleMessages(trx, actor, request.query);
        return { answer: { items: await presentMessages(trx, rows) }, details: { count: rows.length } };
      }),
  );

  routes.post(
    API_PATHS.driverMessages,
    {
      schema: {
        tags: ['transport'],
        body: driverMessageInputSchema,
        response: { 201: driverMessageResponseSchema, ...REFUSALS },
      },
    },
    async (request, reply) => {
      const answer = await withinTransaction(db, request, async (scope) => {
        authorize(driverTaskPolicy.canAssign(scope.actor));
        const { facilityId, childName } = await checkAssignee(scope.trx, scope.actor, request.body);
        const id = await sendDriverMessage({ ...scope, input: request.body, facilityId, childName });
        return messageAnswer(scope.trx, scope.actor, id);
      });
      return reply.status(201).send(answer);
    },
  );

  routes.post(
    '/api/driver-messages/:messageId/read',
    {
      schema: {
        tags: ['transport'],
        params: driverMessageIdParamsSchema,
        response: { 200: driverMessageResponseSchema, ...REFUSALS },
      },
    },
    (request) =>
      withinTransaction(db, request, async (scope) => {
        const message = await findVisibleMessage(scope.trx, scope.actor, request.params.messageId);
        if (!message) throw notFound();
        authorize(driverTaskPolicy.canMarkRead(scope.actor, { driverId: message.driver_id }));
        await markDriverMessageRead({ ...scope, message });
        return messageAnswer(scope.trx, scope.actor, message.id);
      }),
  );
}
