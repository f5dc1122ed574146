import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  API_PATHS,
  LIVE_EVENT_HEARTBEAT_SECONDS,
  LIVE_EVENT_MAXIMUM_PENDING_EVENTS,
  type LiveEvent,
} from '@carenest/core';
import type { Database } from '../db/schema.ts';
import { REFUSALS } from '../lib/refusals.ts';
import { isSessionStillValid } from '../plugins/session.ts';
import { readAudited } from '../shared/request-scope.ts';
import { auditedRead } from '../shared/audited-read.ts';
import type { EventHub } from './event-hub.ts';

/** The stream's query: the last event id, for clients that cannot send the Last-Event-ID header. */
const streamQuerySchema = z.object({ lastEventId: z.string().max(20).optional() });

/** One SSE message: the event id (for Last-Event-ID) and the event as JSON. */
function formatEvent(event: LiveEvent): string {
  return `id: ${event.id}\ndata: ${JSON.stringify(event)}\n\n`;
}

/**
 * GET /api/events: the signed-in user's live events as server-sent events (ARCHITECTURE.md, "Live
 * events"). Opening the stream is audited. A reconnecting client is first caught up from its Last-Event-ID
 * (or told to reload everything with a `reset` event when the log no longer reaches back, the id is none of the
 * log's, or the catch-up fails), told `ready`, then receives each new event it may see. A stream that falls more
 * than LIVE_EVENT_MAXIMUM_PENDING_EVENTS behind (held while catching up, or unread by its connection) is closed. A comment every 25 s keeps proxies from closing it, and each heartbeat re-checks the
 * session without counting as activity: the stream ends with the session (idle timeout, expiry, HIPAA), and at
 * once on sign-out, revocation or deactivation (a session.ended event). When the instance drains, the stream ends
 * with a short `retry:` so the browser reconnects elsewhere with its Last-Event-ID.
 */
export async function liveEventRoutes(
  app: FastifyInstance,
  {
    db,
    hub,
    heartbeatSeconds = LIVE_EVENT_HEARTBEAT_SECONDS,
  }: { db: Kysely<Database>; hub: EventHub; heartbeatSeconds?: number },
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    API_PATHS.events,
    {
      config: auditedRead('OPEN_LIVE_EVENTS', 'LIVE_EVENTS'),
      schema: {
        tags: ['events'],
        querystring: streamQuerySchema,
        response: { 200: z.string().describe('text/event-stream'), ...REFUSALS },
      },
    },
    async (request, reply) => {
      const actor = await readAudited(db, request, async ({ actor }) => ({ answer: actor }));
      const header = request.headers['last-event-id'];
      const lastEventId = (typeof header === 'string' ? header : undefined) ?? request.query.lastEventId;

      reply.hijack();
      const stream = reply.raw;
      stream.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      stream.write('retry: 3000\n\n');

      let isOpen = true;
      let isCatchingUp = lastEventId !== undefined;
      const held: LiveEvent[] = [];
      const written = new Set<string>();
      /** Events written since the connection last stopped taking them (Node buffers them meanwhile). */
      let unflushed = 0;
      stream.on('drain', () => (unflushed = 0));
      const write = (event: LiveEvent) => {
        if (!isOpen || written.has(event.id)) return;
        written.add(event.id);
        if (!stream.write(formatEvent(event))) unflushed += 1;
        if (unflushed > LIVE_EVENT_MAXIMUM_PENDING_EVENTS) close();
      };
      const hold = (event: LiveEvent) => {
        held.push(event);
        if (held.length > LIVE_EVENT_MAXIMUM_PENDING_EVENTS) close();
      };
      const close = (reconnect?: { retryMs: number }) => {
        if (!isOpen) return;
        isOpen = false;
        clearInterval(heartbeat);
        unsubscribe();
        if (reconnect) stream.write(`retry: ${reconnect.retryMs}\n\n`);
        stream.end();
      };
      const unsubscribe = hub.subscribe({
        actor,
        send: (event) => (isCatchingUp ? hold(event) : write(event)),
        close,
      });
      const beat = (isValid: boolean) => {
        if (!isValid) close();
        else if (isOpen) stream.write(': heartbeat\n\n');
      };
      const heartbeat = setInterval(() => {
        void isSessionStillValid(db, actor.sessionId, new Date()).then(beat, () => beat(true));
      }, heartbeatSeconds * 1000);
      request.raw.on('close', () => close());

      if (lastEventId !== undefined) {
        const missed = await hub.catchUp(actor, lastEventId).catch((error: unknown) => {
          request.log.error({ err: error }, 'live event catch-up failed');
          return 'reset' as const;
        });
        if (!isOpen) return;
        if (missed === 'reset' || missed.length > LIVE_EVENT_MAXIMUM_PENDING_EVENTS)
          stream.write('event: reset\ndata: {}\n\n');
        else for (const event of missed) write(event);
        isCatchingUp = false;
        for (const event of held.splice(0)) write(event);
      }
      if (isOpen) stream.write('event: ready\ndata: {}\n\n');
    },
  );
}
