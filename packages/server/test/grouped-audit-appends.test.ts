import { sql, type KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditContext } from '../src/audit/append-audit.ts';
import { GroupedAuditAppends } from '../src/audit/grouped-appends.ts';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from './support/test-database.ts';

describe.each(TEST_DATABASES)('the group commit of reads’ audit rows on %s', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.drop());

  const context: AuditContext = {
    userId: null,
    userRole: 'nurse',
    sessionId: null,
    ipAddress: '127.0.0.1',
    userAgent: 'vitest',
  };
  /** The audit rows of `action`, by resource id. */
  const storedIds = async (action: string) =>
    (
      await sql<{ resource_id: string }>`
        SELECT resource_id FROM audit_log WHERE action = ${action} ORDER BY resource_id::int`.execute(
        database.db,
      )
    ).rows.map((row) => row.resource_id);
  /** A writer on the test database that counts the statements it sends. */
  const countingWriter = () => {
    const counter = { statements: 0 };
    const counting: KyselyPlugin = {
      transformQuery: ({ node }) => {
        counter.statements += 1;
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    return { writer: new GroupedAuditAppends(database.db.withPlugin(counting)), counter };
  };

  it('writes the rows of concurrent reads in one statement and settles each once its row is stored', async () => {
    const { writer, counter } = countingWriter();
    const ids = Array.from({ length: 20 }, (_, index) => String(index));
    const seenWhenSettled = await Promise.all(
      ids.map((id) =>
        writer
          .append(context, { action: 'GROUPED_READ', resourceType: 'PATIENT', resourceId: id })
          .then(async () => (await storedIds('GROUPED_READ')).includes(id)),
      ),
    );
    expect(seenWhenSettled.every(Boolean)).toBe(true);
    // The first row goes at once; the nineteen that arrived while it was being written go together.
    expect(counter.statements).toBe(2);
    expect(await storedIds('GROUPED_READ')).toEqual(ids);
  });

  it('fails only the read whose row cannot be stored, not the reads grouped with it', async () => {
    const { writer } = countingWriter();
    const outcomes = await Promise.allSettled(
      ['0', '1', '2', '3'].map((id) =>
        writer.append(id === '2' ? { ...context, userId: 'not-a-user-id' } : context, {
          action: 'GROUPED_FAILURE',
          resourceType: 'PATIENT',
          resourceId: id,
        }),
      ),
    );
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect(await storedIds('GROUPED_FAILURE')).toEqual(['0', '1', '3']);
  });
});
