import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json.ts';

describe('canonical JSON of nested values', () => {
  it('sorts keys at every depth and keeps array order', () => {
    expect(canonicalJson({ z: [{ b: 2, a: 1 }], a: 'x' })).toBe('{"a":"x","z":[{"a":1,"b":2}]}');
  });
});
