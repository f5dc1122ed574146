import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The demo nurse's message that carries Mateo's cardiology letter (the demo documents attach it). */
export const DEMO_MESSAGE_WITH_LETTER =
  'Here is the cardiology letter you asked about; it is also in Mateo’s documents.';

/** One demo message: who writes (the parent or the nurse), what, and how many hours ago. */
interface DemoMessage {
  from: 'parent' | 'nurse';
  body: string;
  hoursAgo: number;
}

/** The demo conversations, by the child's medical record number. */
const DEMO_CONVERSATIONS: readonly {
  medicalRecordNumber: string;
  /** When the parent last read the thread. */
  parentReadHoursAgo: number;
  messages: readonly DemoMessage[];
}[] = [
  {
    medicalRecordNumber: 'MRN-100234',
    parentReadHoursAgo: 25,
    messages: [
      {
        from: 'parent',
        body: 'Mateo coughed through the night; we gave his nebulizer at 5:30 this morning.',
        hoursAgo: 27,
      },
      {
        from: 'nurse',
        body: 'Thank you for telling us. We will listen to his chest when he arrives and call you if anything changes.',
        hoursAgo: 26,
      },
      { from: 'nurse', body: DEMO_MESSAGE_WITH_LETTER, hoursAgo: 25.5 },
      { from: 'nurse', body: 'Mateo ate all of his lunch today and napped for an hour.', hoursAgo: 1 },
    ],
  },
  {
    medicalRecordNumber: 'MRN-100235',
    parentReadHoursAgo: 2,
    messages: [
      {
        from: 'parent',
        body: 'Sofia has a dentist appointment at 2 PM tomorrow; her grandmother will pick her up at 1:30.',
        hoursAgo: 2,
      },
    ],
  },
];

/**
 * The demo parent's conversations with the care team: about Mateo (an exchange from yesterday, read, the
 * cardiology letter the nurse sent, and a
 * note from the nurse today the parent has not read yet) and about Sofia (a message the nurse has not read).
 */
export async function seedDemoMessages(
  trx: Transaction<Database>,
  options: { facilityId: string; parentId: string; nurseId: string; now: Date },
): Promise<void> {
  const { facilityId, parentId, nurseId, now } = options;
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * 3_600_000);
  for (const conversation of DEMO_CONVERSATIONS) {
    const child = await trx
      .selectFrom('patients')
      .select('id')
      .where('facility_id', '=', facilityId)
      .where('medical_record_number', '=', conversation.medicalRecordNumber)
      .executeTakeFirstOrThrow();
    const last = conversation.messages.at(-1)!;
    const { id: threadId } = await trx
      .insertInto('message_threads')
      .values({
        facility_id: facilityId,
        patient_id: child.id,
        parent_id: parentId,
        created_at: at(conversation.messages[0]!.hoursAgo),
        last_message_at: at(last.hoursAgo),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('secure_messages')
      .values(
        conversation.messages.map((message) => ({
          thread_id: threadId,
          sender_id: message.from === 'parent' ? parentId : nurseId,
          body: message.body,
          sent_at: at(message.hoursAgo),
        })),
      )
      .execute();
    // The parent read up to parentReadHoursAgo; the nurse up to her own latest message.
    await trx
      .insertInto('message_reads')
      .values({ thread_id: threadId, user_id: parentId, read_at: at(conversation.parentReadHoursAgo) })
      .execute();
    const nurseLatest = conversation.messages.filter((message) => message.from === 'nurse').at(-1);
    if (nurseLatest)
      await trx
        .insertInto('message_reads')
        .values({ thread_id: threadId, user_id: nurseId, read_at: at(nurseLatest.hoursAgo) })
        .execute();
  }
}
