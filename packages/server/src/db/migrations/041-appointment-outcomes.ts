import { sql, type Kysely } from 'kysely';

/**
 * Appointments can be cancelled (with a reason, by whom and when), rescheduled (the time before the last move
 * kept beside the new one) and completed (by whom and when). A cancelled appointment keeps the time it had, or
 * none when it was a request; a completed one always has its time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE appointments DROP CONSTRAINT appointments_status_check;
    ALTER TABLE appointments DROP CONSTRAINT appointments_scheduled_time;
    ALTER TABLE appointments
      ADD COLUMN cancellation_reason text,
      ADD COLUMN cancelled_by uuid REFERENCES users(id),
      ADD COLUMN cancelled_at timestamptz,
      ADD COLUMN previous_starts_at timestamptz,
      ADD COLUMN rescheduled_by uuid REFERENCES users(id),
      ADD COLUMN rescheduled_at timestamptz,
      ADD COLUMN completed_by uuid REFERENCES users(id),
      ADD COLUMN completed_at timestamptz,
      ADD CONSTRAINT appointments_status_check
        CHECK (status IN ('requested', 'scheduled', 'declined', 'cancelled', 'completed')),
      ADD CONSTRAINT appointments_scheduled_time CHECK (
        CASE status
          WHEN 'cancelled' THEN true
          WHEN 'scheduled' THEN starts_at IS NOT NULL
          WHEN 'completed' THEN starts_at IS NOT NULL
          ELSE starts_at IS NULL
        END
      ),
      ADD CONSTRAINT appointments_cancellation CHECK (
        (status = 'cancelled') =
          (cancellation_reason IS NOT NULL AND cancelled_by IS NOT NULL AND cancelled_at IS NOT NULL)
      ),
      ADD CONSTRAINT appointments_completion CHECK (
        (status = 'completed') = (completed_by IS NOT NULL AND completed_at IS NOT NULL)
      ),
      ADD CONSTRAINT appointments_reschedule CHECK (
        (previous_starts_at IS NULL) = (rescheduled_at IS NULL) AND
        (rescheduled_at IS NULL) = (rescheduled_by IS NULL)
      );
  `.execute(db);
}
