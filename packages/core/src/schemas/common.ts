import { z } from 'zod';
import { MESSAGES } from '../messages.ts';

/** An instant as the API writes it: ISO 8601 with its offset ("2026-11-23T14:05:00.000Z"). */
export const instantSchema = z.iso.datetime({ offset: true });

/** A person named in an answer: a user's id and full name. */
export const personReferenceSchema = z.object({ id: z.uuid(), name: z.string() });
/** A person reference. */
export type PersonReference = z.infer<typeof personReferenceSchema>;

/** Text that must be filled in after trimming, with the message to show when it is not. */
export function requiredText(message: string, maximumLength: number) {
  return z.string({ error: message }).trim().min(1, { error: message, abort: true }).max(maximumLength);
}

/** Sizes of one list's pages: the default and the most a request may ask for. */
export interface PageSizes {
  default: number;
  maximum: number;
}

/** The page part of a list's query string: `page` (from 1) and `pageSize`, both coerced from text. */
export function pageQueryShape(sizes: PageSizes) {
  return {
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(sizes.maximum).default(sizes.default),
  };
}

/**
 * Where a keyset page starts: the opaque position of the previous page's last row, as the server wrote it in
 * that page's `nextCursor` (ARCHITECTURE.md, "Lists at scale"). The client passes it back unread.
 */
export const pageCursorSchema = z
  .string()
  .max(1000, MESSAGES.pageCursorInvalid)
  .regex(/^[A-Za-z0-9_-]+$/, MESSAGES.pageCursorInvalid);

/** The one shape of every list answer: the page's items, where it is, and how many match in all. */
export function pageResultShape<Item extends z.ZodType>(item: Item) {
  return {
    items: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    /** How many items match the query, across every page. */
    total: z.number().int(),
  };
}
