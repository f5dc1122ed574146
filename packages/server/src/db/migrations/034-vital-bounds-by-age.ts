import { sql, type Kysely } from 'kysely';

/**
 * Readings by age: the measurements that vary with age (heart rate, blood pressure, respiratory rate) are
 * kept within the widest bounds of any age (core's WIDEST_ENTRY_BOUNDS) instead of the spec's adult ones, so
 * an infant's normal respiratory rate of 48 or a neonate's diastolic of 35 can be stored; the server checks
 * the child's own band before it writes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE vital_signs
      DROP CONSTRAINT vital_signs_heart_rate_check,
      DROP CONSTRAINT vital_signs_blood_pressure_systolic_check,
      DROP CONSTRAINT vital_signs_blood_pressure_diastolic_check,
      DROP CONSTRAINT vital_signs_respiratory_rate_check,
      ADD CONSTRAINT vital_signs_heart_rate_check CHECK (heart_rate BETWEEN 30 AND 300),
      ADD CONSTRAINT vital_signs_blood_pressure_systolic_check CHECK (blood_pressure_systolic BETWEEN 30 AND 250),
      ADD CONSTRAINT vital_signs_blood_pressure_diastolic_check CHECK (blood_pressure_diastolic BETWEEN 15 AND 150),
      ADD CONSTRAINT vital_signs_respiratory_rate_check CHECK (respiratory_rate BETWEEN 5 AND 120);
  `.execute(db);
}
