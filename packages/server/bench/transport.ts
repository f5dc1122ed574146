// The transport benchmark: drivers posting a location fix every 5 s while parents hold live streams, and
// status changes reaching the parents of the route's children. Targets: 100 drivers posting a fix
// every 5 s while 500 parents hold live streams: fix ingest p95 under 30 ms; a status change reaches a
// connected parent in under 1 s p95; server RSS reported.
//   node --import tsx packages/server/bench/transport.ts                       (PGlite)
//   BENCH_DATABASE_URL=postgres://… node --import tsx packages/server/bench/transport.ts   (also PostgreSQL)
//   BENCH_SECONDS=30  how long the drivers drive
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBenchServer } from './harness/bench-server.ts';
import { openBenchSessions } from './harness/bench-sessions.ts';
import { openBenchStream, type BenchStream } from './harness/event-streams.ts';
import { stopProcess } from './harness/processes.ts';
import { residentMemoryMiB } from './harness/server-memory.ts';
import { summarize } from './percentiles.ts';
import { openScratchDatabase, type ScratchDatabase } from './scratch-database.ts';

const FIXING_DRIVERS = 100;
const STATUS_ROUTES = 20;
const CHILDREN_PER_FIXING_ROUTE = 4;
const CHILDREN_PER_STATUS_ROUTE = 5;
const FIX_INTERVAL_MS = 5_000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);

/** One bench route: its id, its driver's cookie, and its children's parents' cookies. */
interface BenchRoute {
  id: string;
  driverCookie: string;
  parentCookies: string[];
}

/**
 * A facility with `FIXING_DRIVERS` routes whose drivers post fixes and `STATUS_ROUTES` routes whose drivers
 * change status, every route started (en route to pickup), each child with one parent: 100 × 4 + 20 × 5 =
 * 500 parents.
 */
async function seedRoutes(
  scratch: ScratchDatabase,
): Promise<{ fixing: BenchRoute[]; changing: BenchRoute[] }> {
  const { db } = scratch;
  const facility = await db
    .insertInto('facilities')
    .values({ name: 'Transport bench', timezone: 'America/New_York' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const routeCount = FIXING_DRIVERS + STATUS_ROUTES;
  const childrenOf = (index: number) =>
    index < FIXING_DRIVERS ? CHILDREN_PER_FIXING_ROUTE : CHILDREN_PER_STATUS_ROUTE;
  const drivers = await db
    .insertInto('users')
    .values(
      Array.from({ length: routeCount }, (_, index) => ({
        email: `driver-${index}@bench.example`,
        first_name: 'Driver',
        last_name: `${index}`,
        role: 'driver' as const,
        facility_id: facility.id,
        password_hash: 'not-used',
      })),
    )
    .returning(['id', 'role'])
    .execute();
  const driverCookies = await openBenchSessions(db, drivers);
  const today = new Date().toISOString().slice(0, 10);
  const routes: BenchRoute[] = [];
  for (const [index, driver] of drivers.entries()) {
    const route = await db
      .insertInto('transport_routes')
      .values({
        facility_id: facility.id,
        name: `Bench run ${index}`,
        direction: 'to_facility',
        service_date: today,
        driver_id: driver.id,
        vehicle: `Van ${index}`,
        scheduled_departure: new Date(Date.now() - 600_000),
        scheduled_arrival: new Date(Date.now() + 3_600_000),
        status: 'en_route_pickup',
        actual_departure: new Date(),
        created_by: driver.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const children = await db
      .insertInto('patients')
      .values(
        Array.from({ length: childrenOf(index) }, (_, child) => ({
          facility_id: facility.id,
          first_name: 'Bench',
          last_name: `Child ${index}-${child}`,
          date_of_birth: '2019-03-04',
          medical_record_number: `MRN-TB-${index}-${child}`,
          primary_diagnosis: 'G80.1',
          care_complexity: 'medium' as const,
        })),
      )
      .returning('id')
      .execute();
    await db
      .insertInto('transport_route_stops')
      .values(
        children.map((child, position) => ({
          route_id: route.id,
          patient_id: child.id,
          position: position + 1,
          address: 'Bench St',
        })),
      )
      .execute();
    const parents = await db
      .insertInto('users')
      .values(
        children.map((_, child) => ({
          email: `parent-${index}-${child}@bench.example`,
          first_name: 'Parent',
          last_name: `${index}-${child}`,
          role: 'parent' as const,
          facility_id: null,
          password_hash: 'not-used',
        })),
      )
      .returning(['id', 'role'])
      .execute();
    await db
      .insertInto('patient_parents')
      .values(parents.map((parent, child) => ({ patient_id: children[child]!.id, parent_id: parent.id })))
      .execute();
    routes.push({
      id: route.id,
      driverCookie: driverCookies[index]!,
      parentCookies: await openBenchSessions(db, parents),
    });
  }
  return { fixing: routes.slice(0, FIXING_DRIVERS), changing: routes.slice(FIXING_DRIVERS) };
}

/** Posts one driver write; answers its latency in ms (a refusal stops the bench). */
async function post(url: string, cookie: string, path: string, body: object): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ requestId: randomUUID(), deviceTime: new Date().toISOString(), ...body }),
  });
  if (response.status !== 200)
    throw new Error(`${path} refused: ${response.status} ${await response.text()}`);
  await response.arrayBuffer();
  return performance.now() - started;
}

/** Every fixing driver posts a fix every 5 s (staggered) for SECONDS; answers the ingest latencies. */
async function drive(url: string, routes: BenchRoute[]): Promise<number[]> {
  const latencies: number[] = [];
  const ends = performance.now() + SECONDS * 1000;
  await Promise.all(
    routes.map(async (route, index) => {
      await new Promise((resolve) => setTimeout(resolve, (index * FIX_INTERVAL_MS) / routes.length));
      for (let step = 0; performance.now() < ends; step += 1) {
        const position = { latitude: 28.5 + step * 0.0005, longitude: -81.3 - index * 0.001, accuracy: 8 };
        latencies.push(
          await post(url, route.driverCookie, `/api/transport/routes/${route.id}/fixes`, { position }),
        );
        await new Promise((resolve) => setTimeout(resolve, FIX_INTERVAL_MS));
      }
    }),
  );
  return latencies;
}

/**
 * While the drivers drive, each status route's driver moves it to picking up, spread over the run: answers
 * the latency from the request's start to the event's arrival at each of the route's parents' streams.
 */
async function changeStatuses(url: string, routes: BenchRoute[], streams: Map<string, BenchStream[]>) {
  const latencies: number[] = [];
  for (const route of routes) {
    await new Promise((resolve) => setTimeout(resolve, (SECONDS * 1000) / (routes.length + 1)));
    const started = performance.now();
    await post(url, route.driverCookie, `/api/transport/routes/${route.id}/status`, {
      status: 'picking_up',
      position: null,
    });
    for (const stream of streams.get(route.id)!) {
      for (let wait = 0; !stream.arrivals.has(route.id) && wait < 200; wait += 1)
        await new Promise((resolve) => setTimeout(resolve, 10));
      const arrival = stream.arrivals.get(route.id);
      if (arrival === undefined) throw new Error(`the status change of ${route.id} never reached a parent`);
      latencies.push(arrival - started);
    }
  }
  return latencies;
}

/** Runs the benchmark on one database; answers its figures. */
async function benchOn(serverUrl: string | undefined) {
  const scratch = await openScratchDatabase(serverUrl);
  const keysDirectory = mkdtempSync(path.join(os.tmpdir(), 'carenest-transport-keys-'));
  const { fixing, changing } = await seedRoutes(scratch);
  if (scratch.kind === 'pglite') await scratch.db.destroy();
  const server = await startBenchServer(scratch, keysDirectory);
  try {
    const idle = residentMemoryMiB(server.child.pid!);
    const streams = new Map<string, BenchStream[]>();
    for (const route of [...fixing, ...changing])
      streams.set(
        route.id,
        route.parentCookies.map((cookie) => openBenchStream(server.url, cookie)),
      );
    const all = [...streams.values()].flat();
    await Promise.all(all.map((stream) => stream.ready));
    const withStreams = residentMemoryMiB(server.child.pid!);
    const [fixLatencies, statusLatencies] = await Promise.all([
      drive(server.url, fixing),
      changeStatuses(server.url, changing, streams),
    ]);
    const figures = {
      database: scratch.kind,
      drivers: fixing.length,
      parentStreams: all.length,
      seconds: SECONDS,
      fixIngest: summarize(fixLatencies),
      statusChangeToParent: summarize(statusLatencies),
      rssMiB: { idle, withStreams, afterRun: residentMemoryMiB(server.child.pid!) },
    };
    for (const stream of all) stream.close();
    return figures;
  } finally {
    await stopProcess(server.child);
    await scratch.drop();
    rmSync(keysDirectory, { recursive: true, force: true });
  }
}

const results = [await benchOn(undefined)];
if (process.env.BENCH_DATABASE_URL) results.push(await benchOn(process.env.BENCH_DATABASE_URL));
const directory = path.resolve(import.meta.dirname, '../../../bench/results');
mkdirSync(directory, { recursive: true });
const file = path.join(directory, `transport-${new Date().toISOString().replaceAll(':', '-')}.json`);
writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
console.log(JSON.stringify(results, null, 2));
console.log(`written to ${file}`);
