import { describe, expect, it } from 'vitest';
import { withQuery } from './query-string.ts';

describe('withQuery', () => {
  it('appends the parameters that have a value, encoded', () => {
    expect(withQuery('/api/patients', { search: 'Ana María', page: 2, isActive: false })).toBe(
      '/api/patients?search=Ana+Mar%C3%ADa&page=2&isActive=false',
    );
  });

  it('leaves out empty, null and undefined values, and the question mark when nothing is left', () => {
    expect(withQuery('/api/documents', { search: '', category: null, patientId: undefined })).toBe(
      '/api/documents',
    );
    expect(withQuery('/api/documents', { search: '', page: 0 })).toBe('/api/documents?page=0');
  });
});
