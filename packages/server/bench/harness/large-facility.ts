import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { hashPassword } from '../../src/auth/password.ts';
import type { Database } from '../../src/db/schema.ts';
import { signDemoAgreements } from '../../src/seed/seed-compliance.ts';
import { encodePageCursor } from '../../src/shared/pagination.ts';
import { fillAuditLog } from '../audit-chain.ts';
import { BENCH_ADMIN, seedLargeFacility } from '../bulk-seed.ts';

/** The large facility; `BENCH_SCALE` (0 < scale ≤ 1) shrinks every count for a quick run. */
export interface FacilitySize {
  patients: number;
  staff: number;
  vitalSigns: number;
  auditRows: number;
}

/** The sizes at full scale: 10,000 patients, 200 staff, 2,000,000 vital signs, 5,000,000 audit rows. */
export const FULL_SIZE: FacilitySize = {
  patients: 10_000,
  staff: 200,
  vitalSigns: 2_000_000,
  auditRows: 5_000_000,
};

/** The signed-in nurse of the benchmark, assigned eight children with medications. */
export const BENCH_NURSE = { email: 'bench-nurse-1@bench.example', password: BENCH_ADMIN.password } as const;

/** Everything the load runs need to address. */
export interface LargeFacility {
  facilityId: string;
  nursePatientId: string;
  nurseMedicationId: string;
  /** The patient list's `nextCursor` at the end of page 99 (50 a page): page 100 read as the screen reads it. */
  patientPage100Cursor: string;
  /** The audit log's `nextCursor` at the end of page 999 (50 a page) of the administrator's facility. */
  auditPage1000Cursor: string;
  seedSeconds: Record<string, number>;
}

/** Times one seeding step, in seconds with one decimal. */
async function timed(
  into: Record<string, number>,
  name: string,
  step: () => Promise<unknown>,
): Promise<void> {
  const started = performance.now();
  await step();
  into[name] = Math.round((performance.now() - started) / 100) / 10;
}

/**
 * Bulk-seeds the facility (set-based SQL, no row-by-row inserts): the audit chain first (it must start at
 * the genesis row), then patients and their administrator, staff with a signed HIPAA agreement, eight
 * children per nurse, four medications for each of the first nurse's children, and the vital-sign history.
 */
export async function seedLargeFacilityForLoad(
  db: Kysely<Database>,
  size: FacilitySize,
): Promise<LargeFacility> {
  const seedSeconds: Record<string, number> = {};
  // The audit history is the staff's own (the administrator's log shows it), written before they exist: the
  // chain must start at its genesis row, ahead of the audit rows the seeding itself appends.
  const staffIds = Array.from({ length: size.staff }, () => randomUUID());
  await timed(seedSeconds, 'auditRows', () => fillAuditLog(db, size.auditRows, staffIds));
  let facilityId = '';
  await timed(seedSeconds, 'patients', async () => {
    facilityId = await seedLargeFacility(db, size.patients);
  });
  await timed(seedSeconds, 'staff', () => seedStaff(db, facilityId, staffIds));
  await sql`SELECT recount_audit_log()`.execute(db);
  await timed(seedSeconds, 'vitalSigns', () => fillVitalSigns(db, facilityId, size.vitalSigns));
  await sql`ANALYZE`.execute(db);
  const nurseChild = await db
    .selectFrom('staff_assignments')
    .innerJoin('users', 'users.id', 'staff_assignments.staff_id')
    .innerJoin('medications', 'medications.patient_id', 'staff_assignments.patient_id')
    .where('users.email', '=', BENCH_NURSE.email)
    .select(['staff_assignments.patient_id as patientId', 'medications.id as medicationId'])
    .executeTakeFirstOrThrow();
  const endOfPage99 = await db
    .selectFrom('patients')
    .select(['last_name', 'first_name', 'id'])
    .where('facility_id', '=', facilityId)
    .orderBy('last_name')
    .orderBy('first_name')
    .orderBy('id')
    .offset(Math.min(99 * 50, size.patients) - 1)
    .limit(1)
    .executeTakeFirstOrThrow();
  const endOfAuditPage999 = await db
    .selectFrom('audit_log')
    .innerJoin('users', 'users.id', 'audit_log.user_id')
    .select('audit_log.sequence')
    .where('users.facility_id', '=', facilityId)
    .orderBy('audit_log.sequence', 'desc')
    .offset(Math.min(999 * 50, size.auditRows) - 1)
    .limit(1)
    .executeTakeFirstOrThrow();
  return {
    facilityId,
    auditPage1000Cursor: encodePageCursor([String(endOfAuditPage999.sequence)]),
    patientPage100Cursor: encodePageCursor([endOfPage99.last_name, endOfPage99.first_name, endOfPage99.id]),
    nursePatientId: nurseChild.patientId,
    nurseMedicationId: nurseChild.medicationId,
    seedSeconds,
  };
}

/** Staff of every clinical role (numbered e-mails, one password hash, the given ids), each nurse with eight children. */
async function seedStaff(db: Kysely<Database>, facilityId: string, ids: readonly string[]): Promise<void> {
  const passwordHash = await hashPassword(BENCH_NURSE.password);
  await sql`
    INSERT INTO users (id, email, first_name, last_name, role, facility_id, password_hash, max_patient_load)
    SELECT (${ids}::uuid[])[n], 'bench-' || (ARRAY['nurse','nurse','therapist','driver'])[1 + (n - 1) % 4] || '-' || n || '@bench.example',
           'Staff' || n, 'Bench', (ARRAY['nurse','nurse','therapist','driver'])[1 + (n - 1) % 4]::text,
           ${facilityId}, ${passwordHash}, 8
    FROM generate_series(1, ${ids.length}) AS n`.execute(db);
  const staff = await db
    .selectFrom('users')
    .select(['id', 'role'])
    .where('facility_id', '=', facilityId)
    .where('email', 'like', 'bench-%')
    .execute();
  await db.transaction().execute((trx) => signDemoAgreements(trx, staff, new Date()));
  await sql`
    WITH nurses AS (
      SELECT id, row_number() OVER (ORDER BY email) - 1 AS position FROM users
      WHERE facility_id = ${facilityId} AND role = 'nurse'),
    children AS (
      SELECT id, row_number() OVER (ORDER BY medical_record_number) - 1 AS position FROM patients
      WHERE facility_id = ${facilityId} AND is_active)
    INSERT INTO staff_assignments (patient_id, staff_id, staff_role, assignment_type, assigned_by)
    SELECT children.id, nurses.id, 'nurse', 'primary_nurse', nurses.id
    FROM nurses JOIN children ON children.position / 8 = nurses.position`.execute(db);
  await sql`
    UPDATE users SET current_patient_count = counts.total
    FROM (SELECT staff_id, count(*)::int AS total FROM staff_assignments GROUP BY staff_id) AS counts
    WHERE users.id = counts.staff_id`.execute(db);
  await sql`
    INSERT INTO medications (patient_id, name, dosage, frequency, route, prescribed_by, start_date,
                             scheduled_times, created_by)
    SELECT a.patient_id, 'Medication ' || m, '5 mg', 'Three times daily', 'oral', 'Dr. Bench', DATE '2024-01-01',
           ARRAY['08:00','12:00','16:00'], a.staff_id
    FROM staff_assignments a JOIN users u ON u.id = a.staff_id CROSS JOIN generate_series(1, 4) AS m
    WHERE u.email = ${BENCH_NURSE.email}`.execute(db);
}

/**
 * `count` vital-sign rows spread over the facility's patients and the last 180 days, most within normal
 * ranges; a febrile reading every 25th row carries the alert the core rule gives it (above 99.5 °F, medium).
 */
async function fillVitalSigns(db: Kysely<Database>, facilityId: string, count: number): Promise<void> {
  const recorder = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', BENCH_NURSE.email)
    .executeTakeFirstOrThrow();
  await sql`
    WITH children AS (
      SELECT array_agg(id ORDER BY medical_record_number) AS ids FROM patients WHERE facility_id = ${facilityId}),
    readings AS (
      SELECT n, CASE WHEN n % 25 = 0 THEN 100.4 ELSE 97.5 + (n % 17) / 10.0 END AS temperature
      FROM generate_series(0, ${count - 1}) AS n)
    INSERT INTO vital_signs (patient_id, recorded_by, recorded_at, temperature, heart_rate,
                             blood_pressure_systolic, blood_pressure_diastolic, respiratory_rate,
                             oxygen_saturation, weight, pain_scale, alerts)
    SELECT children.ids[1 + readings.n % cardinality(children.ids)], ${recorder.id},
           now() - (n % 180) * interval '1 day' - (n % 600) * interval '1 minute',
           readings.temperature, 70 + n % 25, 95 + n % 20, 60 + n % 15, 16 + n % 8, 96 + n % 4,
           40 + (n % 600) / 10.0, n % 4,
           CASE WHEN readings.temperature > 99.5 THEN jsonb_build_array(jsonb_build_object(
             'parameter', 'temperature', 'value', readings.temperature, 'threshold', 99.5,
             'severity', 'medium', 'notificationSent', false)) ELSE '[]'::jsonb END
    FROM readings CROSS JOIN children`.execute(db);
}
