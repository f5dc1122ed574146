import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** Encrypts text with AES-256-GCM: base64 of nonce (12 bytes), tag (16 bytes) and ciphertext. */
export function sealText(key: Buffer, text: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  const ciphertext = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return Buffer.concat([nonce, cipher.getAuthTag(), ciphertext]).toString('base64');
}

/** Decrypts what sealText made; throws when the key is wrong or the data was altered. */
export function openSealedText(key: Buffer, sealed: string): string {
  const bytes = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
}
