// `npm run bench`: seeds a large facility (10,000 patients, 200 staff, 2,000,000 vital signs, 5,000,000 audit
// rows) in a scratch database, and loads the main read and write endpoints of the real server with signed-in
// sessions, next to two ceilings measured on the same machine: a bare Fastify route answering the same body,
// and the endpoint's own SQL run directly through the driver. Prints the figures and the ratios and writes
// them as JSON to bench/results/.
//   BENCH_DATABASE_URL=postgres://…  also on a PostgreSQL server (scratch databases are created and dropped)
//   BENCH_ONLY=postgresql            skip the embedded run;  BENCH_SCALE=0.1  a smaller facility for a quick run
//   BENCH_SECONDS=8                  seconds per measured load run
//   BENCH_RATE=100                   arrival rate of the open-loop run beside each closed-loop one
//   BENCH_ENDPOINT=dose              only the endpoints whose name contains this text
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchDatabase, type DatabaseFigures } from './harness/bench-database.ts';
import { FULL_SIZE, type FacilitySize } from './harness/large-facility.ts';

const scale = Number(process.env.BENCH_SCALE ?? 1);
const size = Object.fromEntries(
  Object.entries(FULL_SIZE).map(([key, value]) => [key, Math.max(1, Math.round(value * scale))]),
) as unknown as FacilitySize;

const databases: DatabaseFigures[] = [];
if (process.env.BENCH_ONLY !== 'postgresql') databases.push(await benchDatabase(undefined, size));
if (process.env.BENCH_DATABASE_URL) databases.push(await benchDatabase(process.env.BENCH_DATABASE_URL, size));

const results = {
  startedAt: new Date().toISOString(),
  machine: { cpus: os.cpus().length, memoryGiB: Math.round(os.totalmem() / 2 ** 30), node: process.version },
  connections: 32,
  databases,
};
const directory = path.resolve(import.meta.dirname, '../../../bench/results');
mkdirSync(directory, { recursive: true });
const file = path.join(directory, `bench-${new Date().toISOString().replaceAll(':', '-')}.json`);
writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
for (const database of databases) {
  console.log(`\n${database.database}: restart with data ${database.restartMs} ms`);
  console.table(
    database.endpoints.map((item) => ({
      endpoint: item.endpoint,
      'req/s': item.carenest.requestsPerSecond,
      p50: item.carenest.p50,
      p95: item.carenest.p95,
      p99: item.carenest.p99,
      'RSS MiB': item.carenest.serverPeakRssMiB,
      [`p50 at ${item.atFixedRate.ratePerSecond}/s`]: item.atFixedRate.p50,
      [`p99 at ${item.atFixedRate.ratePerSecond}/s`]: item.atFixedRate.p99,
      'bare Fastify req/s': item.bareFastify.requestsPerSecond,
      '× bare': item.ratioToBareFastify,
      'direct SQL req/s': item.directSql?.requestsPerSecond ?? '—',
      '× direct': item.ratioToDirectSql ?? '—',
    })),
  );
}
console.log(`written to ${file}`);
