/**
 * The `nextCursor` each page of a keyset-paged list answered, under the list (its filters and page size) and
 * the page it leads to: moving on to the next page then reads it right after the last row shown instead of
 * counting past every earlier row (ARCHITECTURE.md, "Lists at scale"). A page reached by a jump has no cursor
 * and is read at its offset.
 */
export interface PageCursors {
  /** The cursor that leads to `page` of the list, if the page before it was read. */
  leadingTo(list: unknown, page: number): string | undefined;
  /** Keeps the cursor page `page` of the list answered, for the page after it. */
  remember(list: unknown, page: number, nextCursor: string | null): void;
}

/** An empty memory of page cursors for one kind of list. */
export function createPageCursors(): PageCursors {
  const cursors = new Map<string, string>();
  const keyOf = (list: unknown, page: number) => JSON.stringify([list, page]);
  return {
    leadingTo: (list, page) => cursors.get(keyOf(list, page)),
    remember(list, page, nextCursor) {
      if (nextCursor) cursors.set(keyOf(list, page + 1), nextCursor);
    },
  };
}
