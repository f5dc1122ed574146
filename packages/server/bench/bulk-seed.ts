import { sql, type Kysely } from 'kysely';
import type { Database } from '../src/db/schema.ts';
import { hashPassword } from '../src/auth/password.ts';
import { signDemoAgreements } from '../src/seed/seed-compliance.ts';

/** The benchmark's signed-in administrator. */
export const BENCH_ADMIN = { email: 'bench-admin@bench.example', password: 'Bench!Pass1' } as const;

/** Bulk-creates one facility of `patientCount` patients (a third with allergies) and its administrator. */
export async function seedLargeFacility(db: Kysely<Database>, patientCount: number): Promise<string> {
  const facility = await db
    .insertInto('facilities')
    .values({ name: 'Benchmark Facility', timezone: 'America/Chicago' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const admin = await db
    .insertInto('users')
    .values({
      email: BENCH_ADMIN.email,
      first_name: 'Bench',
      last_name: 'Admin',
      role: 'administrator',
      facility_id: facility.id,
      password_hash: await hashPassword(BENCH_ADMIN.password),
    })
    .returning(['id', 'role'])
    .executeTakeFirstOrThrow();
  await db.transaction().execute((trx) => signDemoAgreements(trx, [admin], new Date()));
  await sql`
    INSERT INTO patients (facility_id, first_name, last_name, date_of_birth, medical_record_number,
                          primary_diagnosis, care_complexity, is_active)
    SELECT ${facility.id}, 'Child' || n, 'Family' || lpad((n % 997)::text, 4, '0'),
           DATE '2008-01-01' + (n % 5000), 'MRN-B' || lpad(n::text, 6, '0'),
           (ARRAY['G80.0','Q05.2','G40.909','F84.0','Q90.9','G93.1'])[1 + n % 6],
           (ARRAY['high','medium','low'])[1 + n % 3], n % 10 <> 0
    FROM generate_series(1, ${patientCount}) AS n`.execute(db);
  await sql`
    INSERT INTO patient_allergies (patient_id, allergen, reaction, severity)
    SELECT id, 'Latex', 'Hives', 'severe' FROM patients WHERE facility_id = ${facility.id}
      AND right(medical_record_number, 1) IN ('3', '6', '9')`.execute(db);
  await sql`ANALYZE`.execute(db);
  return facility.id;
}
