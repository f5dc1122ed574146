// `npm run bench`: seeds a large facility, serves it, and measures the main endpoints under load.
// BENCH_DATABASE_URL=postgres://… measures on a PostgreSQL server too (a scratch database is created).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchPatientList, type BenchTarget } from './patient-list.ts';

const results: Record<string, unknown> = {
  startedAt: new Date().toISOString(),
  machine: { cpus: os.cpus().length },
};

const targets: BenchTarget[] = [{ kind: 'pglite' }];
if (process.env.BENCH_DATABASE_URL) targets.push({ kind: 'postgresql', url: process.env.BENCH_DATABASE_URL });

for (const target of targets) {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'carenest-bench-'));
  try {
    results[target.kind] = await benchPatientList(target, scratch);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

const directory = path.resolve(import.meta.dirname, '../../../bench/results');
mkdirSync(directory, { recursive: true });
const file = path.join(directory, `bench-${new Date().toISOString().replaceAll(':', '-')}.json`);
writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
console.log(JSON.stringify(results, null, 2));
console.log(`written to ${file}`);
