// Vital signs targets: recording vitals with alerts at 16 concurrent writers (server time, in process);
// on PostgreSQL, one patient's last 30 days out of 2,000,000 readings under 20 ms p95 (with the plan that
// names the index); a PDF of 1,000 readings under 2 s.
// Run alone: node --import tsx packages/server/bench/vital-signs.ts   (BENCH_DATABASE_URL=… adds PostgreSQL)
import { pathToFileURL } from 'node:url';
import { CompiledQuery, sql, type Kysely } from 'kysely';
import { buildApp } from '../src/app.ts';
import { hashPassword } from '../src/auth/password.ts';
import type { Database } from '../src/db/schema.ts';
import { ephemeralSecrets } from '../src/secrets.ts';
import { signDemoAgreements } from '../src/seed/seed-compliance.ts';
import { summarize } from './percentiles.ts';
import { openScratchDatabase } from './scratch-database.ts';

const PASSWORD = 'Bench!Pass1';
const WRITERS = 16;
const WRITE_SECONDS = 10;
/** The large history: patients x readings each (2 a day, going back 500 days). */
const HISTORY = { patients: 2_000, readingsPerPatient: 1_000 } as const;
const SAMPLES = 300;

type App = Awaited<ReturnType<typeof buildApp>>;

/** A facility, its nurse (assigned to every patient), two administrators and `patientCount` patients. */
async function seedFacility(db: Kysely<Database>, patientCount: number) {
  const facility = await db
    .insertInto('facilities')
    .values({ name: 'Bench PPEC', timezone: 'America/Chicago' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const passwordHash = await hashPassword(PASSWORD);
  const users = await db
    .insertInto('users')
    .values(
      (['nurse', 'administrator', 'administrator'] as const).map((role, index) => ({
        email: `bench-${role}-${index}@bench.example`,
        first_name: 'Bench',
        last_name: role,
        role,
        facility_id: facility.id,
        password_hash: passwordHash,
      })),
    )
    .returning(['id', 'role', 'email'])
    .execute();
  await db.transaction().execute((trx) => signDemoAgreements(trx, users, new Date()));
  await sql`
    INSERT INTO patients (facility_id, first_name, last_name, date_of_birth, medical_record_number,
                          primary_diagnosis, care_complexity, is_active)
    SELECT ${facility.id}, 'Child' || n, 'Family' || lpad(n::text, 5, '0'), DATE '2012-01-01' + n,
           'MRN-V' || lpad(n::text, 6, '0'), 'G80.0', 'high', true
    FROM generate_series(1, ${patientCount}) AS n`.execute(db);
  await sql`
    INSERT INTO staff_assignments (patient_id, staff_id, staff_role, assignment_type, assigned_by)
    SELECT id, ${users[0]!.id}, 'nurse', 'primary_nurse', ${users[1]!.id} FROM patients`.execute(db);
  const patients = await db.selectFrom('patients').select('id').orderBy('medical_record_number').execute();
  return { nurse: users[0]!, administrator: users[1]!, patientIds: patients.map((patient) => patient.id) };
}

/** Signs a bench user in and answers the Cookie header. */
async function signIn(app: App, email: string, role: 'nurse' | 'administrator'): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: PASSWORD, role },
  });
  const cookie = response.cookies.find((item) => item.name === 'carenest_session');
  if (!cookie) throw new Error(`bench sign-in failed: ${response.statusCode}`);
  return `carenest_session=${cookie.value}`;
}

/**
 * 16 writers, each with their own session (as 16 nurses at their tablets), record readings that cross
 * thresholds (high and critical: notifications to the care team) for WRITE_SECONDS.
 */
async function measureRecording(app: App, cookies: readonly string[], patientIds: readonly string[]) {
  const latencies: number[] = [];
  const deadline = performance.now() + WRITE_SECONDS * 1000;
  let sequence = 0;
  const writer = async (cookie: string) => {
    while (performance.now() < deadline) {
      sequence += 1;
      const payload = {
        patientId: patientIds[sequence % patientIds.length],
        temperature: 102.4,
        heartRate: 128,
        oxygenSaturation: 89,
        bloodPressureSystolic: 112,
        bloodPressureDiastolic: 70,
      };
      const started = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: '/api/vital-signs',
        payload,
        headers: { cookie },
      });
      if (response.statusCode !== 201)
        throw new Error(`recording answered ${response.statusCode} ${response.body}`);
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(cookies.map(writer));
  const seconds = (performance.now() - started) / 1000;
  return {
    writers: WRITERS,
    ...summarize(latencies),
    requestsPerSecond: Math.round(latencies.length / seconds),
  };
}

/** Times SAMPLES sequential GETs (after a warm-up) around app.inject. */
async function measureGet(app: App, url: string, cookie: string) {
  const samples: number[] = [];
  for (let index = 0; index < SAMPLES + 30; index += 1) {
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url, headers: { cookie } });
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
    if (index >= 30) samples.push(performance.now() - started);
  }
  return summarize(samples);
}

/** Bulk-generates history with generate_series for the last `patientCount` patients: 2 readings a day each, a few abnormal. */
async function generateHistory(db: Kysely<Database>, nurseId: string, patientCount: number): Promise<number> {
  await sql`
    INSERT INTO vital_signs (patient_id, recorded_by, recorded_at, temperature, heart_rate,
      blood_pressure_systolic, blood_pressure_diastolic, respiratory_rate, oxygen_saturation, weight, alerts)
    SELECT p.id, ${nurseId}, now() - (n * interval '12 hours') - interval '5 minutes',
           97.5 + (n % 15) / 10.0, 70 + (n % 25), 100 + (n % 20), 60 + (n % 15), 16 + (n % 4), 95 + (n % 6),
           40 + (n % 10) / 10.0,
           CASE WHEN n % 97 = 0 THEN '[{"parameter":"heartRate","value":104,"threshold":100,"severity":"medium","notificationSent":false}]'::jsonb
                ELSE '[]'::jsonb END
    FROM (SELECT id FROM patients ORDER BY medical_record_number DESC LIMIT ${patientCount}) AS p
    CROSS JOIN generate_series(1, ${HISTORY.readingsPerPatient}) AS n`.execute(db);
  await sql`ANALYZE`.execute(db);
  const rows = await sql<{ count: number }>`SELECT count(*)::int AS count FROM vital_signs`.execute(db);
  return rows.rows[0]!.count;
}

/** EXPLAIN ANALYZE of the list's page query for one patient's last 30 days. */
async function explainPatientMonth(db: Kysely<Database>, patientId: string): Promise<string[]> {
  const statement = `EXPLAIN ANALYZE SELECT v.* FROM patients JOIN vital_signs v ON v.patient_id = patients.id
    WHERE patients.id = '${patientId}' AND v.patient_id = '${patientId}' AND v.recorded_at >= now() - interval '30 days'
    ORDER BY v.recorded_at DESC, v.id DESC LIMIT 25`;
  const result = await db.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(statement));
  return result.rows.map((row) => row['QUERY PLAN']);
}

/**
 * Runs the vital signs benchmark on PGlite (1,000 readings of one patient), or on PostgreSQL (the
 * 2,000,000-row history, with the plan) when given a URL.
 */
export async function benchVitalSigns(serverUrl: string | undefined): Promise<Record<string, unknown>> {
  const scratch = await openScratchDatabase(serverUrl);
  try {
    const { nurse, administrator, patientIds } = await seedFacility(
      scratch.db,
      serverUrl ? HISTORY.patients : 50,
    );
    const app = await buildApp({ db: scratch.db, secrets: ephemeralSecrets() });
    try {
      const nurseCookies: string[] = [];
      for (let index = 0; index < WRITERS; index += 1)
        nurseCookies.push(await signIn(app, nurse.email, 'nurse'));
      const adminCookie = await signIn(app, administrator.email, 'administrator');
      const recording = await measureRecording(app, nurseCookies, patientIds.slice(0, 50));
      const result: Record<string, unknown> = { database: scratch.kind, recordingWithAlerts: recording };
      const generateStarted = performance.now();
      const rowCount = await generateHistory(scratch.db, nurse.id, serverUrl ? HISTORY.patients : 1);
      const target = patientIds.at(-1)!;
      result.history = { rows: rowCount, generateMs: Math.round(performance.now() - generateStarted) };
      result.patientMonthApi = await measureGet(
        app,
        `/api/vital-signs?patientId=${target}&period=month`,
        adminCookie,
      );
      if (serverUrl) result.patientMonthPlan = await explainPatientMonth(scratch.db, target);
      const pdfSamples: number[] = [];
      for (let index = 0; index < 5; index += 1) {
        const started = performance.now();
        const response = await app.inject({
          method: 'GET',
          url: `/api/vital-signs/export?format=pdf&patientId=${target}&period=all`,
          headers: { cookie: adminCookie },
        });
        if (!response.rawPayload.subarray(0, 5).equals(Buffer.from('%PDF-'))) throw new Error('no PDF');
        pdfSamples.push(performance.now() - started);
        result.pdfBytes = response.rawPayload.length;
      }
      result.pdfOf1000Readings = summarize(pdfSamples);
      return result;
    } finally {
      await app.close();
    }
  } finally {
    await scratch.drop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const results = [await benchVitalSigns(undefined)];
  if (process.env.BENCH_DATABASE_URL) results.push(await benchVitalSigns(process.env.BENCH_DATABASE_URL));
  console.log(JSON.stringify(results, null, 2));
}
