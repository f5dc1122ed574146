import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  randomBytes,
  type KeyObject,
} from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The server's own keys (README.md, "Configuration"): from the environment, or generated once into DATA_DIR. */
export interface Secrets {
  /** 32-byte AES-256-GCM key for data encrypted at rest (and the master key that wraps per-file keys). */
  encryptionKey: Buffer;
  /** Ed25519 key pair that signs clinical records (notes, amendments) over their hash. */
  signingKey: { privateKey: KeyObject; publicKey: KeyObject };
}

/** How the keys are kept in DATA_DIR/secrets.json (base64; the signing key as PKCS#8 DER). */
interface StoredSecrets {
  encryptionKey: string;
  signingKey?: string;
}

/**
 * Reads ENCRYPTION_KEY / SIGNING_KEY (base64) or DATA_DIR/secrets.json, creating the file (mode 0600) on
 * first start and adding a key that an older file lacks.
 */
export function loadSecrets(dataDirectory: string, environment: NodeJS.ProcessEnv = process.env): Secrets {
  const file = path.join(dataDirectory, 'secrets.json');
  const stored = readStored(file, environment);
  return {
    encryptionKey: decodeKey(environment.ENCRYPTION_KEY ?? stored!.encryptionKey),
    signingKey: signingPairOf(environment.SIGNING_KEY ?? stored!.signingKey!),
  };
}

/** Fresh keys that live only in memory (tests and benchmarks). */
export function ephemeralSecrets(): Secrets {
  return { encryptionKey: randomBytes(32), signingKey: signingPairOf(newSigningKey()) };
}

/** The stored keys, written or completed when the environment does not supply both. */
function readStored(file: string, environment: NodeJS.ProcessEnv): StoredSecrets | undefined {
  if (environment.ENCRYPTION_KEY && environment.SIGNING_KEY) return undefined;
  if (!existsSync(file)) {
    const fresh: StoredSecrets = {
      encryptionKey: randomBytes(32).toString('base64'),
      signingKey: newSigningKey(),
    };
    writeFileSync(file, JSON.stringify(fresh), { mode: 0o600, flag: 'wx' });
    return fresh;
  }
  const stored = JSON.parse(readFileSync(file, 'utf8')) as StoredSecrets;
  if (stored.signingKey) return stored;
  const completed = { ...stored, signingKey: newSigningKey() };
  writeFileSync(file, JSON.stringify(completed), { mode: 0o600 });
  return completed;
}

/** A new Ed25519 private key as base64 PKCS#8 DER. */
function newSigningKey(): string {
  const { privateKey } = generateKeyPairSync('ed25519');
  return privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64');
}

/** The key pair of a base64 PKCS#8 DER Ed25519 private key. */
function signingPairOf(base64: string): Secrets['signingKey'] {
  const privateKey = createPrivateKey({ key: Buffer.from(base64, 'base64'), format: 'der', type: 'pkcs8' });
  if (privateKey.asymmetricKeyType !== 'ed25519')
    throw new Error('SIGNING_KEY must be an Ed25519 PKCS#8 key');
  return { privateKey, publicKey: createPublicKey(privateKey) };
}

/** A base64 key that must be exactly 32 bytes. */
function decodeKey(base64: string): Buffer {
  const key = Buffer.from(base64, 'base64');
  if (key.length !== 32) throw new Error('ENCRYPTION_KEY must be 32 bytes, base64-encoded');
  return key;
}
