import {
  facilityScopeOf,
  LIVE_EVENT_MAXIMUM_STREAMS_PER_USER,
  liveEventSchema,
  type LiveEvent,
  type PolicyActor,
} from '@carenest/core';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { DatabaseListener } from '../db/listener.ts';
import type { Database, LiveEventsTable } from '../db/schema.ts';
import { eventDeliveryLatency } from '../observability/metrics-registry.ts';
import { findPatientAudience } from '../shared/patient-scope.ts';
import { LIVE_EVENT_CHANNEL } from './publish-event.ts';

/** How far back a catch-up also looks before the last event's time, for transactions that committed late. */
const LATE_COMMIT_WINDOW_SECONDS = 10;
/** How many delivered event ids the hub remembers, so a catch-up never delivers one twice. */
const REMEMBERED_EVENTS = 2000;
/** How soon a browser whose oldest stream a newer one replaced tries again: not at once, not in a loop. */
const REPLACED_STREAM_RETRY_MS = 60_000;
/** The largest id `live_events.id` (bigint) can hold. */
const MAXIMUM_EVENT_ID = 9_223_372_036_854_775_807n;

/** An open stream: who it belongs to and how to reach it. */
export interface LiveSubscriber {
  actor: PolicyActor & { sessionId: string };
  send(event: LiveEvent): void;
  /** Ends the stream: its session ended, or with a reconnection delay for the browser (the instance drains). */
  close(reconnect?: { retryMs: number }): void;
}

/** How soon a browser whose stream a draining instance ended reconnects (to another instance): spread out. */
function drainRetryMs(): number {
  return 250 + Math.floor(Math.random() * 1000);
}

/** The process's fan-out of live events to its open streams. */
export interface EventHub {
  /** Adds an open stream; answers how to remove it. */
  subscribe(subscriber: LiveSubscriber): () => void;
  /** The events after `lastEventId` this actor may see, oldest first, or 'reset' when the log no longer reaches back. */
  catchUp(actor: PolicyActor, lastEventId: string): Promise<LiveEvent[] | 'reset'>;
  /** How many streams are open. */
  readonly subscriberCount: number;
  /**
   * Ends every open stream with a `retry:` hint, and any stream opened from now on at once, so browsers reconnect
   * with their Last-Event-ID, through the balancer, to an instance that is not shutting down.
   */
  drain(): void;
  close(): Promise<void>;
}

/** An event row as the hub reads it (id as text). */
type EventRow = Omit<Selectable<LiveEventsTable>, 'id'> & { id: string };

/**
 * What one listener receives of an event row: ids only, and of its children only those the listener may see
 * (ARCHITECTURE.md, "Live events"), so a parent never learns another family's child ids.
 */
function presentEvent(row: EventRow, visiblePatientIds: ReadonlySet<string> | undefined): LiveEvent {
  return liveEventSchema.parse({
    id: String(row.id),
    kind: row.kind,
    resourceId: row.resource_id,
    patientIds: row.patient_ids.filter((patientId) => visiblePatientIds?.has(patientId) ?? false),
  });
}

/**
 * Who of `candidates` may receive an event (its users, its facility roles, its patients' audience), each with
 * the event's patient ids they may see.
 */
async function audienceOf(
  db: Kysely<Database>,
  row: EventRow,
  candidates: readonly PolicyActor[],
): Promise<Map<string, ReadonlySet<string>>> {
  const audience: Map<string, ReadonlySet<string>> = await findPatientAudience(
    db,
    row.patient_ids,
    candidates,
  );
  const none = new Set<string>();
  for (const userId of row.user_ids) if (!audience.has(userId)) audience.set(userId, none);
  for (const actor of candidates) {
    const scope = facilityScopeOf(actor);
    const isFacilityRole =
      row.facility_roles.includes(actor.role) &&
      (scope.isEveryFacility || scope.facilityId === row.facility_id);
    const isSuperAdministrator = actor.role === 'super_admin' && row.facility_roles.includes('administrator');
    if (!actor.isPending && (isFacilityRole || isSuperAdministrator) && !audience.has(actor.userId))
      audience.set(actor.userId, none);
  }
  return audience;
}

/**
 * Whether a `Last-Event-ID` names an event id at all: digits within PostgreSQL's bigint. Anything else (too
 * large, negative, not a number) is answered with a reset at once, never sent to the database.
 */
function isEventId(lastEventId: string): boolean {
  return /^\d{1,19}$/.test(lastEventId) && BigInt(lastEventId) <= MAXIMUM_EVENT_ID;
}

/** Event rows with the id as text and the arrays as text (the same on PGlite and PostgreSQL). */
function selectEvents(db: Kysely<Database>) {
  return db
    .selectFrom('live_events')
    .select([
      sql<string>`live_events.id::text`.as('id'),
      'kind',
      'resource_id',
      sql<string[]>`live_events.patient_ids::text[]`.as('patient_ids'),
      sql<string[]>`live_events.user_ids::text[]`.as('user_ids'),
      'facility_id',
      'facility_roles',
      'created_at',
    ])
    .orderBy('live_events.id');
}

/**
 * The events after `afterId`, and those written since `since` (a transaction that began earlier may commit
 * after a later one: its event has a smaller id but was announced later), oldest id first.
 */
async function eventsAfter(db: Kysely<Database>, afterId: string, since: Date): Promise<EventRow[]> {
  return selectEvents(db)
    .where((eb) => eb.or([eb('live_events.id', '>', afterId), eb('live_events.created_at', '>=', since)]))
    .execute();
}

/** `date` moved back by the late-commit window. */
function windowBefore(date: Date): Date {
  return new Date(date.getTime() - LATE_COMMIT_WINDOW_SECONDS * 1000);
}

/**
 * Starts the hub of this process: listens for announced event ids on the process's one listening connection,
 * reads each event once, works out its audience among the open streams by the read rules, and writes it to
 * them in announcement (commit) order, each stream with only the child ids it may see. A user keeps at most
 * `maximumStreamsPerUser` streams open (a new one closes their oldest). A `session.ended` event also closes the streams of the sessions it
 * names. After the listening connection comes back from a drop, the events announced meanwhile are read from
 * the log and delivered; remembered ids keep anything from arriving twice.
 */
export async function startEventHub(options: {
  db: Kysely<Database>;
  listener: DatabaseListener;
  log: FastifyBaseLogger;
  /** At most this many open streams per user: a new one closes the oldest. */
  maximumStreamsPerUser?: number;
}): Promise<EventHub> {
  const { db, listener, log, maximumStreamsPerUser = LIVE_EVENT_MAXIMUM_STREAMS_PER_USER } = options;
  const subscribers = new Set<LiveSubscriber>();
  let isDraining = false;
  const delivered = new Set<string>();
  let lastDeliveredId = '0';
  let lastDeliveredAt = new Date();
  let queue: Promise<void> = Promise.resolve();

  const remember = (id: string) => {
    delivered.add(id);
    if (delivered.size > REMEMBERED_EVENTS) delivered.delete(delivered.values().next().value!);
    if (BigInt(id) > BigInt(lastDeliveredId)) lastDeliveredId = id;
  };

  const deliver = async (row: EventRow) => {
    const id = String(row.id);
    if (delivered.has(id)) return;
    remember(id);
    if (row.created_at > lastDeliveredAt) lastDeliveredAt = row.created_at;
    if (subscribers.size === 0) return;
    const streams = [...subscribers];
    const audience = await audienceOf(
      db,
      row,
      streams.map((stream) => stream.actor),
    );
    for (const stream of streams) {
      const visible = audience.get(stream.actor.userId);
      if (visible) stream.send(presentEvent(row, visible));
    }
    eventDeliveryLatency.observe(Math.max(0, Date.now() - row.created_at.getTime()) / 1000);
    if (row.kind === 'session.ended')
      for (const stream of streams)
        if (
          row.user_ids.includes(stream.actor.userId) &&
          (!row.resource_id || row.resource_id === stream.actor.sessionId)
        )
          stream.close();
  };

  const enqueue = (work: () => Promise<void>) => {
    queue = queue
      .then(work)
      .catch((error: unknown) => log.error({ err: error }, 'live event delivery failed'));
  };

  await listener.listen(LIVE_EVENT_CHANNEL, (id) =>
    enqueue(async () => {
      const row = await selectEvents(db).where('live_events.id', '=', id).executeTakeFirst();
      if (row) await deliver(row);
    }),
  );
  listener.onReconnect(() =>
    enqueue(async () => {
      for (const row of await eventsAfter(db, lastDeliveredId, windowBefore(lastDeliveredAt)))
        await deliver(row);
    }),
  );

  return {
    subscribe(subscriber) {
      if (isDraining) {
        // After the caller has finished setting its stream up.
        setImmediate(() => subscriber.close({ retryMs: drainRetryMs() }));
        return () => undefined;
      }
      const own = [...subscribers].filter((stream) => stream.actor.userId === subscriber.actor.userId);
      for (const oldest of own.slice(0, Math.max(0, own.length - maximumStreamsPerUser + 1)))
        oldest.close({ retryMs: REPLACED_STREAM_RETRY_MS });
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
    drain() {
      isDraining = true;
      for (const stream of [...subscribers]) stream.close({ retryMs: drainRetryMs() });
    },
    async catchUp(actor, lastEventId) {
      const anchor = isEventId(lastEventId)
        ? await selectEvents(db).where('live_events.id', '=', lastEventId).executeTakeFirst()
        : undefined;
      if (!anchor) return 'reset';
      const rows = await eventsAfter(db, lastEventId, windowBefore(anchor.created_at));
      const events: LiveEvent[] = [];
      for (const row of rows) {
        const visible = (await audienceOf(db, row, [actor])).get(actor.userId);
        if (visible) events.push(presentEvent(row, visible));
      }
      return events;
    },
    get subscriberCount() {
      return subscribers.size;
    },
    async close() {
      for (const stream of subscribers) stream.close();
      subscribers.clear();
      await queue;
    },
  };
}
