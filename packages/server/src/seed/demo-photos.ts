import sharp from 'sharp';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { BlobStore } from '../documents/index.ts';
import { cleanPhoto, photoUrlOf, storePhotoBlob } from '../patient-photos/index.ts';
import { demoEmailFor } from './demo-accounts.ts';

/** Background colours of the demo portraits, one per child in turn. */
const PORTRAIT_COLOURS = ['#2f9e8f', '#4263eb', '#e8590c', '#ae3ec9', '#1c7ed6', '#d6336c', '#5c940d'];

/** Every fourth demo child keeps no photo, so the demo shows the initials too. */
const isWithoutPhoto = (index: number) => index % 4 === 3;

/**
 * A generated portrait of a child, no external file: a plain colour, a figure's head and shoulders and the
 * child's initials, drawn from an SVG and rendered to PNG by sharp.
 */
function renderPortrait(initials: string, colour: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
  <rect width="256" height="256" fill="${colour}"/>
  <circle cx="128" cy="104" r="52" fill="#ffffff" fill-opacity="0.85"/>
  <ellipse cx="128" cy="246" rx="92" ry="72" fill="#ffffff" fill-opacity="0.85"/>
  <text x="128" y="122" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="48"
    font-weight="bold" fill="${colour}">${initials}</text>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * Puts a generated photo in the chart of most demo children (every fourth keeps initials), cleaned and stored
 * encrypted through the same path as an upload, as if the demo nurse had taken them. Runs after the demo seed,
 * outside its transaction (image work and file I/O); answers how many it stored.
 */
export async function seedDemoPhotos(
  db: Kysely<Database>,
  store: BlobStore,
  masterKey: Buffer,
): Promise<number> {
  const nurse = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', demoEmailFor('nurse'))
    .executeTakeFirst();
  if (!nurse) return 0;
  const children = await db
    .selectFrom('patients')
    .select(['id', 'first_name', 'last_name'])
    .where('photo_url', 'is', null)
    .orderBy('medical_record_number')
    .execute();
  let count = 0;
  for (const [index, child] of children.entries()) {
    if (isWithoutPhoto(index)) continue;
    const initials = `${child.first_name[0] ?? ''}${child.last_name[0] ?? ''}`.toUpperCase();
    const portrait = await renderPortrait(initials, PORTRAIT_COLOURS[index % PORTRAIT_COLOURS.length]!);
    const photo = await storePhotoBlob({ store, masterKey }, await cleanPhoto(portrait));
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('patient_photos')
        .values({
          id: photo.id,
          patient_id: child.id,
          status: 'current',
          content_type: photo.contentType,
          file_size: photo.size,
          storage_key: photo.id,
          wrapped_key: photo.wrappedKey,
          content_nonce: photo.nonce,
          uploaded_by: nurse.id,
        })
        .execute();
      await trx
        .updateTable('patients')
        .set({ photo_url: photoUrlOf(child.id, photo.id) })
        .where('id', '=', child.id)
        .execute();
    });
    count += 1;
  }
  return count;
}
