import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createFileBlobStore } from '../src/documents/storage/blob-store.ts';
import { ephemeralSecrets } from '../src/secrets.ts';
import { seedDemoPhotos } from '../src/seed/demo-photos.ts';
import { seedDemo } from '../src/seed/seed-demo.ts';
import { createSessionCookie } from './support/factories.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

describe("the demo children's photos", () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let storage: string;
  let stored: number;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    storage = await mkdtemp(path.join(os.tmpdir(), 'carenest-seed-photos-'));
    const secrets = ephemeralSecrets();
    await seedDemo(database.db, secrets.signingKey);
    stored = await seedDemoPhotos(database.db, createFileBlobStore(storage), secrets.encryptionKey);
    app = await buildApp({ db: database.db, secrets, documentsDirectory: storage });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
    await rm(storage, { recursive: true, force: true });
  });

  it('gives most demo children a photo, encrypted in the store, and leaves some with initials', async () => {
    const children = await database.db.selectFrom('patients').select(['photo_url']).execute();
    const withPhoto = children.filter((child) => child.photo_url !== null);
    expect(stored).toBe(withPhoto.length);
    expect(withPhoto.length).toBeGreaterThan(children.length / 2);
    expect(withPhoto.length).toBeLessThan(children.length);
    expect(await readdir(storage)).toHaveLength(stored);
  });

  it("serves Mateo's photo to his demo parent as a PNG portrait", async () => {
    const parent = await database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'parent@carenest.example')
      .executeTakeFirstOrThrow();
    const mateo = await database.db
      .selectFrom('patients')
      .select(['photo_url'])
      .where('medical_record_number', '=', 'MRN-100234')
      .executeTakeFirstOrThrow();
    const response = await app.inject({
      method: 'GET',
      url: mateo.photo_url!,
      headers: { cookie: await createSessionCookie(database.db, parent.id) },
    });
    expect(response.statusCode).toBe(200);
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'png', width: 256 });
  });
});
