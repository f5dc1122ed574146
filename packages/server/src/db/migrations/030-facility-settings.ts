import { sql, type Kysely } from 'kysely';

/**
 * A facility's settings: address and phone, the state rule set it is licensed under (core's `STATE_RULE_SETS`),
 * its licensed capacity (null until an administrator records it), its hours and open weekdays (core's
 * `WEEKDAYS`, Monday to Friday 07:00–18:00 for the facilities that existed before), the vital-sign ranges that
 * alert for a child without ordered parameters (core's `DEFAULT_VITAL_RANGES`, the spec's by default), and its
 * closure days: one row per facility and date. A facility's rule set defaults from its billing address's state
 * when that is Texas or Florida, else Texas.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE facilities
      ADD COLUMN address text NOT NULL DEFAULT '',
      ADD COLUMN phone text NOT NULL DEFAULT '',
      ADD COLUMN state_rule_set text NOT NULL DEFAULT 'texas' CHECK (state_rule_set IN ('texas','florida')),
      ADD COLUMN licensed_capacity integer CHECK (licensed_capacity > 0),
      ADD COLUMN opens_at text NOT NULL DEFAULT '07:00' CHECK (opens_at ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
      ADD COLUMN closes_at text NOT NULL DEFAULT '18:00' CHECK (closes_at ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
      ADD COLUMN open_weekdays text[] NOT NULL
        DEFAULT ARRAY['monday','tuesday','wednesday','thursday','friday']
        CHECK (
          cardinality(open_weekdays) > 0
          AND open_weekdays <@ ARRAY['monday','tuesday','wednesday','thursday','friday','saturday','sunday']
        ),
      ADD COLUMN default_vital_ranges text NOT NULL DEFAULT 'spec'
        CHECK (default_vital_ranges IN ('spec','age_bands')),
      ADD CONSTRAINT facilities_opens_before_closing CHECK (opens_at < closes_at);

    UPDATE facilities SET state_rule_set = 'florida'
      FROM billing_settings
      WHERE billing_settings.facility_id = facilities.id AND upper(billing_settings.state) = 'FL';

    CREATE TABLE facility_closure_days (
      facility_id uuid NOT NULL REFERENCES facilities(id),
      closed_on date NOT NULL,
      reason text NOT NULL CHECK (length(reason) BETWEEN 1 AND 200),
      created_by uuid REFERENCES users(id),
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (facility_id, closed_on)
    );
  `.execute(db);
}
