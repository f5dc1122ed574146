import { randomBytes } from 'node:crypto';
import { Readable, type Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { ArchiveError, createDecryptingStream, createEncryptingStream } from './archive-cipher.ts';
import { readScheduledBackupSettings } from './backup-settings.ts';

const PASSPHRASE = 'a long backup passphrase';
/** magic (9), scrypt parameters (3), salt (16), key check (16). */
const HEADER_BYTES = 44;
/** A sealed chunk of 64 KiB: its length, ciphertext and tag. */
const SEALED_CHUNK_BYTES = 4 + 64 * 1024 + 16;

/** Runs `bytes` through a transform and collects what comes out. */
async function through(bytes: Buffer, transform: Transform): Promise<Buffer> {
  const parts: Buffer[] = [];
  await pipeline(Readable.from([bytes]), transform, async (source: AsyncIterable<string | Buffer>) => {
    for await (const part of source) parts.push(Buffer.from(part));
  });
  return Buffer.concat(parts);
}

/** `plain` encrypted with the test passphrase. */
async function encrypted(plain: Buffer): Promise<Buffer> {
  return through(plain, await createEncryptingStream(PASSPHRASE));
}

/** What opening `sealed` with `passphrase` gives: its plaintext, or the archive error's message. */
async function opened(sealed: Buffer, passphrase = PASSPHRASE): Promise<Buffer | string> {
  try {
    return await through(sealed, createDecryptingStream(passphrase));
  } catch (error) {
    if (error instanceof ArchiveError) return error.message;
    throw error;
  }
}

describe('the archive cipher (scrypt, chunked AES-256-GCM)', () => {
  const plain = randomBytes(3 * 64 * 1024 + 100);
  let sealed: Buffer;

  it('round-trips, empty input and several chunks alike', async () => {
    sealed = await encrypted(plain);
    expect(sealed.length).toBe(HEADER_BYTES + 3 * SEALED_CHUNK_BYTES + 4 + 100 + 16);
    expect(await opened(sealed)).toEqual(plain);
    expect(await opened(await encrypted(Buffer.alloc(0)))).toEqual(Buffer.alloc(0));
  });

  it('tells a wrong passphrase apart', async () => {
    expect(await opened(sealed, 'another long passphrase')).toContain('Wrong BACKUP_PASSPHRASE');
  });

  it('refuses one flipped byte anywhere: header, length, ciphertext or tag', async () => {
    for (const position of [
      20,
      HEADER_BYTES + 1,
      HEADER_BYTES + 100,
      HEADER_BYTES + SEALED_CHUNK_BYTES - 1,
    ]) {
      const damaged = Buffer.from(sealed);
      damaged[position]! ^= 0x01;
      expect(await opened(damaged)).toEqual(expect.any(String));
    }
  });

  it('refuses an archive cut after a whole chunk, with its last chunk missing', async () => {
    expect(await opened(sealed.subarray(0, HEADER_BYTES + 2 * SEALED_CHUNK_BYTES))).toContain('cut short');
  });

  it('refuses chunks in another order', async () => {
    const first = sealed.subarray(HEADER_BYTES, HEADER_BYTES + SEALED_CHUNK_BYTES);
    const second = sealed.subarray(HEADER_BYTES + SEALED_CHUNK_BYTES, HEADER_BYTES + 2 * SEALED_CHUNK_BYTES);
    const swapped = Buffer.concat([
      sealed.subarray(0, HEADER_BYTES),
      second,
      first,
      sealed.subarray(HEADER_BYTES + 2 * SEALED_CHUNK_BYTES),
    ]);
    expect(await opened(swapped)).toContain('chunk 1 fails its integrity check');
  });

  it('refuses bytes appended after the last chunk', async () => {
    expect(await opened(Buffer.concat([sealed, Buffer.from([0, 0, 0, 0])]))).toContain('bytes follow');
  });

  it('refuses a file that is not an archive', async () => {
    expect(await opened(randomBytes(200))).toContain('not a CareNest backup archive');
  });
});

describe('the nightly backup settings', () => {
  it('are off without BACKUP_DIR, keep 7 by default, and refuse BACKUP_DIR without a passphrase', () => {
    expect(readScheduledBackupSettings({})).toBeUndefined();
    expect(readScheduledBackupSettings({ BACKUP_DIR: '/b', BACKUP_PASSPHRASE: PASSPHRASE })?.keep).toBe(7);
    expect(() => readScheduledBackupSettings({ BACKUP_DIR: '/b' })).toThrow('Set BACKUP_PASSPHRASE');
    expect(() => readScheduledBackupSettings({ BACKUP_DIR: '/b', BACKUP_PASSPHRASE: 'short' })).toThrow(
      'at least 12 characters',
    );
    expect(() =>
      readScheduledBackupSettings({ BACKUP_DIR: '/b', BACKUP_PASSPHRASE: PASSPHRASE, BACKUP_KEEP: '0' }),
    ).toThrow('BACKUP_KEEP');
  });
});
