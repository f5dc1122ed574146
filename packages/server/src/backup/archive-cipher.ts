import {
  createCipheriv,
  createDecipheriv,
  createHash,
  randomBytes,
  scrypt,
  timingSafeEqual,
} from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';

/** The archive's first bytes: what it is and the version of this format. */
const MAGIC = Buffer.from('CNBACKUP\x01', 'latin1');
/** scrypt's cost (N = 2^15, r = 8, p = 1): about 0.1 s and 32 MiB per derivation. */
const SCRYPT = { logCost: 15, blockSize: 8, parallelization: 1 };
const SALT_BYTES = 16;
const CHECK_BYTES = 16;
/** magic, the three scrypt parameters, the salt and the key check value. */
const HEADER_BYTES = MAGIC.length + 3 + SALT_BYTES + CHECK_BYTES;
/** Plaintext bytes per sealed chunk. */
const CHUNK_BYTES = 64 * 1024;
const TAG_BYTES = 16;

/** Why an archive was refused: a wrong passphrase, or bytes that are not an intact archive. */
export class ArchiveError extends Error {}

/** The AES-256 key scrypt derives from the passphrase and the archive's salt. */
function deriveKey(
  passphrase: string,
  salt: Buffer,
  logCost: number,
  blockSize: number,
  parallelization: number,
) {
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(
      passphrase,
      salt,
      32,
      { N: 2 ** logCost, r: blockSize, p: parallelization, maxmem: 256 * 2 ** logCost * blockSize },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );
}

/** A value that tells a wrong passphrase from a damaged archive before any chunk is opened. */
function keyCheckOf(key: Buffer): Buffer {
  return createHash('sha256')
    .update(key)
    .update('carenest backup key check')
    .digest()
    .subarray(0, CHECK_BYTES);
}

/** Chunk `index`'s nonce: the key is new for every archive (fresh salt), so a counter never repeats under it. */
function nonceOf(index: number): Buffer {
  const nonce = Buffer.alloc(12);
  nonce.writeBigUInt64BE(BigInt(index), 4);
  return nonce;
}

/** What every chunk authenticates besides its bytes: the header, and whether it is the last chunk. */
function additionalDataOf(header: Buffer, isFinal: boolean): Buffer {
  return Buffer.concat([header, Buffer.from([isFinal ? 1 : 0])]);
}

/**
 * A stream that encrypts what it is given with a key derived from `passphrase` (scrypt, fresh salt): a header,
 * then chunks of up to 64 KiB, each AES-256-GCM sealed as `[length][ciphertext][tag]`, the last one flagged, so
 * a changed, reordered, cut or appended byte fails to open.
 */
export async function createEncryptingStream(passphrase: string): Promise<Transform> {
  const salt = randomBytes(SALT_BYTES);
  const key = await deriveKey(passphrase, salt, SCRYPT.logCost, SCRYPT.blockSize, SCRYPT.parallelization);
  const header = Buffer.concat([
    MAGIC,
    Buffer.from([SCRYPT.logCost, SCRYPT.blockSize, SCRYPT.parallelization]),
    salt,
    keyCheckOf(key),
  ]);
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let index = 0;
  const seal = (plaintext: Buffer, isFinal: boolean): Buffer => {
    const cipher = createCipheriv('aes-256-gcm', key, nonceOf(index++));
    cipher.setAAD(additionalDataOf(header, isFinal));
    const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(ciphertext.length);
    return Buffer.concat([length, ciphertext, cipher.getAuthTag()]);
  };
  return new Transform({
    construct(callback) {
      this.push(header);
      callback();
    },
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      pending.push(chunk);
      pendingBytes += chunk.length;
      if (pendingBytes > CHUNK_BYTES) {
        const all = Buffer.concat(pending);
        let offset = 0;
        // Keep at least one byte back so the final chunk is never sealed as a non-final one.
        for (; all.length - offset > CHUNK_BYTES; offset += CHUNK_BYTES)
          this.push(seal(all.subarray(offset, offset + CHUNK_BYTES), false));
        pending = [all.subarray(offset)];
        pendingBytes = all.length - offset;
      }
      callback();
    },
    flush(callback) {
      this.push(seal(Buffer.concat(pending), true));
      callback();
    },
  });
}

/**
 * The inverse of `createEncryptingStream`: passes on the plaintext of each chunk once its tag checks out, and
 * fails with an `ArchiveError` on a wrong passphrase, a damaged chunk, a missing last chunk or trailing bytes.
 */
export function createDecryptingStream(passphrase: string): Transform {
  let buffered = Buffer.alloc(0);
  let header: Buffer | undefined;
  let key: Buffer | undefined;
  let index = 0;
  let isFinished = false;
  const readHeader = async (): Promise<void> => {
    header = buffered.subarray(0, HEADER_BYTES);
    buffered = buffered.subarray(HEADER_BYTES);
    if (!header.subarray(0, MAGIC.length).equals(MAGIC))
      throw new ArchiveError('This file is not a CareNest backup archive (or not of this version).');
    const [logCost, blockSize, parallelization] = header.subarray(MAGIC.length, MAGIC.length + 3);
    if (!logCost || logCost > 20 || !blockSize || blockSize > 16 || parallelization !== 1)
      throw new ArchiveError('The archive header is damaged.');
    const salt = header.subarray(MAGIC.length + 3, MAGIC.length + 3 + SALT_BYTES);
    key = await deriveKey(passphrase, salt, logCost, blockSize, parallelization);
    if (!timingSafeEqual(keyCheckOf(key), header.subarray(HEADER_BYTES - CHECK_BYTES)))
      throw new ArchiveError(
        'Wrong BACKUP_PASSPHRASE: this archive was encrypted with another passphrase (or its header is damaged).',
      );
  };
  /** Opens every whole chunk buffered so far; answers the plaintexts. */
  const openChunks = (): Buffer[] => {
    const opened: Buffer[] = [];
    while (buffered.length >= 4) {
      if (isFinished) throw new ArchiveError('The archive is damaged: bytes follow its last chunk.');
      const length = buffered.readUInt32BE(0);
      if (length > CHUNK_BYTES) throw new ArchiveError('The archive is damaged (a chunk length is wrong).');
      if (buffered.length < 4 + length + TAG_BYTES) break;
      const ciphertext = buffered.subarray(4, 4 + length);
      const tag = buffered.subarray(4 + length, 4 + length + TAG_BYTES);
      buffered = buffered.subarray(4 + length + TAG_BYTES);
      opened.push(openChunk(ciphertext, tag));
    }
    return opened;
  };
  /** One chunk's plaintext, trying it as the last chunk only when nothing else follows in the file. */
  const openChunk = (ciphertext: Buffer, tag: Buffer): Buffer => {
    for (const isFinal of [false, true]) {
      const decipher = createDecipheriv('aes-256-gcm', key!, nonceOf(index));
      decipher.setAAD(additionalDataOf(header!, isFinal));
      decipher.setAuthTag(tag);
      try {
        const plaintext = Buffer.concat([decipher.update(ciphertext), decipher.final()]);
        index += 1;
        isFinished = isFinal;
        return plaintext;
      } catch {
        // Not sealed as this kind of chunk: try the other, then give up.
      }
    }
    throw new ArchiveError(`The archive is damaged: chunk ${index + 1} fails its integrity check.`);
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      buffered = Buffer.concat([buffered, chunk]);
      const step = async () => {
        if (!header) {
          if (buffered.length < HEADER_BYTES) return;
          await readHeader();
        }
        for (const plaintext of openChunks()) this.push(plaintext);
      };
      step().then(() => callback(), callback);
    },
    flush(callback) {
      if (!header) return callback(new ArchiveError('The archive is empty or cut short.'));
      if (!isFinished || buffered.length > 0)
        return callback(new ArchiveError('The archive is cut short: its last chunk is missing.'));
      callback();
    },
  });
}
