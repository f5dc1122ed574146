import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Letters and digits without look-alikes (no 0/O, 1/I/L): 5 bits each, 60 bits a code. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A fresh setup code, three groups of four ("7KQ2-M9XD-4RTA"), as core's `SETUP_CODE_PATTERN` reads it. */
export function generateSetupCode(): string {
  const group = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return [group(), group(), group()].join('-');
}

/** SHA-256 (hex) of a code as typed: case and surrounding spaces do not matter. */
export function hashSetupCode(code: string): string {
  return createHash('sha256').update(code.trim().toUpperCase()).digest('hex');
}

/** Whether `code` is the one whose hash is stored, compared in constant time. */
export function isSetupCodeRight(code: string, storedHash: string | null): boolean {
  if (!storedHash) return false;
  return timingSafeEqual(Buffer.from(hashSetupCode(code), 'hex'), Buffer.from(storedHash, 'hex'));
}

/**
 * On an install nobody has set up, issues a fresh setup code and keeps only its hash (the newest wins, so
 * every instance on the database checks the code the last one printed); answers the code to print, or null
 * when the install is already set up (ARCHITECTURE.md, "First-run setup").
 */
export async function issueSetupCode(db: Kysely<Database>, now: Date): Promise<string | null> {
  const code = generateSetupCode();
  return db.transaction().execute(async (trx) => {
    await sql`LOCK TABLE facilities IN SHARE MODE`.execute(trx);
    const facility = await trx.selectFrom('facilities').select('id').limit(1).executeTakeFirst();
    if (facility) return null;
    const values = { is_demo: false, setup_code_hash: hashSetupCode(code), setup_code_issued_at: now };
    await trx
      .insertInto('installation')
      .values(values)
      .onConflict((conflict) => conflict.column('id').doUpdateSet(values))
      .execute();
    return code;
  });
}
