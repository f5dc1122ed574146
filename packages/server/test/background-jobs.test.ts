import { describe, expect, it } from 'vitest';
import { JOBS, jobServicesOf } from '../src/background-jobs.ts';
import { createDocumentStorage } from '../src/documents/index.ts';
import { ephemeralSecrets } from '../src/secrets.ts';
import { announceScannedAttachment } from '../src/secure-messages/index.ts';

describe('the process jobs, joined from the features', () => {
  it('lists each feature’s jobs once, under names of their own', () => {
    const names = JOBS.map((job) => job.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(
      expect.arrayContaining([
        'documents.scan',
        'documents.rescan-pending',
        'live-events.purge',
        'messages.email-waiting',
        'billing.send-claim',
        'billing.fetch-remittances',
        'backup.write-scheduled',
      ]),
    );
  });

  it('registers the secure messages’ hook on a recorded scan, so documents need not import them', () => {
    const secrets = ephemeralSecrets();
    const documents = createDocumentStorage({ directory: '/nonexistent', masterKey: secrets.encryptionKey });
    const services = jobServicesOf({ secrets, documents });
    expect(services.onDocumentScanned).toEqual([announceScannedAttachment]);
    expect(services.documents).toBe(documents);
  });
});
