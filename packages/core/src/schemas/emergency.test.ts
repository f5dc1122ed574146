import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../messages.ts';
import { drillInputSchema, emergencyDocumentInputSchema, generatorTestInputSchema } from './emergency.ts';

/** The messages a failed parse gives, by field. */
function messagesOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('the emergency logs take only dates that have happened', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-01T15:00:00Z') }));
  afterEach(() => vi.useRealTimers());
  const drill = {
    drillType: 'fire',
    heldOn: '2026-12-01',
    isUnannounced: false,
    durationMinutes: 10,
    findings: 'All out',
  };

  it('takes today, and UTC’s next day for a facility east of UTC (the server checks its own today)', () => {
    expect(drillInputSchema.safeParse(drill).success).toBe(true);
    expect(drillInputSchema.safeParse({ ...drill, heldOn: '2026-12-02' }).success).toBe(true);
  });

  it('refuses a later day as in the future, and a day before 2000 as out of range', () => {
    expect(messagesOf(drillInputSchema.safeParse({ ...drill, heldOn: '2026-12-03' }))).toEqual({
      heldOn: MESSAGES.dateInFuture,
    });
    expect(messagesOf(drillInputSchema.safeParse({ ...drill, heldOn: '1999-12-31' }))).toEqual({
      heldOn: MESSAGES.dateOutOfRange,
    });
  });

  it('refuses a generator entry that is not signed', () => {
    const test = {
      testedOn: '2026-11-30',
      durationMinutes: 30,
      outcome: 'passed',
      testedBy: 'Ray',
      signature: false,
    };
    expect(messagesOf(generatorTestInputSchema.safeParse(test))).toEqual({
      signature: MESSAGES.generatorSignatureRequired,
    });
  });

  it('refuses a document expiring on or before its issue date, under expiresOn', () => {
    const document = {
      kind: 'fire_inspection',
      title: 'Inspection',
      issuedOn: '2026-06-01',
      expiresOn: '2026-06-01',
    };
    expect(messagesOf(emergencyDocumentInputSchema.safeParse(document))).toEqual({
      expiresOn: MESSAGES.emergencyDocumentExpiryBeforeIssue,
    });
  });
});
