import { sql, type Kysely } from 'kysely';

/**
 * Per-child vital sign parameters and the rule each reading was judged by. `vital_parameters` holds a child's
 * current physician-ordered limits, one row per measurement (its history is in the audit log, old and new
 * values); the CHECKs repeat the core rule: notify limits in order, critical limits outside them. Readings
 * gain `applied_ranges`, the rule each watched measurement was judged by; readings recorded before this
 * migration keep an empty list (they were all judged by the facility default). Adding a column is not an
 * UPDATE, so the append-only trigger of vital_signs is not involved.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE vital_parameters (
      patient_id uuid NOT NULL REFERENCES patients(id),
      measurement text NOT NULL CHECK (measurement IN ('temperature', 'heartRate', 'bloodPressureSystolic',
        'bloodPressureDiastolic', 'respiratoryRate', 'oxygenSaturation')),
      notify_low numeric(4,1) NOT NULL,
      notify_high numeric(4,1) NOT NULL,
      critical_low numeric(4,1),
      critical_high numeric(4,1),
      ordered_by text NOT NULL CHECK (length(ordered_by) BETWEEN 1 AND 120),
      ordered_on date NOT NULL,
      entered_by uuid NOT NULL REFERENCES users(id),
      entered_at timestamptz NOT NULL,
      PRIMARY KEY (patient_id, measurement),
      CONSTRAINT vital_parameters_notify_order CHECK (notify_low < notify_high),
      CONSTRAINT vital_parameters_critical_low_outside CHECK (critical_low IS NULL OR critical_low < notify_low),
      CONSTRAINT vital_parameters_critical_high_outside CHECK (critical_high IS NULL OR critical_high > notify_high)
    );
    ALTER TABLE vital_signs ADD COLUMN applied_ranges jsonb NOT NULL DEFAULT '[]';
  `.execute(db);
}
