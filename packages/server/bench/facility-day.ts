// The day's load: a facility's day compressed into four phases, open-loop (each request sent at its planned time,
// whatever the answers before it took): arrivals (drivers posting fixes every 5 s, each child's vital signs on
// arrival, the nurses' caseloads), the 9:00 dose round (each nurse opens each child's medications tab and records
// the dose), noon (the 12:00 round, charts, a second set of readings), and the end of the day at 20:00 (each
// facility's report generated, parents reading their children's day). 300 parents per facility hold live streams
// all day and read their children's status each phase. Reports p50/p95/p99 per endpoint, errors, the server's
// peak RSS and CPU seconds. Targets: a facility day p99 under 100 ms on PGlite and 50 ms on PostgreSQL; ten
// facilities on one PostgreSQL instance p99 under 100 ms.
//   node --import tsx packages/server/bench/facility-day.ts                       one facility, PGlite
//   BENCH_DATABASE_URL=postgres://… BENCH_ONLY=postgresql …                        one facility, PostgreSQL
//   BENCH_FACILITIES=10                                                            ten facilities, one instance
//   BENCH_INSTANCES=3 (PostgreSQL)                                                 three instances behind HAProxy
//   BENCH_PHASE_SECONDS=20                                                         length of each phase
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { MEDICATION_SIGNATURE_CANVAS } from '@carenest/core';
import { sampleSignatureDataUrl } from '../src/hipaa/signature-image.ts';
import { startBalancer } from '../test-balancer/haproxy-process.ts';
import { freePort, startBenchServer } from './harness/bench-server.ts';
import { openBenchStream } from './harness/event-streams.ts';
import { seedDayFacility, type DayFacility } from './harness/facility-day-seed.ts';
import { stopProcess } from './harness/processes.ts';
import { samplePeakMemory } from './harness/server-memory.ts';
import { summarize } from './percentiles.ts';
import { openScratchDatabase } from './scratch-database.ts';
import { processCpuSeconds } from './harness/process-cpu.ts';

const PHASE_MS = Number(process.env.BENCH_PHASE_SECONDS ?? 20) * 1000;
const FACILITIES = Number(process.env.BENCH_FACILITIES ?? 1);
const INSTANCES = Number(process.env.BENCH_INSTANCES ?? 1);
const FIX_INTERVAL_MS = 5_000;
const SIGNATURE = sampleSignatureDataUrl(MEDICATION_SIGNATURE_CANVAS);

/** Latencies (ms) and errors by endpoint name. */
class Tally {
  readonly latencies = new Map<string, number[]>();
  readonly errors = new Map<string, number>();
  record(name: string, milliseconds: number, isError: boolean): void {
    if (isError) this.errors.set(name, (this.errors.get(name) ?? 0) + 1);
    else this.latencies.set(name, [...(this.latencies.get(name) ?? []), milliseconds]);
  }
}

/** Sends one request and records it under `name`. */
async function call(
  tally: Tally,
  baseUrl: string,
  name: string,
  cookie: string,
  route: { method?: 'GET' | 'POST'; path: string; body?: object },
): Promise<void> {
  const startedAt = performance.now();
  const response = await fetch(`${baseUrl}${route.path}`, {
    method: route.method ?? 'GET',
    headers: { cookie, ...(route.body ? { 'content-type': 'application/json' } : {}) },
    body: route.body ? JSON.stringify(route.body) : undefined,
  }).catch(() => undefined);
  await response?.arrayBuffer().catch(() => undefined);
  tally.record(name, performance.now() - startedAt, !response || response.status >= 400);
}

/** Runs each task at its planned offset within the phase (open loop); resolves when all have answered. */
async function runPhase(tasks: { at: number; run: () => Promise<void> }[]): Promise<void> {
  await Promise.all(
    tasks.map(async (task) => {
      await new Promise((resolve) => setTimeout(resolve, task.at));
      await task.run();
    }),
  );
}

/** `count` offsets spread evenly over a phase. */
const spread = (index: number, count: number) => Math.floor((index * PHASE_MS) / Math.max(1, count));

/** The phases of one facility's day, as tasks. */
function dayOf(facility: DayFacility, tally: Tally, baseUrl: string, today: string) {
  const children = facility.nurses.flatMap((nurse) => nurse.children.map((child) => ({ nurse, child })));
  const send = (name: string, cookie: string, route: Parameters<typeof call>[4]) => () =>
    call(tally, baseUrl, name, cookie, route);
  const readings = (label: string) =>
    children.map(({ nurse, child }, index) => ({
      at: spread(index, children.length),
      run: send(label, nurse.cookie, {
        method: 'POST',
        path: '/api/vital-signs',
        body: { patientId: child.id, temperature: 98.4, heartRate: 96, oxygenSaturation: 98 },
      }),
    }));
  const doseRound = (medication: number) =>
    children.map(({ nurse, child }, index) => ({
      at: spread(index, children.length),
      run: async () => {
        await send('medications tab', nurse.cookie, { path: `/api/patients/${child.id}/medications` })();
        await send('administer a dose', nurse.cookie, {
          method: 'POST',
          path: `/api/medications/${child.medicationIds[medication]}/administrations`,
          body: {
            outcome: 'given',
            dosageGiven: '5 mg',
            signature: SIGNATURE,
            administrationTime: new Date().toISOString(),
          },
        })();
      },
    }));
  const parentsLook = facility.parentCookies.map((cookie, index) => ({
    at: spread(index, facility.parentCookies.length),
    run: send('my children', cookie, { path: '/api/my-children' }),
  }));
  const fixes = facility.drivers.flatMap((driver, index) =>
    Array.from({ length: Math.floor(PHASE_MS / FIX_INTERVAL_MS) }, (_, step) => ({
      at: step * FIX_INTERVAL_MS + spread(index, facility.drivers.length) / (PHASE_MS / FIX_INTERVAL_MS),
      run: send('driver fix', driver.cookie, {
        method: 'POST',
        path: `/api/transport/routes/${driver.routeId}/fixes`,
        body: {
          requestId: randomUUID(),
          deviceTime: new Date().toISOString(),
          position: { latitude: 28.5 + step * 0.0005, longitude: -81.3 - index * 0.001, accuracy: 8 },
        },
      }),
    })),
  );
  const caseloads = facility.nurses.map((nurse, index) => ({
    at: spread(index, facility.nurses.length),
    run: send('assigned patients', nurse.cookie, { path: '/api/assigned-patients' }),
  }));
  const charts = children.map(({ nurse, child }, index) => ({
    at: spread(index, children.length),
    run: send('patient chart', nurse.cookie, { path: `/api/patients/${child.id}` }),
  }));
  const administrator = facility.administratorCookie;
  return {
    arrivals: [...fixes, ...readings('record vital signs'), ...caseloads, ...parentsLook],
    'dose round 9:00': [...doseRound(0), ...caseloads, ...parentsLook],
    'noon 12:00': [...doseRound(1), ...charts, ...readings('record vital signs'), ...parentsLook],
    'end of day 20:00': [
      {
        at: 0,
        run: send('end-of-day status', administrator, { path: `/api/eod-reports/status?date=${today}` }),
      },
      {
        at: spread(1, 4),
        run: send('generate end-of-day report', administrator, {
          method: 'POST',
          path: '/api/eod-reports',
          body: { facilityId: facility.facilityId, date: today },
        }),
      },
      ...parentsLook,
    ],
  };
}

/** The day on one database kind, with `FACILITIES` facilities and `INSTANCES` server processes. */
async function benchDay(serverUrl: string | undefined) {
  const scratch = await openScratchDatabase(serverUrl);
  const keys = mkdtempSync(path.join(os.tmpdir(), 'carenest-day-keys-'));
  const servers: { url: string; child: ChildProcess }[] = [];
  try {
    const facilities: DayFacility[] = [];
    for (let index = 0; index < FACILITIES; index += 1)
      facilities.push(await seedDayFacility(scratch.db, `f${index}`));
    console.error(`${scratch.kind}: ${FACILITIES} facilities seeded`);
    if (scratch.kind === 'pglite') await scratch.db.destroy();
    for (let index = 0; index < INSTANCES; index += 1) servers.push(await startBenchServer(scratch, keys));
    const balancer =
      INSTANCES > 1
        ? await startBalancer(
            await freePort(),
            servers.map((server) => new URL(server.url).host),
          )
        : undefined;
    const baseUrl = balancer?.baseUrl ?? servers[0]!.url;
    console.error(`${INSTANCES} instance(s) up${balancer ? ' behind HAProxy' : ''}`);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
    const streams = facilities.flatMap((facility) =>
      facility.parentCookies.map((cookie) => openBenchStream(baseUrl, cookie)),
    );
    await Promise.all(streams.map((stream) => stream.ready));
    console.error(`${streams.length} parents' streams open`);
    const memory = servers.map((server) => samplePeakMemory(server.child.pid!));
    const cpuBefore = servers.map((server) => processCpuSeconds(server.child.pid!));
    const tally = new Tally();
    const days = facilities.map((facility) => dayOf(facility, tally, baseUrl, today));
    const phases: Record<string, number> = {};
    for (const phase of ['arrivals', 'dose round 9:00', 'noon 12:00', 'end of day 20:00'] as const) {
      const startedAt = performance.now();
      await runPhase(days.flatMap((day) => day[phase]));
      phases[phase] = Math.round(performance.now() - startedAt);
      console.error(`${phase}: ${phases[phase]} ms`);
    }
    const cpuSeconds = servers.map(
      (server, index) => (processCpuSeconds(server.child.pid!) ?? 0) - (cpuBefore[index] ?? 0),
    );
    const peakRssMiB = memory.map((sampler) => sampler.stop());
    for (const stream of streams) stream.close();
    await balancer?.stop();
    const endpoints = [...tally.latencies.keys(), ...tally.errors.keys()]
      .filter((name, index, names) => names.indexOf(name) === index)
      .map((name) => ({
        endpoint: name,
        ...summarize(tally.latencies.get(name) ?? []),
        errors: tally.errors.get(name) ?? 0,
      }));
    return {
      database: scratch.kind,
      facilities: FACILITIES,
      instances: INSTANCES,
      streams: streams.length,
      phaseMs: phases,
      endpoints,
      serverPeakRssMiB: peakRssMiB,
      serverCpuSeconds: cpuSeconds.map((seconds) => Math.round(seconds * 10) / 10),
    };
  } finally {
    for (const server of servers) await stopProcess(server.child);
    await scratch.drop();
    rmSync(keys, { recursive: true, force: true });
  }
}

const load = os.loadavg().map((value) => Math.round(value * 10) / 10);
const results = [];
if (process.env.BENCH_ONLY !== 'postgresql' && INSTANCES === 1) results.push(await benchDay(undefined));
if (process.env.BENCH_DATABASE_URL) results.push(await benchDay(process.env.BENCH_DATABASE_URL));
console.log(
  JSON.stringify(
    {
      loadAverageBefore: load,
      loadAverageAfter: os.loadavg().map((value) => Math.round(value * 10) / 10),
      results,
    },
    null,
    2,
  ),
);
for (const result of results) {
  console.log(
    `\n${result.database}, ${result.facilities} facilities, ${result.instances} instance(s), ${result.streams} streams`,
  );
  console.table(result.endpoints);
}
