import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { randomBytes, sign, verify } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSecrets } from '../src/secrets.ts';

describe('server keys in DATA_DIR', () => {
  const directories: string[] = [];
  const freshDirectory = () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'carenest-secrets-'));
    directories.push(directory);
    return directory;
  };
  afterEach(() => directories.splice(0).forEach((directory) => rmSync(directory, { recursive: true })));

  it('generates both keys once, owner-only, and reads the same keys on the next start', () => {
    const directory = freshDirectory();
    const first = loadSecrets(directory, {});
    const second = loadSecrets(directory, {});
    expect(statSync(path.join(directory, 'secrets.json')).mode & 0o777).toBe(0o600);
    expect(second.encryptionKey.equals(first.encryptionKey)).toBe(true);
    const signature = sign(null, Buffer.from('hash'), first.signingKey.privateKey);
    expect(verify(null, Buffer.from('hash'), second.signingKey.publicKey, signature)).toBe(true);
  });

  it('adds a signing key to a file written before signing existed, keeping the encryption key', () => {
    const directory = freshDirectory();
    const encryptionKey = randomBytes(32).toString('base64');
    writeFileSync(path.join(directory, 'secrets.json'), JSON.stringify({ encryptionKey }), { mode: 0o600 });
    const secrets = loadSecrets(directory, {});
    expect(secrets.encryptionKey.toString('base64')).toBe(encryptionKey);
    const stored = JSON.parse(readFileSync(path.join(directory, 'secrets.json'), 'utf8')) as Record<
      string,
      string
    >;
    expect(stored.signingKey).toBeTruthy();
    expect(secrets.signingKey.privateKey.asymmetricKeyType).toBe('ed25519');
  });

  it('refuses an encryption key of the wrong length from the environment', () => {
    expect(() => loadSecrets(freshDirectory(), { ENCRYPTION_KEY: 'c2hvcnQ=' })).toThrow('32 bytes');
  });
});
