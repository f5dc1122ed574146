import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The server's own keys (DESIGN.md section 3): from the environment, or generated once into DATA_DIR. */
export interface Secrets {
  /** 32-byte AES-256-GCM key for data encrypted at rest. */
  encryptionKey: Buffer;
}

/** Reads ENCRYPTION_KEY (base64) or DATA_DIR/secrets.json, creating the file (mode 0600) on first start. */
export function loadSecrets(dataDirectory: string, environment: NodeJS.ProcessEnv = process.env): Secrets {
  if (environment.ENCRYPTION_KEY) return { encryptionKey: decodeKey(environment.ENCRYPTION_KEY) };
  const file = path.join(dataDirectory, 'secrets.json');
  if (!existsSync(file)) {
    writeFileSync(file, JSON.stringify({ encryptionKey: randomBytes(32).toString('base64') }), {
      mode: 0o600,
      flag: 'wx',
    });
  }
  const stored = JSON.parse(readFileSync(file, 'utf8')) as { encryptionKey: string };
  return { encryptionKey: decodeKey(stored.encryptionKey) };
}

/** Fresh keys that live only in memory (tests and benchmarks). */
export function ephemeralSecrets(): Secrets {
  return { encryptionKey: randomBytes(32) };
}

/** A base64 key that must be exactly 32 bytes. */
function decodeKey(base64: string): Buffer {
  const key = Buffer.from(base64, 'base64');
  if (key.length !== 32) throw new Error('ENCRYPTION_KEY must be 32 bytes, base64-encoded');
  return key;
}
