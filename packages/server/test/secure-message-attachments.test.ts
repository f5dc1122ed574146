import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type MessageThread, type MessageThreadDetail, type SecureMessage } from '@carenest/core';
import { announceScannedAttachment } from '../src/secure-messages/index.ts';
import { eicarPdf, samplePdf, waitForScan } from './support/document-uploads.ts';
import { setUpDocumentsFixture } from './support/documents-fixture.ts';
import { liveEventsAbout } from './support/live-events.ts';
import { TEST_DATABASES } from './support/test-database.ts';

describe.each(TEST_DATABASES)('files attached to secure messages on %s', (kind) => {
  const { database, people, children, get, post, uploadFor, documentCount } = setUpDocumentsFixture(kind);
  let threadId = '';
  let letterId = '';
  const messagesUrl = () => `/api/message-threads/${threadId}/messages`;
  const uploaded = async (user: typeof people.parent, patientId: string, name: string, content: Buffer) => {
    const response = await uploadFor(user, patientId, name, content);
    expect(response.statusCode).toBe(201);
    return response.json<{ document: { id: string } }>().document.id;
  };

  beforeAll(async () => {
    threadId = (
      await post(people.parent, '/api/message-threads', { patientId: children.lily })
    ).json<MessageThread>().id;
    letterId = await uploaded(people.parent, children.lily, 'school-letter.pdf', samplePdf('school letter'));
    await waitForScan(database.db, letterId);
  });

  it('carries a parent’s file to the care team, who can open it from the conversation; the send is audited', async () => {
    const sent = await post(people.parent, messagesUrl(), {
      body: 'The school’s letter about her seizure plan',
      attachmentIds: [letterId],
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json<SecureMessage>().attachments).toEqual([
      {
        documentId: letterId,
        fileName: 'school-letter.pdf',
        fileType: 'pdf',
        fileSize: expect.any(Number),
        virusScanStatus: 'clean',
      },
    ]);
    const seen = (await get(people.nurse, `/api/message-threads/${threadId}`)).json<MessageThreadDetail>();
    expect(seen.messages.at(-1)!.attachments.map((file) => file.documentId)).toEqual([letterId]);
    const download = await get(people.nurse, `/api/documents/${letterId}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.body).toContain('school letter');
    const audit = await database.db
      .selectFrom('audit_log')
      .select('new_values')
      .where('action', '=', 'SEND_MESSAGE')
      .where('resource_id', '=', threadId)
      .executeTakeFirstOrThrow();
    expect(audit.new_values).toMatchObject({ attachmentIds: [letterId] });
    expect(JSON.stringify(audit.new_values)).not.toContain('seizure');
  });

  it('keeps the files in the order given and lets the nurse send a chart document back', async () => {
    const planId = await uploaded(people.nurse, children.lily, 'care-plan.pdf', samplePdf('care plan'));
    const sent = await post(people.nurse, messagesUrl(), {
      body: 'Here is the care plan and her letter again',
      attachmentIds: [planId, letterId],
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json<SecureMessage>().attachments.map((file) => file.fileName)).toEqual([
      'care-plan.pdf',
      'school-letter.pdf',
    ]);
    // Its scan announces itself to the thread; let it finish so later counts of live events are exact.
    await waitForScan(database.db, planId);
  });

  it('tells an open conversation when an attached file’s scan is done', async () => {
    const before = (await liveEventsAbout(database.db, threadId)).length;
    await database.db.transaction().execute((trx) => announceScannedAttachment(trx, letterId));
    const events = await liveEventsAbout(database.db, threadId);
    expect(events).toHaveLength(before + 1);
    expect(events.at(-1)).toMatchObject({ kind: 'message.changed' });
    expect(events.at(-1)!.userIds).toEqual(expect.arrayContaining([people.parent.id, people.nurse.id]));
    expect(events.at(-1)!.userIds).not.toContain(people.otherParent.id);
  });

  it('refuses another child’s file, a quarantined one, an unknown id, too many, a repeat, and a therapist, storing nothing', async () => {
    const zoeLetterId = await uploaded(people.otherParent, children.zoe, 'zoe.pdf', samplePdf('zoe'));
    const infectedId = await uploaded(people.parent, children.lily, 'infected.pdf', eicarPdf());
    expect(await waitForScan(database.db, infectedId)).toBe('infected');
    const messagesBefore = await database.db
      .selectFrom('secure_messages')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    const documentsBefore = await documentCount();
    const refusals: [unknown, number, string][] = [
      [[zoeLetterId], 400, MESSAGES.messageAttachmentNotFound],
      [[infectedId], 400, MESSAGES.messageAttachmentQuarantined],
      [['8d3c1a1e-59c4-4c09-9d1f-2a7a4d7f0b11'], 400, MESSAGES.messageAttachmentNotFound],
      [['not-an-id'], 400, MESSAGES.messageAttachmentNotFound],
      [[letterId, letterId], 400, MESSAGES.messageAttachmentRepeated],
      [[letterId, zoeLetterId, infectedId, crypto.randomUUID()], 400, MESSAGES.messageAttachmentLimit],
      ['letter.pdf', 400, MESSAGES.invalidRequest],
      [['\u0000'], 400, MESSAGES.unstorableText],
    ];
    for (const [attachmentIds, status, message] of refusals) {
      const refused = await post(people.parent, messagesUrl(), { body: 'See the file', attachmentIds });
      expect(refused.statusCode, JSON.stringify(attachmentIds)).toBe(status);
      expect(refused.json().error.message).toBe(message);
    }
    const therapist = await post(people.therapist, messagesUrl(), {
      body: 'Here',
      attachmentIds: [letterId],
    });
    expect(therapist.statusCode).toBe(403);
    const withoutFiles = await post(people.therapist, messagesUrl(), { body: 'Noted, thank you' });
    expect(withoutFiles.statusCode).toBe(201);
    const messagesAfter = await database.db
      .selectFrom('secure_messages')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(messagesAfter.count)).toBe(Number(messagesBefore.count) + 1);
    expect(await documentCount()).toBe(documentsBefore);
  });
});
