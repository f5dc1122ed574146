import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MESSAGES, PHOTO_MAXIMUM_BYTES } from '@carenest/core';
import { multipartBody, samplePdf } from './support/document-uploads.ts';
import { setUpDocumentsFixture } from './support/documents-fixture.ts';
import { createUser, type TestUser } from './support/factories.ts';
import { cameraJpeg, plainPng } from './support/photo-uploads.ts';
import { TEST_DATABASES } from './support/test-database.ts';

describe.each(TEST_DATABASES)("the child's photo on %s", (kind) => {
  const { database, people, children, inject, get, post, cookieOf, storedFiles, storageDirectory } =
    setUpDocumentsFixture(kind);

  /** Sends a multipart PUT with one file in the field `file` (or none). */
  const put = async (user: TestUser, url: string, file?: { name: string; content: Buffer }) => {
    const body = multipartBody({}, file);
    return inject({
      method: 'PUT',
      url,
      payload: body.payload,
      headers: { ...body.headers, cookie: await cookieOf(user) },
    });
  };
  const photoOf = (patientId: string) => `/api/patients/${patientId}/photo`;
  const proposalOf = (patientId: string) => `/api/patients/${patientId}/photo-proposal`;
  const upload = async (user: TestUser, patientId: string, content: Buffer, name = 'photo.jpg') =>
    put(user, photoOf(patientId), { name, content });
  const chartPhotoUrl = async (user: TestUser, patientId: string) =>
    (await get(user, `/api/patients/${patientId}`)).json<{ patient: { photoUrl: string | null } }>().patient
      .photoUrl;
  const auditRows = (action: string) =>
    database.db.selectFrom('audit_log').selectAll().where('action', '=', action).execute();
  const photoRows = () => database.db.selectFrom('patient_photos').selectAll().execute();

  /** A nurse of the facility who opened Lily's chart by emergency access: she sees it, but is not her nurse. */
  const visitingNurse = async () => {
    const { facility_id } = await database.db
      .selectFrom('patients')
      .select('facility_id')
      .where('id', '=', children.lily)
      .executeTakeFirstOrThrow();
    const visitor = await createUser(database.db, 'nurse', facility_id);
    await database.db
      .insertInto('emergency_access_grants')
      .values({
        user_id: visitor.id,
        patient_id: children.lily,
        reason: 'Covering the floor',
        expires_at: new Date(Date.now() + 3_600_000),
      })
      .execute();
    return visitor;
  };

  describe('refusals, before any photo is kept', () => {
    it("refuses a nurse who is not on the child's care team, a therapist, a driver and a parent (403)", async () => {
      const png = await plainPng();
      const visitor = await upload(await visitingNurse(), children.lily, png, 'photo.png');
      expect(visitor.statusCode).toBe(403);
      expect(visitor.json().error.message).toBe(MESSAGES.photoRestricted);
      for (const user of [people.therapist, people.driver, people.parent])
        expect((await upload(user, children.lily, png, 'photo.png')).statusCode).toBe(403);
    });

    it('answers 404 for a child of another facility and one the nurse does not see', async () => {
      const png = await plainPng();
      expect((await upload(people.admin, children.omar, png)).statusCode).toBe(404);
      expect((await upload(people.otherNurse, children.lily, png)).statusCode).toBe(404);
    });

    it("refuses a file that is not an image with the documents' message, naming the file", async () => {
      for (const content of [
        samplePdf(),
        Buffer.from('just some text'),
        Buffer.from([0xff, 0xd8, 0xff, 0, 1]),
      ]) {
        const response = await upload(people.nurse, children.lily, content);
        expect(response.statusCode).toBe(400);
        expect(response.json().error.fields).toEqual({ file: MESSAGES.documentTypeNotAllowed });
      }
    });

    it('refuses a photo past 5 MB (413), a form without a file and an empty file (400)', async () => {
      const huge = Buffer.concat([await plainPng(), Buffer.alloc(PHOTO_MAXIMUM_BYTES)]);
      const tooLarge = await upload(people.nurse, children.lily, huge);
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json().error.fields).toEqual({ file: MESSAGES.photoTooLarge });
      const none = await put(people.nurse, photoOf(children.lily));
      expect(none.statusCode).toBe(400);
      expect(none.json().error.fields).toEqual({ file: MESSAGES.documentFileRequired });
      const empty = await upload(people.nurse, children.lily, Buffer.alloc(0));
      expect(empty.statusCode).toBe(400);
    });

    it('kept no photo and no blob of any refused upload, and the chart still shows initials', async () => {
      expect(await photoRows()).toEqual([]);
      expect(await storedFiles()).toEqual([]);
      expect(await chartPhotoUrl(people.nurse, children.lily)).toBeNull();
      expect((await get(people.nurse, photoOf(children.lily))).statusCode).toBe(404);
    });
  });

  describe("a nurse of the care team puts the child's photo in the chart", () => {
    it('tells the chart whether its reader is a nurse of the care team (who the Photo button shows to)', async () => {
      const onTeam = async (user: TestUser) =>
        (await get(user, `/api/patients/${children.lily}`)).json().patient.isOnCareTeam;
      expect(await onTeam(people.nurse)).toBe(true);
      expect(await onTeam(people.therapist)).toBe(false);
      expect(await onTeam(people.admin)).toBe(false);
      expect(await onTeam(await visitingNurse())).toBe(false);
    });

    it('stores it encrypted and re-encoded: no EXIF or GPS, orientation applied, at most 512 px', async () => {
      const original = await cameraJpeg(800, 600);
      expect((await sharp(original).metadata()).exif).toBeDefined();
      const response = await upload(people.nurse, children.lily, original);
      expect(response.statusCode).toBe(200);
      const { photoUrl } = response.json<{ photoUrl: string }>();
      const [row] = await photoRows();
      expect(photoUrl).toBe(`/api/patients/${children.lily}/photo?v=${row!.id}`);
      expect(await chartPhotoUrl(people.parent, children.lily)).toBe(photoUrl);
      const emar = await get(people.nurse, `/api/patients/${children.lily}/medications`);
      expect(emar.json().patient.photoUrl).toBe(photoUrl);
      const blob = await readFile(path.join(storageDirectory(), row!.storage_key));
      expect(blob.includes(Buffer.from('CareNest-EXIF-marker'))).toBe(false);
      const served = await get(people.parent, photoUrl);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.headers['cache-control']).toBe('no-store');
      const image = served.rawPayload;
      expect(image.includes(Buffer.from('CareNest-EXIF-marker'))).toBe(false);
      const metadata = await sharp(image).metadata();
      expect(metadata).toMatchObject({ format: 'jpeg', width: 384, height: 512 });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      const [audit] = await auditRows('CHANGE_PATIENT_PHOTO');
      expect(audit).toMatchObject({ user_id: people.nurse.id, resource_id: children.lily, old_values: null });
    });

    it('audits every look at the photo as a PHI read, and refuses those who do not see the child', async () => {
      const before = (await auditRows('VIEW_PATIENT_PHOTO')).length;
      expect((await get(people.therapist, photoOf(children.lily))).statusCode).toBe(200);
      const reads = await auditRows('VIEW_PATIENT_PHOTO');
      expect(reads).toHaveLength(before + 1);
      expect(reads.at(-1)).toMatchObject({
        user_id: people.therapist.id,
        resource_id: children.lily,
        success: true,
      });
      expect((await get(people.otherParent, photoOf(children.lily))).statusCode).toBe(404);
      expect((await get(people.otherAdmin, photoOf(children.lily))).statusCode).toBe(404);
      expect((await get(people.driver, photoOf(children.lily))).statusCode).toBe(404);
    });

    it('lets an administrator replace it (the old blob goes) and a nurse of the team remove it', async () => {
      const [earlier] = await photoRows();
      const replaced = await upload(people.admin, children.lily, await plainPng(1200, 300), 'wide.png');
      expect(replaced.statusCode).toBe(200);
      const [current] = await photoRows();
      expect(current).toMatchObject({ content_type: 'image/png', status: 'current' });
      expect(current!.id).not.toBe(earlier!.id);
      expect(await storedFiles()).toEqual([current!.storage_key]);
      const served = await get(people.nurse, replaced.json<{ photoUrl: string }>().photoUrl);
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({
        format: 'png',
        width: 512,
        height: 128,
      });

      expect(
        (
          await inject({
            method: 'DELETE',
            url: photoOf(children.lily),
            headers: { cookie: await cookieOf(people.therapist) },
          })
        ).statusCode,
      ).toBe(403);
      const removed = await inject({
        method: 'DELETE',
        url: photoOf(children.lily),
        headers: { cookie: await cookieOf(people.nurse) },
      });
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toEqual({ photoUrl: null });
      expect(await storedFiles()).toEqual([]);
      expect(await chartPhotoUrl(people.nurse, children.lily)).toBeNull();
      expect((await get(people.nurse, photoOf(children.lily))).statusCode).toBe(404);
      expect(await auditRows('REMOVE_PATIENT_PHOTO')).toHaveLength(1);
    });
  });

  describe('a parent proposes a new photo, and the care team decides', () => {
    const notificationsOf = (user: TestUser) =>
      database.db
        .selectFrom('notifications')
        .select(['title', 'body'])
        .where('user_id', '=', user.id)
        .execute();

    it('refuses staff on the proposal route, another parent (404) and a file that is not an image', async () => {
      const png = await plainPng();
      expect(
        (await put(people.nurse, proposalOf(children.lily), { name: 'p.png', content: png })).statusCode,
      ).toBe(403);
      expect(
        (await put(people.otherParent, proposalOf(children.lily), { name: 'p.png', content: png }))
          .statusCode,
      ).toBe(404);
      const pdf = await put(people.parent, proposalOf(children.lily), {
        name: 'p.pdf',
        content: samplePdf(),
      });
      expect(pdf.statusCode).toBe(400);
      expect(pdf.json().error.fields).toEqual({ file: MESSAGES.documentTypeNotAllowed });
    });

    it('keeps the current photo until staff accept; a rejection keeps it and tells the parent', async () => {
      const current = (await upload(people.nurse, children.lily, await plainPng())).json<{
        photoUrl: string;
      }>().photoUrl;
      const proposed = await put(people.parent, proposalOf(children.lily), {
        name: 'me.jpg',
        content: await cameraJpeg(),
      });
      expect(proposed.statusCode).toBe(201);
      expect(proposed.json().proposal).toMatchObject({ proposedBy: { id: people.parent.id } });
      expect(await chartPhotoUrl(people.nurse, children.lily)).toBe(current);

      expect((await get(people.therapist, proposalOf(children.lily))).statusCode).toBe(403);
      const review = (await get(people.nurse, proposalOf(children.lily))).json();
      expect(review.proposal.proposedBy.id).toBe(people.parent.id);
      const image = await get(people.nurse, review.proposal.imageUrl);
      expect(image.statusCode).toBe(200);
      expect((await sharp(image.rawPayload).metadata()).exif).toBeUndefined();

      expect((await post(people.therapist, `${proposalOf(children.lily)}/reject`)).statusCode).toBe(403);
      const rejected = await post(people.nurse, `${proposalOf(children.lily)}/reject`);
      expect(rejected.statusCode).toBe(200);
      expect(await chartPhotoUrl(people.nurse, children.lily)).toBe(current);
      expect((await get(people.nurse, proposalOf(children.lily))).json()).toEqual({ proposal: null });
      expect((await post(people.nurse, `${proposalOf(children.lily)}/reject`)).statusCode).toBe(404);
      expect(await notificationsOf(people.parent)).toEqual([
        expect.objectContaining({ title: 'New photo of Lily not accepted' }),
      ]);
      expect(await auditRows('REJECT_PATIENT_PHOTO')).toHaveLength(1);
    });

    it("makes an accepted proposal the child's photo, removes the old one and tells the parent", async () => {
      await put(people.parent, proposalOf(children.lily), {
        name: 'me.png',
        content: await plainPng(40, 40),
      });
      const [proposal] = (await photoRows()).filter((row) => row.status === 'proposed');
      const accepted = await post(people.admin, `${proposalOf(children.lily)}/accept`);
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json().photoUrl).toBe(`/api/patients/${children.lily}/photo?v=${proposal!.id}`);
      expect(await chartPhotoUrl(people.parent, children.lily)).toBe(accepted.json().photoUrl);
      const rows = await photoRows();
      expect(rows.map((row) => [row.id, row.status])).toEqual([[proposal!.id, 'current']]);
      expect(await storedFiles()).toEqual([proposal!.storage_key]);
      expect((await notificationsOf(people.parent)).map((note) => note.title)).toContain(
        'New photo of Lily accepted',
      );
      expect(await auditRows('PROPOSE_PATIENT_PHOTO')).toHaveLength(2);
      expect(await auditRows('ACCEPT_PATIENT_PHOTO')).toHaveLength(1);
      expect((await post(people.admin, `${proposalOf(children.lily)}/accept`)).statusCode).toBe(404);
    });
  });
});
