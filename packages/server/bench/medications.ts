// eMAR targets: the Medications tab of a child with 6 medications x 1,250 administrations under 100 ms p95,
// and the due list of a nurse with 12 patients under 30 ms p95, both as server time (app.inject, in process).
// Run: node --import tsx packages/server/bench/medications.ts   (BENCH_DATABASE_URL=… adds PostgreSQL)
import { MEDICATION_SIGNATURE_CANVAS } from '@carenest/core';
import { CompiledQuery, sql, type Kysely } from 'kysely';
import { buildApp } from '../src/app.ts';
import { hashPassword } from '../src/auth/password.ts';
import type { Database } from '../src/db/schema.ts';
import { sampleSignatureDataUrl } from '../src/hipaa/signature-image.ts';
import { ephemeralSecrets } from '../src/secrets.ts';
import { summarize } from './percentiles.ts';
import { openScratchDatabase } from './scratch-database.ts';

const NURSE = { email: 'bench-nurse@bench.example', password: 'Bench!Pass1' } as const;
const TIME_ZONE = 'America/New_York';
/** The nurse's caseload, the rest of the facility, and the history lengths. */
const SIZES = { caseload: 12, otherPatients: 300, chartHistoryDays: 1_250, otherHistoryDays: 100 } as const;
const SAMPLES = 300;

/** Bulk-creates the facility, the nurse and her 12 patients, the medications and their history (generate_series). */
async function seed(db: Kysely<Database>): Promise<{ chartPatientId: string; medicationId: string }> {
  const facility = await db
    .insertInto('facilities')
    .values({ name: 'Bench PPEC', timezone: TIME_ZONE })
    .returning('id')
    .executeTakeFirstOrThrow();
  const nurse = await db
    .insertInto('users')
    .values({
      email: NURSE.email,
      first_name: 'Bench',
      last_name: 'Nurse',
      role: 'nurse',
      facility_id: facility.id,
      password_hash: await hashPassword(NURSE.password),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('hipaa_records')
    .values({
      user_id: nurse.id,
      user_role: 'nurse',
      document_version: '2024.1',
      signed_at: new Date(),
      ip_address: '127.0.0.1',
      user_agent: 'bench',
      digital_signature: 'data:image/png;base64,AAAA',
      expires_at: new Date(Date.now() + 86_400_000),
    })
    .execute();
  await sql`
    INSERT INTO patients (facility_id, first_name, last_name, date_of_birth, medical_record_number,
                          primary_diagnosis, care_complexity, is_active)
    SELECT ${facility.id}, 'Child' || n, 'Family' || lpad(n::text, 4, '0'), DATE '2015-01-01' + n,
           'MRN-M' || lpad(n::text, 6, '0'), 'G80.0', 'high', true
    FROM generate_series(1, ${SIZES.caseload + SIZES.otherPatients}) AS n`.execute(db);
  await sql`
    INSERT INTO staff_assignments (patient_id, staff_id, staff_role, assignment_type, assigned_by)
    SELECT id, ${nurse.id}, 'nurse', 'primary_nurse', ${nurse.id} FROM patients
    WHERE medical_record_number <= ${`MRN-M${String(SIZES.caseload).padStart(6, '0')}`}`.execute(db);
  await sql`
    INSERT INTO medications (patient_id, name, dosage, frequency, route, prescribed_by, start_date,
                             scheduled_times, created_by, created_at)
    SELECT p.id, 'Medication ' || m, '5 mg', 'Three times daily', 'oral', 'Dr. Bench', DATE '2020-01-01',
           CASE WHEN m % 2 = 0 THEN ARRAY['08:00','12:00','16:00'] ELSE ARRAY['09:00','15:00','21:00'] END,
           ${nurse.id}, TIMESTAMPTZ '2020-01-01 12:00Z'
    FROM patients p CROSS JOIN generate_series(1, 6) AS m
    WHERE p.facility_id = ${facility.id} AND (m <= 4 OR p.medical_record_number = 'MRN-M000001')`.execute(db);
  const history = (days: number, signature: string, onlyChart: boolean) => sql`
    INSERT INTO medication_administrations (patient_id, medication_id, administered_by, recorded_by, outcome,
      dosage_given, administration_time, scheduled_for, digital_signature, recorded_at)
    SELECT m.patient_id, m.id, ${nurse.id}, ${nurse.id}, 'given', '5 mg', dose + interval '4 minutes', dose,
           ${signature}, dose + interval '6 minutes'
    FROM medications m JOIN patients p ON p.id = m.patient_id
    CROSS JOIN generate_series(1, ${days}) AS day
    CROSS JOIN LATERAL (SELECT ((current_date - day)::timestamp + m.scheduled_times[1]::time)
                               AT TIME ZONE ${TIME_ZONE} AS dose) AS scheduled
    WHERE (p.medical_record_number = 'MRN-M000001') = ${onlyChart}`;
  await history(SIZES.chartHistoryDays, sampleSignatureDataUrl(MEDICATION_SIGNATURE_CANVAS), true).execute(
    db,
  );
  await history(SIZES.otherHistoryDays, 'data:image/png;base64,AAAA', false).execute(db);
  await sql`ANALYZE`.execute(db);
  const chart = await db
    .selectFrom('patients')
    .innerJoin('medications', 'medications.patient_id', 'patients.id')
    .select(['patients.id as patientId', 'medications.id as medicationId'])
    .where('patients.medical_record_number', '=', 'MRN-M000001')
    .executeTakeFirstOrThrow();
  return { chartPatientId: chart.patientId, medicationId: chart.medicationId };
}

/** The plans of the two queries the targets rest on, to show the indexes they use. */
async function explain(db: Kysely<Database>, medicationId: string): Promise<Record<string, string[]>> {
  const plan = async (statement: string) =>
    (await db.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`EXPLAIN ${statement}`))).rows.map(
      (row) => row['QUERY PLAN'],
    );
  return {
    latestThree: await plan(`SELECT recent.* FROM medications CROSS JOIN LATERAL (
        SELECT * FROM medication_administrations a WHERE a.medication_id = medications.id AND a.amends_id IS NULL
        ORDER BY a.administration_time DESC LIMIT 3) AS recent WHERE medications.id = '${medicationId}'`),
    todaysDoses: await plan(`SELECT id, medication_id, scheduled_for, outcome FROM medication_administrations
        WHERE medication_id IN ('${medicationId}') AND amends_id IS NULL
        AND scheduled_for >= now() - interval '1 day' AND scheduled_for < now()`),
  };
}

/** Measures one GET as the nurse: warm-up, then SAMPLES sequential requests timed around app.inject. */
async function measure(app: Awaited<ReturnType<typeof buildApp>>, url: string, cookie: string) {
  const samples: number[] = [];
  for (let index = 0; index < SAMPLES + 30; index += 1) {
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url, headers: { cookie } });
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
    if (index >= 30) samples.push(performance.now() - started);
  }
  return summarize(samples);
}

const results: Record<string, unknown>[] = [];
for (const serverUrl of [undefined, process.env.BENCH_DATABASE_URL].filter(
  (url, index) => index === 0 || url,
)) {
  const scratch = await openScratchDatabase(serverUrl);
  try {
    const seedStarted = performance.now();
    const { chartPatientId, medicationId } = await seed(scratch.db);
    const seedMs = Math.round(performance.now() - seedStarted);
    const app = await buildApp({ db: scratch.db, secrets: ephemeralSecrets() });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { ...NURSE, role: 'nurse' },
    });
    const cookie = `carenest_session=${login.cookies.find((item) => item.name === 'carenest_session')!.value}`;
    const rows = await sql<{
      count: number;
    }>`SELECT count(*)::int AS count FROM medication_administrations`.execute(scratch.db);
    results.push({
      database: scratch.kind,
      administrationRows: rows.rows[0]!.count,
      seedMs,
      medicationsTab: await measure(app, `/api/patients/${chartPatientId}/medications`, cookie),
      dueList: await measure(app, '/api/medications/due', cookie),
      plans: await explain(scratch.db, medicationId),
    });
    await app.close();
  } finally {
    await scratch.drop();
  }
}
console.log(JSON.stringify(results, null, 2));
