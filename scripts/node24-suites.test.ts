import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NODE24_SERVER_SUITES, node24Filters } from './node24-suites.mjs';

const root = path.resolve(import.meta.dirname, '..');

describe('the suites npm test runs on Node 24', () => {
  it('names only suites that exist, so a renamed suite is not silently dropped', () => {
    const missing = node24Filters().filter((filter) => !existsSync(path.join(root, filter)));
    expect(missing).toEqual([]);
  });

  it('names each suite once', () => {
    const suites = Object.values(NODE24_SERVER_SUITES).flat();
    expect(new Set(suites).size).toBe(suites.length);
  });
});
