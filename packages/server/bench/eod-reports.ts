// The end-of-day report benchmark: a facility of 150 children and a full day of records (doses, readings,
// notes, attendance, routes with handoffs, claims and a remittance); the report generated (read, computed, sealed and
// written in one transaction; target under 2 s on PostgreSQL) and its PDF rendered (target under 1 s).
//   npm run bench:eod                                   (PGlite)
//   BENCH_DATABASE_URL=postgres://… npm run bench:eod   (also PostgreSQL)
import { performance } from 'node:perf_hooks';
import { addCalendarDays, facilityDayBounds, todayInZone } from '@carenest/core';
import { sql } from 'kysely';
import { generateEodReport } from '../src/eod-reports/generate-report.ts';
import { findVisibleReport, presentReportDetail } from '../src/eod-reports/load-reports.ts';
import { renderReportPdf } from '../src/eod-reports/render-report-pdf.ts';
import { SYSTEM_AUDIT_CONTEXT } from '../src/jobs/system-actor.ts';
import { ephemeralSecrets } from '../src/secrets.ts';
import { seedLargeFacility } from './bulk-seed.ts';
import { openScratchDatabase, type ScratchDatabase } from './scratch-database.ts';

const CHILDREN = 150;
const RUNS = 5;
const ZONE = 'America/Chicago';

/** A full day at a 150-child facility, written in bulk; answers the facility and the day. */
async function seedDay(scratch: ScratchDatabase): Promise<{ facilityId: string; day: string }> {
  const { db } = scratch;
  const facilityId = await seedLargeFacility(db, CHILDREN);
  const day = addCalendarDays(todayInZone(new Date(), ZONE), -1);
  const { start } = facilityDayBounds(day, ZONE);
  const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
  await sql`UPDATE facilities SET created_at = ${at(-30 * 1440)} WHERE id = ${facilityId}`.execute(db);
  const staff = await db
    .insertInto('users')
    .values(
      ['nurse', 'nurse', 'driver'].map((role, index) => ({
        email: `bench-${role}-${index}@bench.example`,
        first_name: 'Bench',
        last_name: `${role} ${index}`,
        role: role as 'nurse' | 'driver',
        facility_id: facilityId,
        password_hash: 'x',
      })),
    )
    .returning('id')
    .execute();
  const [nurse, colleague, driver] = staff.map((row) => row.id) as [string, string, string];
  const children = (
    await db.selectFrom('patients').select('id').where('facility_id', '=', facilityId).orderBy('id').execute()
  ).map((row) => row.id);
  const present = children.slice(0, 140);
  await sql`
    INSERT INTO medications (patient_id, name, dosage, frequency, route, prescribed_by, start_date, scheduled_times, created_by, created_at)
    SELECT patient, medication, '5 mg', 'Twice daily', 'oral', 'Dr. Bench', ${addCalendarDays(day, -30)}::date,
           ARRAY['09:00', '13:00'], ${nurse}, ${at(-10 * 1440)}
    FROM unnest(${children}::uuid[]) AS patient, unnest(ARRAY['Baclofen', 'Levetiracetam']) AS medication`.execute(
    db,
  );
  await sql`
    INSERT INTO medication_administrations (patient_id, medication_id, administered_by, outcome, dosage_given,
      administration_time, scheduled_for, reason, digital_signature, recorded_at)
    SELECT m.patient_id, m.id, ${nurse}, CASE WHEN n % 17 = 0 THEN 'held' ELSE 'given' END, '5 mg',
           slot + (n % 90) * interval '1 minute', slot, CASE WHEN n % 17 = 0 THEN 'Asleep' END, 'bench', slot + interval '2 hours'
    FROM (SELECT m.*, row_number() OVER () AS n FROM medications m) m,
         unnest(ARRAY[${at(9 * 60)}::timestamptz, ${at(13 * 60)}::timestamptz]) AS slot
    WHERE m.patient_id = ANY(${present}::uuid[]) AND n % 23 <> 0`.execute(db);
  await sql`
    INSERT INTO vital_signs (patient_id, recorded_by, recorded_at, temperature, heart_rate, blood_pressure_systolic,
      blood_pressure_diastolic, oxygen_saturation, alerts)
    SELECT patient, ${colleague}, ${at(8 * 60)}::timestamptz + hour * interval '3 hours', 98.2 + (hour % 3) * 0.9,
           88 + hour * 7, 100, 65, 97,
           CASE WHEN hour = 2 THEN '[{"parameter":"temperature","value":100,"threshold":99.5,"severity":"medium"}]'::jsonb
                ELSE '[]'::jsonb END
    FROM unnest(${present}::uuid[]) AS patient, generate_series(0, 2) AS hour`.execute(db);
  await sql`
    INSERT INTO clinical_notes (id, patient_id, facility_id, note_type, author_id, created_at)
    SELECT gen_random_uuid(), patient, ${facilityId}, kind, ${nurse}, ${at(15 * 60)}
    FROM unnest(${present}::uuid[]) AS patient, unnest(ARRAY['nursing_note', 'therapy_note']) AS kind`.execute(
    db,
  );
  for (const [direction, hour] of [
    ['to_facility', 7],
    ['to_home', 15],
  ] as const) {
    for (let route = 0; route < 10; route += 1) {
      const riders = present.slice(route * 14, route * 14 + 14);
      const { id } = await db
        .insertInto('transport_routes')
        .values({
          facility_id: facilityId,
          name: `${direction === 'to_facility' ? 'Morning' : 'Afternoon'} run ${route + 1}`,
          direction,
          service_date: day,
          driver_id: driver,
          vehicle: `Van ${route + 1}`,
          scheduled_departure: at(hour * 60),
          scheduled_arrival: at(hour * 60 + 60),
          actual_departure: at(hour * 60 + 2),
          actual_arrival: at(hour * 60 + 60 + route * 2),
          status: 'completed',
          created_by: driver,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('transport_route_stops')
        .values(
          riders.map((patient, position) => ({
            route_id: id,
            patient_id: patient,
            position: position + 1,
            address: '1 Main St',
          })),
        )
        .execute();
      await db
        .insertInto('transport_handoffs')
        .values(
          riders.map((patient, position) => ({
            route_id: id,
            patient_id: patient,
            kind: direction === 'to_facility' ? ('pickup' as const) : ('dropoff' as const),
            signed_by: 'Parent',
            relationship: 'Parent' as const,
            is_authorized: position !== 3,
            unauthorized_reason: position === 3 ? 'Neighbour, not on the list' : null,
            signature_png: Buffer.from('png'),
            image_sha256: 'x',
            device_time: at(hour * 60 + 10 + position),
            recorded_at: at(hour * 60 + 10 + position),
            recorded_by: driver,
          })),
        )
        .execute();
      await db
        .insertInto('attendance_events')
        .values(
          riders.map((patient) => ({
            facility_id: facilityId,
            patient_id: patient,
            service_date: day,
            kind: direction === 'to_facility' ? ('check_in' as const) : ('check_out' as const),
            occurred_at: at(hour * 60 + 60),
            source: 'route' as const,
            route_id: id,
            recorded_by: driver,
          })),
        )
        .execute();
    }
  }
  const claims = await sql<{ id: string }>`
    INSERT INTO billing_claims (facility_id, patient_id, claim_number, service_date, status, total_cents, created_by, created_at, submission_date)
    SELECT ${facilityId}, patient, 'PPEC-B-' || n, ${day}::date, 'submitted', 45000, ${nurse}, ${at(17 * 60)}, ${at(17 * 60)}
    FROM unnest(${present}::uuid[]) WITH ORDINALITY AS t(patient, n)
    RETURNING id`.execute(db);
  await sql`
    INSERT INTO claim_services (claim_id, position, code, description, quantity, unit_price_cents, total_cents, diagnosis_codes, control_number)
    SELECT id, 1, 'T1025', 'PPEC per diem', 1, 45000, 45000, ARRAY['G80.0'], 'B' || row_number() OVER ()
    FROM unnest(${claims.rows.map((row) => row.id)}::uuid[]) AS id`.execute(db);
  await sql`ANALYZE`.execute(db);
  return { facilityId, day };
}

/** The median of some timings. */
const median = (values: number[]) =>
  [...values].sort((left, right) => left - right)[Math.floor(values.length / 2)]!;

/** Generates the day's report `RUNS` times (forced after the first) and renders its PDF, and prints the medians. */
async function measure(serverUrl: string | undefined): Promise<void> {
  const scratch = await openScratchDatabase(serverUrl);
  const secrets = ephemeralSecrets();
  try {
    const { facilityId, day } = await seedDay(scratch);
    const generation: number[] = [];
    let reportId = '';
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      reportId = (
        await scratch.db.transaction().execute((trx) =>
          generateEodReport(
            trx,
            { audit: SYSTEM_AUDIT_CONTEXT, now: new Date(), signingKey: secrets.signingKey },
            {
              facilityId,
              date: day,
              isForced: run > 0,
              generatedBy: SYSTEM_AUDIT_CONTEXT.userId!,
              isAutomated: true,
            },
          ),
        )
      ).reportId;
      generation.push(performance.now() - started);
    }
    const detail = await scratch.db.transaction().execute(async (trx) => {
      const actor = { userId: 'bench', role: 'super_admin', facilityId: null } as never;
      const row = (await findVisibleReport(trx, actor, reportId))!;
      return presentReportDetail(row, { name: 'Benchmark Facility', timeZone: ZONE }, secrets.signingKey, []);
    });
    const rendering: number[] = [];
    let bytes = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      bytes = (await renderReportPdf(detail)).length;
      rendering.push(performance.now() - started);
    }
    const summary = detail.summary!;
    console.log(
      `${scratch.kind}: report of ${CHILDREN} children (${detail.sections!.medications.totalAdministrations} doses, ` +
        `${detail.sections!.vitalSigns.totalReadings} readings, ${detail.sections!.transportation.totalRoutes} routes, ` +
        `${detail.sections!.billing.claimsSubmitted} claims; score ${summary.complianceScore}%) generated in ` +
        `${median(generation).toFixed(0)} ms median of ${RUNS} (target < 2000 ms)`,
    );
    console.log(
      `${scratch.kind}: its PDF (${(bytes / 1024).toFixed(0)} KB) rendered in ${median(rendering).toFixed(0)} ms median (target < 1000 ms)`,
    );
  } finally {
    await scratch.drop();
  }
}

await measure(undefined);
if (process.env.BENCH_DATABASE_URL) await measure(process.env.BENCH_DATABASE_URL);
