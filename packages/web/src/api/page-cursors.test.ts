import { describe, expect, it } from 'vitest';
import { createPageCursors } from './page-cursors.ts';

describe('page cursors', () => {
  it('leads to the next page of the same list with the cursor the page before it answered', () => {
    const cursors = createPageCursors();
    const list = { search: 'ana', pageSize: 20 };
    cursors.remember(list, 1, 'cursor-after-page-1');
    expect(cursors.leadingTo({ search: 'ana', pageSize: 20 }, 2)).toBe('cursor-after-page-1');
  });

  it('has no cursor for a page reached by a jump, another list or the last page', () => {
    const cursors = createPageCursors();
    const list = { search: 'ana', pageSize: 20 };
    cursors.remember(list, 1, 'cursor-after-page-1');
    cursors.remember(list, 2, null);
    expect(cursors.leadingTo(list, 7)).toBeUndefined();
    expect(cursors.leadingTo({ search: 'ana', pageSize: 50 }, 2)).toBeUndefined();
    expect(cursors.leadingTo(list, 3)).toBeUndefined();
  });
});
