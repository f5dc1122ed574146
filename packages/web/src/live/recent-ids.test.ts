import { describe, expect, it } from 'vitest';
import { RecentIds } from './recent-ids.ts';

describe('RecentIds', () => {
  it('tells a new event from one handled before (a caught-up stream may send it again)', () => {
    const recent = new RecentIds();
    expect(recent.isNew('41')).toBe(true);
    expect(recent.isNew('42')).toBe(true);
    expect(recent.isNew('41')).toBe(false);
  });

  it('forgets the oldest id once it remembers 500', () => {
    const recent = new RecentIds();
    for (let id = 1; id <= 501; id += 1) recent.isNew(String(id));
    expect(recent.isNew('501')).toBe(false);
    expect(recent.isNew('2')).toBe(false);
    expect(recent.isNew('1')).toBe(true);
  });
});
