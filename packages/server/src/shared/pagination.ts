import { z } from 'zod';
import { MESSAGES, isStorableText } from '@carenest/core';
import { badRequest } from '../lib/http-error.ts';

/** The page a list query asks for. */
export interface PageQuery {
  page: number;
  pageSize: number;
}

/** The LIMIT and OFFSET of a page. */
export function pageWindow({ page, pageSize }: PageQuery): { limit: number; offset: number } {
  return { limit: pageSize, offset: (page - 1) * pageSize };
}

/** A list answer in the one page shape of core's pageResultShape. */
export function pageOf<Item>(items: Item[], total: number, { page, pageSize }: PageQuery) {
  return { items, page, pageSize, total };
}

/**
 * The opaque cursor of a keyset page (ARCHITECTURE.md, "Lists at scale"): the sort key of the last row shown,
 * as base64url JSON. Only the server reads it; the client passes it back as `after`.
 */
export function encodePageCursor(sortKey: readonly string[]): string {
  return Buffer.from(JSON.stringify(sortKey)).toString('base64url');
}

/**
 * The sort key a keyset cursor carries, read through `shape` (and every value storable text); 400 in our words
 * when the cursor is not one of ours.
 */
export function sortKeyAfter<Key extends string[]>(cursor: string, shape: z.ZodType<Key>): Key {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    value = undefined;
  }
  const parsed = shape.safeParse(value);
  if (!parsed.success || !parsed.data.every(isStorableText))
    throw badRequest(MESSAGES.pageCursorInvalid, { after: MESSAGES.pageCursorInvalid });
  return parsed.data;
}

/**
 * A keyset page from rows read with one more than `limit`: the page's rows, and the cursor after its last row
 * when that extra row shows more follow.
 */
export function keysetPage<Row>(
  found: Row[],
  limit: number,
  sortKeyOf: (row: Row) => string[],
): { rows: Row[]; nextCursor: string | null } {
  const rows = found.slice(0, limit);
  const last = rows.at(-1);
  return { rows, nextCursor: found.length > limit && last ? encodePageCursor(sortKeyOf(last)) : null };
}
