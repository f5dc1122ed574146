import { sql, type Transaction } from 'kysely';
import { formatClaimNumber } from '@carenest/core';
import type { Database } from '../db/schema.ts';

/**
 * The next claim number of `year` (PPEC-year-NNN). The counter row is locked by the upsert until the
 * transaction ends, so concurrent claims wait their turn and never share a number; a rolled-back claim gives
 * its number back with the rest of its transaction.
 */
export async function nextClaimNumber(trx: Transaction<Database>, year: number): Promise<string> {
  const { last_value } = await trx
    .insertInto('claim_number_counters')
    .values({ year, last_value: 1 })
    .onConflict((conflict) =>
      conflict.column('year').doUpdateSet({ last_value: sql<number>`claim_number_counters.last_value + 1` }),
    )
    .returning('last_value')
    .executeTakeFirstOrThrow();
  return formatClaimNumber(year, last_value);
}

/** The next X12 control number (ISA13, GS06, ST02 of one file): from a sequence, never handed out twice. */
export async function nextControlNumber(trx: Transaction<Database>): Promise<number> {
  const { rows } = await sql<{ value: string }>`SELECT nextval('x12_control_numbers') AS value`.execute(trx);
  return Number(rows[0]!.value);
}
