// The staffing benchmark: the live staff-to-child ratio of a 150-child facility with 60 staff clocked in (each
// with credentials, the day's attendance written), asked for through the API as its administrator would
// (session, access table, facility settings, children present, open shifts and their credentials, the state's
// rule). Target: the ratio answer under 20 ms p95 on PGlite.
//   npm run bench:staffing                                   (PGlite)
//   BENCH_DATABASE_URL=postgres://… npm run bench:staffing   (also PostgreSQL)
import { performance } from 'node:perf_hooks';
import { todayInZone } from '@carenest/core';
import { sql } from 'kysely';
import { buildApp } from '../src/app.ts';
import { ephemeralSecrets } from '../src/secrets.ts';
import { BENCH_ADMIN, seedLargeFacility } from './bulk-seed.ts';
import { summarize } from './percentiles.ts';
import { openScratchDatabase, type ScratchDatabase } from './scratch-database.ts';

const CHILDREN = 150;
const STAFF = 60;
const WARM_UP = 50;
const SAMPLES = 500;
const TARGET_P95_MS = 20;
const CREDENTIALS_OF_SHIFT = {
  RN: ['nursing_license', 'cpr'],
  LVN: ['nursing_license', 'cpr'],
  CNA: ['nurse_aide_registry_check', 'cpr'],
  direct_care: ['direct_care_training', 'cpr'],
  therapist: ['cpr', 'tb_test'],
  driver: ['drivers_license', 'cpr'],
} as const;

/** 150 children checked in today (each after a check-in and check-out earlier on), 60 staff on the clock. */
async function seed(scratch: ScratchDatabase): Promise<void> {
  const { db } = scratch;
  const facilityId = await seedLargeFacility(db, CHILDREN);
  const admin = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', BENCH_ADMIN.email)
    .executeTakeFirstOrThrow();
  const today = todayInZone(new Date(), 'America/Chicago');
  const credentials = Object.keys(CREDENTIALS_OF_SHIFT) as (keyof typeof CREDENTIALS_OF_SHIFT)[];
  const staff = await db
    .insertInto('users')
    .values(
      Array.from({ length: STAFF }, (_, index) => ({
        email: `bench-staff-${index}@bench.example`,
        first_name: 'Staff',
        last_name: `${index}`,
        role:
          index % 6 === 4
            ? ('therapist' as const)
            : index % 6 === 5
              ? ('driver' as const)
              : ('nurse' as const),
        facility_id: facilityId,
        password_hash: 'not-used',
      })),
    )
    .returning('id')
    .execute();
  await db
    .insertInto('staff_credentials')
    .values(
      staff.flatMap((member, index) =>
        CREDENTIALS_OF_SHIFT[credentials[index % 6]!].map((type) => ({
          facility_id: facilityId,
          user_id: member.id,
          type,
          license_number: type.endsWith('license') ? `L-${index}` : null,
          issuing_state: type.endsWith('license') ? 'TX' : null,
          issued_on: '2025-01-01',
          expires_on: index % 10 === 0 ? '2025-06-01' : '2030-01-01',
          verified_by: admin.id,
          verified_at: new Date(),
          created_by: admin.id,
        })),
      ),
    )
    .execute();
  await db
    .insertInto('time_clock_entries')
    .values(
      staff.map((member, index) => ({
        facility_id: facilityId,
        user_id: member.id,
        credential: credentials[index % 6]!,
        clock_in_at: new Date(Date.now() - (index + 1) * 60_000),
      })),
    )
    .execute();
  await sql`
    INSERT INTO attendance_events (facility_id, patient_id, service_date, kind, occurred_at, source, recorded_by)
    SELECT ${facilityId}, patients.id, ${today}::date, kind, now() - (offset_minutes * interval '1 minute'), 'route', ${admin.id}
    FROM patients, (VALUES ('check_in', 300), ('check_out', 200), ('check_in', 100)) AS steps(kind, offset_minutes)
    WHERE patients.facility_id = ${facilityId}`.execute(db);
  await sql`ANALYZE`.execute(db);
}

const results: Record<string, unknown>[] = [];
for (const serverUrl of [undefined, process.env.BENCH_DATABASE_URL].filter(
  (url, index) => index === 0 || url,
)) {
  const scratch = await openScratchDatabase(serverUrl);
  try {
    await seed(scratch);
    const app = await buildApp({ db: scratch.db, secrets: ephemeralSecrets() });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: BENCH_ADMIN.email, password: BENCH_ADMIN.password, role: 'administrator' },
    });
    const cookie = `carenest_session=${login.cookies.find((item) => item.name === 'carenest_session')!.value}`;
    const ask = () => app.inject({ method: 'GET', url: '/api/staffing/ratio', headers: { cookie } });
    const first = await ask();
    if (first.statusCode !== 200) throw new Error(`the ratio answered ${first.statusCode}: ${first.body}`);
    for (let run = 0; run < WARM_UP; run += 1) await ask();
    const samples: number[] = [];
    for (let run = 0; run < SAMPLES; run += 1) {
      const started = performance.now();
      await ask();
      samples.push(performance.now() - started);
    }
    const figures = summarize(samples);
    const answer = first.json<{
      childrenPresent: number;
      staffOnDuty: number;
      required: number;
      met: boolean;
    }>();
    results.push({
      database: scratch.kind,
      children: CHILDREN,
      staffClockedIn: STAFF,
      answer: {
        childrenPresent: answer.childrenPresent,
        staffOnDuty: answer.staffOnDuty,
        required: answer.required,
        met: answer.met,
      },
      ratioMs: figures,
      targetP95Ms: TARGET_P95_MS,
      isWithinTarget: figures.p95 < TARGET_P95_MS,
    });
    await app.close();
  } finally {
    await scratch.drop();
  }
}
console.log(JSON.stringify(results, null, 2));
