import { sql, type Kysely } from 'kysely';

/**
 * Secure messaging between a parent and a child's care team.
 *
 * - message_threads: one conversation per child and parent; last_message_at orders the lists.
 * - secure_messages: append-only messages of a thread, with their sender.
 * - message_reads: how far each reader has read a thread (unread counts and read receipts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE message_threads (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      facility_id uuid NOT NULL REFERENCES facilities(id),
      patient_id uuid NOT NULL REFERENCES patients(id),
      parent_id uuid NOT NULL REFERENCES users(id),
      created_at timestamptz NOT NULL DEFAULT now(),
      last_message_at timestamptz,
      UNIQUE (patient_id, parent_id)
    );
    CREATE INDEX message_threads_facility ON message_threads (facility_id, last_message_at DESC);
    CREATE INDEX message_threads_parent ON message_threads (parent_id);

    CREATE TABLE secure_messages (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      thread_id uuid NOT NULL REFERENCES message_threads(id),
      sender_id uuid NOT NULL REFERENCES users(id),
      body text NOT NULL,
      sent_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX secure_messages_thread ON secure_messages (thread_id, sent_at);

    CREATE TABLE message_reads (
      thread_id uuid NOT NULL REFERENCES message_threads(id),
      user_id uuid NOT NULL REFERENCES users(id),
      read_at timestamptz NOT NULL,
      PRIMARY KEY (thread_id, user_id)
    );
  `.execute(db);
}
