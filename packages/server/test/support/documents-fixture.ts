import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { S3Settings } from '../../src/config.ts';
import { ephemeralSecrets } from '../../src/secrets.ts';
import { multipartBody } from './document-uploads.ts';
import {
  assignStaff,
  createFacility,
  createPatient,
  createUser,
  linkParent,
  type TestUser,
} from './factories.ts';
import { buildAppWithJobs } from './test-app.ts';
import { setUpIntegrationSuite, type IntegrationSuite } from './integration-suite.ts';

/** Who acts in the document stories: Lily's team and parent, outsiders of both facilities, a super admin. */
export type DocumentsPerson =
  | 'admin'
  | 'otherAdmin'
  | 'nurse'
  | 'otherNurse'
  | 'therapist'
  | 'driver'
  | 'parent'
  | 'otherParent'
  | 'superAdmin';

/** Two facilities, their people and children, the API's own blob directory, and the upload requests. */
export interface DocumentsFixture extends IntegrationSuite {
  people: Record<DocumentsPerson, TestUser>;
  /** Lily (nurse and therapist assigned, parent linked), Zoe (other parent), and Omar elsewhere. */
  children: Record<'lily' | 'zoe' | 'omar', string>;
  /** The directory the API keeps the encrypted blobs in. */
  storageDirectory(): string;
  /** Uploads a multipart form: the fields, then at most one file. */
  upload(
    user: TestUser,
    fields: Record<string, string>,
    file?: { name: string; content: Buffer },
  ): Promise<LightMyRequestResponse>;
  /** Uploads a file as a patient's medical record. */
  uploadFor(
    user: TestUser,
    patientId: string,
    name: string,
    content: Buffer,
  ): Promise<LightMyRequestResponse>;
  /** The blobs in the storage directory, without hidden entries. */
  storedFiles(): Promise<string[]>;
  /** How many document rows the database holds. */
  documentCount(): Promise<number>;
}

/**
 * Registers, in the calling describe block, a fresh database and API storing blobs in a temporary
 * directory (removed afterwards), or in the bucket `options.s3` answers once the suite starts, and two
 * facilities with their people and children; answers the fixture. Sessions are written straight to the database.
 */
export function setUpDocumentsFixture(
  kind: 'pglite' | 'postgresql',
  options: { s3?: () => S3Settings } = {},
): DocumentsFixture {
  let storage: string | undefined;
  const storageDirectory = () => {
    if (!storage) throw new Error('the storage directory is not made yet');
    return storage;
  };
  // Registered first, so it runs last: after the API has closed and the database is gone.
  afterAll(async () => {
    if (storage) await rm(storage, { recursive: true, force: true });
  });
  const suite = setUpIntegrationSuite(kind, {
    signIn: 'database',
    buildApp: async (db) => {
      storage = await mkdtemp(path.join(os.tmpdir(), 'carenest-documents-test-'));
      const app = await buildAppWithJobs({
        db,
        secrets: ephemeralSecrets(),
        documentsDirectory: storage,
        ...(options.s3 ? { s3: options.s3() } : {}),
      });
      await app.ready();
      return app;
    },
  });
  const { database, inject, cookieOf } = suite;
  const people = {} as Record<DocumentsPerson, TestUser>;
  const children = {} as Record<'lily' | 'zoe' | 'omar', string>;

  beforeAll(async () => {
    const home = await createFacility(database.db);
    const away = await createFacility(database.db);
    people.admin = await createUser(database.db, 'administrator', home);
    people.otherAdmin = await createUser(database.db, 'administrator', away);
    people.superAdmin = await createUser(database.db, 'super_admin', home);
    people.nurse = await createUser(database.db, 'nurse', home, { firstName: 'Nora' });
    people.otherNurse = await createUser(database.db, 'nurse', home);
    people.therapist = await createUser(database.db, 'therapist', home);
    people.driver = await createUser(database.db, 'driver', home);
    people.parent = await createUser(database.db, 'parent', null);
    people.otherParent = await createUser(database.db, 'parent', null);
    children.lily = await createPatient(database.db, home, { firstName: 'Lily' });
    children.zoe = await createPatient(database.db, home, { firstName: 'Zoe' });
    children.omar = await createPatient(database.db, away, { firstName: 'Omar' });
    await assignStaff(database.db, children.lily, people.nurse, people.admin.id);
    await assignStaff(database.db, children.lily, people.therapist, people.admin.id);
    await linkParent(database.db, children.lily, people.parent.id);
    await linkParent(database.db, children.zoe, people.otherParent.id);
  });

  const upload: DocumentsFixture['upload'] = async (user, fields, file) => {
    const body = multipartBody(fields, file);
    return inject({
      method: 'POST',
      url: '/api/documents',
      payload: body.payload,
      headers: { ...body.headers, cookie: await cookieOf(user) },
    });
  };

  return {
    ...suite,
    people,
    children,
    storageDirectory,
    upload,
    uploadFor: (user, patientId, name, content) =>
      upload(user, { patientId, category: 'medical_records' }, { name, content }),
    storedFiles: async () => (await readdir(storageDirectory())).filter((name) => !name.startsWith('.')),
    documentCount: () => suite.countRows('patient_documents'),
  };
}
