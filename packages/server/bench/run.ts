// `npm run bench`: seeds large data in scratch databases, serves it, and measures the main endpoints.
// BENCH_DATABASE_URL=postgres://… measures on a PostgreSQL server too (scratch databases are created and dropped).
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchPatientList } from './patient-list.ts';

const results: Record<string, unknown> = {
  startedAt: new Date().toISOString(),
  machine: { cpus: os.cpus().length, memoryGiB: Math.round(os.totalmem() / 2 ** 30) },
  patientList: [await benchPatientList(undefined)],
};
if (process.env.BENCH_DATABASE_URL)
  (results.patientList as unknown[]).push(await benchPatientList(process.env.BENCH_DATABASE_URL));

const directory = path.resolve(import.meta.dirname, '../../../bench/results');
mkdirSync(directory, { recursive: true });
const file = path.join(directory, `bench-${new Date().toISOString().replaceAll(':', '-')}.json`);
writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
console.log(JSON.stringify(results, null, 2));
console.log(`written to ${file}`);
