import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess, stopServerProcess, type ServerProcess } from './support/server-process.ts';

/** The one line a server without demo data prints while nobody has set it up. */
const SETUP_CODE_LINE = /^setup code: ([A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4})$/m;

describe('a server started without demo data on an empty DATA_DIR', () => {
  const directory = mkdtempSync(path.join(tmpdir(), 'carenest-first-run-'));
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  /** Starts the server on the directory; answers it and the code of its `setup code:` line. */
  const start = async (seedDemo: string): Promise<{ server: ServerProcess; code: string }> => {
    const server = await startServerProcess({ DATA_DIR: directory, SEED_DEMO: seedDemo }, 120_000, {
      keepsOutput: true,
    });
    const match = SETUP_CODE_LINE.exec(server.output());
    if (!match) {
      await stopServerProcess(server, 'SIGKILL');
      throw new Error(`no setup code line in: ${server.output()}`);
    }
    expect(server.output().match(/setup code:/g)).toHaveLength(1);
    return { server, code: match[1]! };
  };
  const post = (server: ServerProcess, url: string, body: object) =>
    fetch(`${server.baseUrl}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('prints a fresh setup code each start, lists no demo account, and sets up with the newest code', async () => {
    const first = await start('');
    const firstStatus = await fetch(`${first.server.baseUrl}/api/setup`).then((answer) => answer.json());
    expect(firstStatus).toEqual({ isSetUp: false, isDemo: false });
    const demo = await fetch(`${first.server.baseUrl}/api/auth/demo-accounts`).then((answer) =>
      answer.json(),
    );
    expect(demo).toEqual({ accounts: [] });
    await stopServerProcess(first.server, 'SIGTERM');

    const second = await start('false');
    try {
      expect(second.code).not.toBe(first.code);
      const body = {
        facility: {
          name: 'Gulf Coast PPEC',
          address: '100 Bayshore Blvd, Tampa, FL 33606',
          phone: '813-555-0110',
          timeZone: 'America/New_York',
          stateRuleSet: 'florida',
          licensedCapacity: 24,
          opensAt: '06:30',
          closesAt: '18:30',
        },
        administrator: {
          firstName: 'Ana',
          lastName: 'Reyes',
          email: 'ana.reyes@gulfcoast.example',
          password: 'Gulf!Coast7',
        },
      };
      expect((await post(second.server, '/api/setup', { ...body, setupCode: first.code })).status).toBe(403);
      expect((await post(second.server, '/api/setup', { ...body, setupCode: second.code })).status).toBe(201);
      const signIn = await post(second.server, '/api/auth/login', {
        email: 'ana.reyes@gulfcoast.example',
        password: 'Gulf!Coast7',
        role: 'administrator',
      });
      expect(signIn.status).toBe(200);
    } finally {
      await stopServerProcess(second.server, 'SIGTERM');
    }
  }, 300_000);
});
