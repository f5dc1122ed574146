import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import { PassThrough, pipeline as pipelineCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { createDecryptingStream, createEncryptingStream } from './archive-cipher.ts';
import { FrameReader } from './archive-frames.ts';

/** Hands a frame to the archive, waiting while the file falls behind. */
export type FrameSink = (frame: Buffer) => Promise<void>;

/**
 * Writes the frames `produce` hands to its sink to `file` as an archive (gzip, then the passphrase's
 * encryption). The file appears under its name only once complete: it is written beside it and renamed, mode
 * 0600; a failure of `produce` leaves no file.
 */
export async function writeArchiveFile(
  file: string,
  passphrase: string,
  produce: (sink: FrameSink) => Promise<void>,
): Promise<void> {
  const temporary = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${randomBytes(6).toString('hex')}`,
  );
  const frames = new PassThrough();
  const written = pipeline(
    frames,
    createGzip(),
    await createEncryptingStream(passphrase),
    createWriteStream(temporary, { flags: 'wx', mode: 0o600 }),
  );
  const sink: FrameSink = async (frame) => {
    if (!frames.write(frame)) await once(frames, 'drain');
  };
  try {
    await Promise.all([
      produce(sink).then(
        () => frames.end(),
        (error: unknown) => {
          frames.destroy(error instanceof Error ? error : new Error(String(error)));
          throw error;
        },
      ),
      written,
    ]);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** Reads an archive's frames; a wrong passphrase or damaged bytes fail the read with an `ArchiveError`. */
export function openArchiveFile(file: string, passphrase: string): FrameReader {
  const plaintext = pipelineCallback(
    createReadStream(file),
    createDecryptingStream(passphrase),
    createGunzip(),
    () => {
      // Any error reaches the reader through the last stream, which the pipeline destroys with it.
    },
  );
  return new FrameReader(plaintext);
}
