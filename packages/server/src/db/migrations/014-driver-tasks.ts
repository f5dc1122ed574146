import { sql, type Kysely } from 'kysely';

/**
 * Driver tasks and driver messages.
 *
 * - driver_messages: what the office sends a driver, of one of the spec's message types, optionally about a
 *   child; the driver marks it read once. Listed per driver, newest first.
 * - driver_tasks: a driver's to-do list, of one of the spec's task types and priorities, due on a service
 *   day, optionally about a child and made from a message (related_message_id). Completion keeps who ticked
 *   it off and when (both null while open). Listed per driver, open first by due date.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE driver_messages (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      facility_id uuid NOT NULL REFERENCES facilities(id),
      driver_id uuid NOT NULL REFERENCES users(id),
      sender_id uuid NOT NULL REFERENCES users(id),
      patient_id uuid REFERENCES patients(id),
      message_type text NOT NULL CHECK (message_type IN ('route_change', 'pickup_instruction',
        'dropoff_instruction', 'vehicle_maintenance', 'parent_request', 'general_reminder')),
      body text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      read_at timestamptz
    );
    CREATE INDEX driver_messages_driver ON driver_messages (driver_id, created_at DESC);
    CREATE INDEX driver_messages_facility ON driver_messages (facility_id, created_at DESC);

    CREATE TABLE driver_tasks (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      facility_id uuid NOT NULL REFERENCES facilities(id),
      driver_id uuid NOT NULL REFERENCES users(id),
      patient_id uuid REFERENCES patients(id),
      task_type text NOT NULL CHECK (task_type IN ('route_change', 'pickup_instruction', 'dropoff_instruction',
        'parent_request', 'vehicle_maintenance')),
      title text NOT NULL,
      description text NOT NULL DEFAULT '',
      priority text NOT NULL CHECK (priority IN ('high', 'medium', 'low')),
      due_date date NOT NULL,
      related_message_id uuid UNIQUE REFERENCES driver_messages(id),
      created_by uuid NOT NULL REFERENCES users(id),
      created_at timestamptz NOT NULL DEFAULT now(),
      completed_at timestamptz,
      completed_by uuid REFERENCES users(id),
      CONSTRAINT driver_tasks_completion CHECK ((completed_at IS NULL) = (completed_by IS NULL))
    );
    CREATE INDEX driver_tasks_driver ON driver_tasks (driver_id, due_date);
    CREATE INDEX driver_tasks_facility ON driver_tasks (facility_id, due_date);
  `.execute(db);
}
