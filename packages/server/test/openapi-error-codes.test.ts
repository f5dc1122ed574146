import { ERROR_VOCABULARY, errorCodesOf } from '@carenest/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './support/test-app.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

/** One answer of a route in the OpenAPI document. */
type Answer = {
  description?: string;
  content?: { 'application/json'?: { schema?: { properties?: { error?: ErrorShape } } } };
};
type ErrorShape = { properties?: { code?: { enum?: string[] } } };

describe('the error vocabulary in the OpenAPI document', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let paths: Record<string, Record<string, { responses: Record<string, Answer> }>>;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    app = await buildTestApp(database.db);
    paths = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json().paths;
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  /** The codes the document lists for one answer of one route. */
  const codesOf = (path: string, method: string, status: number) =>
    paths[path]![method]!.responses[String(status)]!.content!['application/json']!.schema!.properties!.error!
      .properties!.code!.enum;

  it('lists, for every error answer of every route, the codes of its status with their meaning', () => {
    const undocumented: string[] = [];
    for (const [path, methods] of Object.entries(paths))
      for (const [method, { responses }] of Object.entries(methods))
        for (const [status, answer] of Object.entries(responses)) {
          if (Number(status) < 400) continue;
          const codes =
            answer.content?.['application/json']?.schema?.properties?.error?.properties?.code?.enum;
          if (!codes || codes.length === 0) undocumented.push(`${method} ${path} ${status}`);
          else expect(codes).toEqual(errorCodesOf(Number(status)));
          for (const code of codes ?? [])
            expect(answer.description).toContain(ERROR_VOCABULARY[code as 'CONFLICT'].meaning);
        }
    expect(undocumented).toEqual([]);
  });

  it('answers a claim whose 837P fails validation 400, and names the clearinghouse codes', () => {
    const submit = paths['/api/billing/claims/{claimId}/submit']!.post!.responses;
    expect(Object.keys(submit)).not.toContain('422');
    expect(codesOf('/api/billing/claims/{claimId}/submit', 'post', 400)).toEqual(['VALIDATION_FAILED']);
    expect(codesOf('/api/billing/claims/{claimId}/submit', 'post', 409)).toContain('CONFLICT');
    const eligibility = Object.entries(paths).find(([path]) => path.includes('eligibility'))!;
    const [method] = Object.keys(eligibility[1]);
    expect(codesOf(eligibility[0], method!, 503)).toEqual(['CLEARINGHOUSE_UNAVAILABLE']);
    expect(codesOf(eligibility[0], method!, 502)).toEqual(['ELIGIBILITY_FAILED']);
  });
});
