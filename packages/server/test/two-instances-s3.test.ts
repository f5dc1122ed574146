import { randomBytes, generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../src/db/connect.ts';
import type { Database } from '../src/db/schema.ts';
import { S3_DOCUMENT_PREFIX } from '../src/documents/storage/s3-blob-store.ts';
import { multipartBody, samplePdf, waitForScan } from './support/document-uploads.ts';
import { createEmptyServerDatabase } from './support/postgres-server.ts';
import { startLocalS3, type LocalS3 } from './support/s3-server.ts';
import {
  signInDemoAccount,
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from './support/server-process.ts';

/** The files under a directory, if it exists. */
function filesUnder(directory: string): string[] {
  try {
    return readdirSync(directory, { recursive: true }).map(String);
  } catch {
    return [];
  }
}

// Two instances need a PostgreSQL server to share; the embedded database belongs to one process.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))(
  'two server instances sharing documents through one S3 bucket',
  () => {
    let database: { url: string; drop(): Promise<void> };
    let db: Kysely<Database>;
    let s3: LocalS3;
    let storing: ServerProcess;
    let serving: ServerProcess;
    const dataDirectories: string[] = [];

    beforeAll(async () => {
      database = await createEmptyServerDatabase();
      s3 = await startLocalS3();
      // Nothing on disk is shared: each instance has its own DATA_DIR; the keys come from the environment.
      const keys = {
        ENCRYPTION_KEY: randomBytes(32).toString('base64'),
        SIGNING_KEY: generateKeyPairSync('ed25519')
          .privateKey.export({ format: 'der', type: 'pkcs8' })
          .toString('base64'),
      };
      const environment = () => {
        const directory = mkdtempSync(path.join(tmpdir(), 'carenest-s3-instance-'));
        dataDirectories.push(directory);
        return {
          ...s3.environment,
          ...keys,
          DATABASE_URL: database.url,
          DATA_DIR: directory,
          SEED_DEMO: 'true',
        };
      };
      storing = await startServerProcess(environment());
      serving = await startServerProcess(environment());
      db = await connectDatabase({ url: database.url });
    }, 120_000);
    afterAll(async () => {
      await stopServerProcess(storing, 'SIGTERM');
      await stopServerProcess(serving, 'SIGTERM');
      await db.destroy();
      await database.drop();
      await s3.close();
      for (const directory of dataDirectories) rmSync(directory, { recursive: true, force: true });
    });

    it('serves through one instance the document the other stored, with no blob on either disk', async () => {
      const cookie = await signInDemoAccount(storing, 'nurse@carenest.example', 'nurse');
      const caseload = (await (
        await fetch(`${storing.baseUrl}/api/assigned-patients`, { headers: { cookie } })
      ).json()) as { patients: { id: string }[] };
      const original = samplePdf('stored by one, served by the other', 200_000);
      const body = multipartBody(
        { patientId: caseload.patients[0]!.id, category: 'medical_records' },
        { name: 'shared.pdf', content: original, type: 'application/pdf' },
      );
      const uploaded = await fetch(`${storing.baseUrl}/api/documents`, {
        method: 'POST',
        headers: { ...body.headers, cookie },
        body: body.payload,
      });
      expect(uploaded.status).toBe(201);
      const documentId = ((await uploaded.json()) as { document: { id: string } }).document.id;
      expect(await waitForScan(db, documentId)).toBe('clean');
      expect((await s3.objects()).map((item) => item.key)).toContain(`${S3_DOCUMENT_PREFIX}${documentId}`);

      const downloaded = await fetch(`${serving.baseUrl}/api/documents/${documentId}/download`, {
        headers: { cookie },
      });
      expect(downloaded.status).toBe(200);
      expect(Buffer.from(await downloaded.arrayBuffer()).equals(original)).toBe(true);
      for (const directory of dataDirectories)
        expect(filesUnder(path.join(directory, 'documents'))).toEqual([]);
    });

    it('seeded the demo documents into the bucket as well', async () => {
      const seeded = await db.selectFrom('patient_documents').select('storage_key').execute();
      const keys = new Set((await s3.objects()).map((item) => item.key));
      for (const { storage_key } of seeded)
        expect(keys.has(`${S3_DOCUMENT_PREFIX}${storage_key}`)).toBe(true);
    });
  },
);
