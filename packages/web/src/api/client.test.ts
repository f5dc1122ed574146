// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, MESSAGES } from '@carenest/core';
import {
  ApiError,
  describeError,
  fileNameOf,
  requestFile,
  requestJson,
  type ResponseParser,
} from './client.ts';

/** Takes any answer as it came. */
const anything: ResponseParser<unknown> = { parse: (data) => data };

/** Takes an answer carrying a string `id`, as a core schema would, and refuses any other. */
const withId: ResponseParser<{ id: string }> = {
  parse(data) {
    if (typeof data === 'object' && data !== null && 'id' in data && typeof data.id === 'string')
      return { id: data.id };
    throw new Error('not a thing');
  },
};

/** A local HTTP server answering as CareNest's API does for a few paths. */
let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.url === '/api/thing' && request.method === 'POST') {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString()));
      request.on('end', () =>
        json(201, { echoed: JSON.parse(text) as unknown, type: request.headers['content-type'] }),
      );
    } else if (request.url === '/api/refused') {
      json(400, {
        error: {
          code: ERROR_CODES.validation,
          message: 'Name is required',
          fields: { name: 'Name is required' },
        },
      });
    } else if (request.url === '/api/broken') {
      response.writeHead(502, { 'Content-Type': 'text/html' });
      response.end('<html>Bad gateway</html>');
    } else if (request.url === '/api/export') {
      response.writeHead(200, {
        'Content-Type': 'text/csv',
        'Content-Disposition': 'attachment; filename="vitals.csv"',
      });
      response.end('a,b\n1,2\n');
    } else json(200, { wrong: true });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('requestJson', () => {
  it('sends the body as JSON with the session cookie and answers what the server said', async () => {
    const answer = await requestJson(`${origin}/api/thing`, anything, {
      method: 'POST',
      body: { name: 'Mateo' },
    });
    expect(answer).toEqual({ echoed: { name: 'Mateo' }, type: 'application/json' });
  });

  it("throws the server's refusal with its code, sentence and field messages", async () => {
    const refusal = await requestJson(`${origin}/api/refused`, anything).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({
      status: 400,
      code: ERROR_CODES.validation,
      message: 'Name is required',
      fields: { name: 'Name is required' },
    });
  });

  it('says the generic sentence for an answer that is not ours or not the expected shape', async () => {
    const broken = await requestJson(`${origin}/api/broken`, anything).catch((error: unknown) => error);
    expect(broken).toMatchObject({ status: 502, message: MESSAGES.internalError });
    const unexpected = await requestJson(`${origin}/api/other`, withId).catch((error: unknown) => error);
    expect(unexpected).toMatchObject({ status: 200, code: 'UNEXPECTED_RESPONSE' });
    expect(describeError(new Error('anything'))).toBe(MESSAGES.internalError);
  });

  it('turns an unreachable server into a network error (status 0)', async () => {
    const lost = await requestJson('http://127.0.0.1:1/api/thing', anything).catch((error: unknown) => error);
    expect(lost).toMatchObject({ status: 0, message: MESSAGES.internalError });
  });
});

describe('requestFile', () => {
  it('downloads the bytes under the name the server chose', async () => {
    const file = await requestFile(`${origin}/api/export`, 'export.csv');
    expect(file.fileName).toBe('vitals.csv');
    expect(await file.blob.text()).toBe('a,b\n1,2\n');
  });

  it('refuses as requestJson does', async () => {
    await expect(requestFile(`${origin}/api/refused`, 'x')).rejects.toMatchObject({
      status: 400,
      message: 'Name is required',
    });
  });

  it('reads the UTF-8 file name first, then the plain one, else the fallback', () => {
    expect(fileNameOf(`attachment; filename="a.pdf"; filename*=UTF-8''Informe%20Jos%C3%A9.pdf`, 'f')).toBe(
      'Informe José.pdf',
    );
    expect(fileNameOf('attachment; filename="claim-837p.x12"', 'f')).toBe('claim-837p.x12');
    expect(fileNameOf(null, 'documents.csv')).toBe('documents.csv');
  });
});
