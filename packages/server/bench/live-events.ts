// The live-event benchmark: one server process holding 500 open event streams (500 parents of one child)
// while events about the child are published: how long each takes to reach every stream, and the server's
// RSS. With BENCH_DATABASE_URL it also runs on PostgreSQL and across two instances (streams on one, the
// changes committed through the other). Targets: 500 streams, an event at all of them in under 1 s p95;
// commit-to-delivery across two instances under 300 ms p95.
//   node --import tsx packages/server/bench/live-events.ts            (PGlite)
//   BENCH_DATABASE_URL=postgres://… node --import tsx packages/server/bench/live-events.ts
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { publishEvent } from '../src/events/publish-event.ts';
import { openBenchStream, type BenchStream } from './harness/event-streams.ts';
import { startBenchServer } from './harness/bench-server.ts';
import { openBenchSessions } from './harness/bench-sessions.ts';
import { stopProcess } from './harness/processes.ts';
import { residentMemoryMiB } from './harness/server-memory.ts';
import { summarize } from './percentiles.ts';
import { openScratchDatabase, type ScratchDatabase } from './scratch-database.ts';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 500);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 40);

/** A facility, one child, a nurse assigned to it and `parents` parents of it, each with a session cookie. */
async function seedAudience(scratch: ScratchDatabase, parents: number) {
  const { db } = scratch;
  const facility = await db
    .insertInto('facilities')
    .values({ name: 'Live events bench', timezone: 'America/New_York' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const child = await db
    .insertInto('patients')
    .values({
      facility_id: facility.id,
      first_name: 'Bench',
      last_name: 'Child',
      date_of_birth: '2019-03-04',
      medical_record_number: 'MRN-LIVE-1',
      primary_diagnosis: 'G80.1',
      secondary_diagnoses: [],
      required_therapies: [],
      care_complexity: 'medium',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const accounts = Array.from({ length: parents + 1 }, (_, index) => ({
    email: `${index === 0 ? 'nurse' : `parent-${index}`}@bench.example`,
    first_name: 'Bench',
    last_name: `User ${index}`,
    role: index === 0 ? ('nurse' as const) : ('parent' as const),
    facility_id: index === 0 ? facility.id : null,
    password_hash: 'not-used',
  }));
  const users = await db.insertInto('users').values(accounts).returning(['id', 'role']).execute();
  const nurse = users.find((user) => user.role === 'nurse')!;
  await db
    .insertInto('staff_assignments')
    .values({
      patient_id: child.id,
      staff_id: nurse.id,
      staff_role: 'nurse',
      assignment_type: 'primary_nurse',
      assigned_by: nurse.id,
    })
    .execute();
  const parentIds = users.filter((user) => user.role === 'parent').map((user) => user.id);
  await db
    .insertInto('patient_parents')
    .values(parentIds.map((parentId) => ({ patient_id: child.id, parent_id: parentId })))
    .execute();
  const cookies = await openBenchSessions(db, users);
  const cookieOf = (index: number) => cookies[index]!;
  return {
    childId: child.id,
    nurseCookie: cookieOf(users.indexOf(nurse)),
    parentCookies: users.flatMap((user, index) => (user.role === 'parent' ? [cookieOf(index)] : [])),
  };
}

/** Opens the streams and waits until every one is subscribed. */
async function openStreams(url: string, cookies: string[]): Promise<BenchStream[]> {
  const streams = cookies.map((cookie) => openBenchStream(url, cookie));
  await Promise.all(streams.map((stream) => stream.ready));
  return streams;
}

/** Latencies (ms) from each event's start time to its arrival at every stream; missing arrivals fail. */
async function deliveries(streams: BenchStream[], started: Map<string, number>) {
  const latencies: number[] = [];
  for (const [resourceId, at] of started) {
    for (const stream of streams) {
      for (let wait = 0; !stream.arrivals.has(resourceId) && wait < 100; wait += 1)
        await new Promise((resolve) => setTimeout(resolve, 50));
      const arrival = stream.arrivals.get(resourceId);
      if (arrival === undefined) throw new Error(`event ${resourceId} never reached a stream`);
      latencies.push(arrival - at);
    }
  }
  return summarize(latencies);
}

/**
 * Events caused by API writes through `writer` (a nurse recording vital signs for the child): latency from the
 * request's start (the commit happens inside it) to each stream.
 */
async function writeThroughApi(writerUrl: string, cookie: string, childId: string, streams: BenchStream[]) {
  const started = new Map<string, number>();
  for (let index = 0; index < EVENTS; index += 1) {
    const at = performance.now();
    const response = await fetch(`${writerUrl}/api/vital-signs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ patientId: childId, temperature: 98.6, heartRate: 90 }),
    });
    if (response.status !== 201) throw new Error(`write refused: ${response.status}`);
    started.set(((await response.json()) as { record: { id: string } }).record.id, at);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return deliveries(streams, started);
}

/** Events committed directly (PostgreSQL): latency from the commit to each stream. */
async function publishDirectly(scratch: ScratchDatabase, childId: string, streams: BenchStream[]) {
  const started = new Map<string, number>();
  for (let index = 0; index < EVENTS; index += 1) {
    const resourceId = `bench-${index}`;
    await scratch.db
      .transaction()
      .execute((trx) =>
        publishEvent(trx, { kind: 'vital-signs.recorded', resourceId, patientIds: [childId] }),
      );
    started.set(resourceId, performance.now());
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return deliveries(streams, started);
}

/** Runs the benchmark on one database; answers its figures. */
async function benchOn(serverUrl: string | undefined) {
  const scratch = await openScratchDatabase(serverUrl);
  const keysDirectory = mkdtempSync(path.join(os.tmpdir(), 'carenest-live-keys-'));
  const audience = await seedAudience(scratch, STREAMS);
  if (scratch.kind === 'pglite') await scratch.db.destroy();
  const first = await startBenchServer(scratch, keysDirectory);
  const figures: Record<string, unknown> = { database: scratch.kind, streams: STREAMS, events: EVENTS };
  try {
    const idleRss = residentMemoryMiB(first.child.pid!);
    const streams = await openStreams(first.url, audience.parentCookies);
    figures.rssMiB = { beforeStreams: idleRss, withStreams: residentMemoryMiB(first.child.pid!) };
    figures.apiWriteToEveryStream = await writeThroughApi(
      first.url,
      audience.nurseCookie,
      audience.childId,
      streams,
    );
    if (scratch.kind === 'postgresql')
      figures.commitToEveryStream = await publishDirectly(scratch, audience.childId, streams);
    figures.rssMiB = { ...(figures.rssMiB as object), afterEvents: residentMemoryMiB(first.child.pid!) };
    for (const stream of streams) stream.close();
    if (scratch.kind === 'postgresql') {
      const second = await startBenchServer(scratch, keysDirectory);
      try {
        const remote = await openStreams(second.url, audience.parentCookies.slice(0, 100));
        figures.twoInstances = {
          streamsOnSecond: remote.length,
          commitOnFirstToDelivery: await writeThroughApi(
            first.url,
            audience.nurseCookie,
            audience.childId,
            remote,
          ),
          directCommitToDelivery: await publishDirectly(scratch, audience.childId, remote),
        };
        for (const stream of remote) stream.close();
      } finally {
        await stopProcess(second.child);
      }
    }
  } finally {
    await stopProcess(first.child);
    await scratch.drop();
    rmSync(keysDirectory, { recursive: true, force: true });
  }
  return figures;
}

const results = [await benchOn(undefined)];
if (process.env.BENCH_DATABASE_URL) results.push(await benchOn(process.env.BENCH_DATABASE_URL));
const directory = path.resolve(import.meta.dirname, '../../../bench/results');
mkdirSync(directory, { recursive: true });
const file = path.join(directory, `live-events-${new Date().toISOString().replaceAll(':', '-')}.json`);
writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
console.log(JSON.stringify(results, null, 2));
console.log(`written to ${file}`);
