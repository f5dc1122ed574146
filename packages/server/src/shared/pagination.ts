import { isStorableText } from '@carenest/core';

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

/** The sort key a cursor carries, or undefined when it is not one of ours with `length` text values. */
export function decodePageCursor(cursor: string, length: number): string[] | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    const isSortKey =
      Array.isArray(value) &&
      value.length === length &&
      value.every((item) => typeof item === 'string' && isStorableText(item));
    return isSortKey ? (value as string[]) : undefined;
  } catch {
    return undefined;
  }
}
