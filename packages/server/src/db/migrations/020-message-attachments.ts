import { sql, type Kysely } from 'kysely';

/**
 * Files attached to secure messages: each a document of the thread's child in the document store (encrypted,
 * virus-scanned, its every download in the access history); the message only points at it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE secure_message_attachments (
      message_id uuid NOT NULL REFERENCES secure_messages(id),
      document_id uuid NOT NULL REFERENCES patient_documents(id),
      position smallint NOT NULL CHECK (position BETWEEN 0 AND 9),
      PRIMARY KEY (message_id, document_id)
    );
    CREATE INDEX secure_message_attachments_document ON secure_message_attachments (document_id);
  `.execute(db);
}
