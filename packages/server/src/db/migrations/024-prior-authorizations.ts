import { sql, type Kysely } from 'kysely';

/** Prior authorizations per child: payer, number, service code, units and period. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE prior_authorizations (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      facility_id uuid NOT NULL REFERENCES facilities(id),
      patient_id uuid NOT NULL REFERENCES patients(id),
      payer_name text NOT NULL,
      authorization_number text NOT NULL,
      service_code text NOT NULL,
      units_authorized integer NOT NULL CHECK (units_authorized > 0),
      start_date date NOT NULL,
      end_date date NOT NULL CHECK (end_date >= start_date),
      created_by uuid NOT NULL REFERENCES users(id),
      created_at timestamptz NOT NULL
    );
    CREATE INDEX prior_authorizations_patient ON prior_authorizations (patient_id, service_code, start_date);
  `.execute(db);
}
