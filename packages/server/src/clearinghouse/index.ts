// The clearinghouse boundary (ARCHITECTURE.md, "Billing"): the client CareNest sends through, and the sandbox
// clearinghouse it starts on this machine when none is configured.
import { createClearinghouseClient, type ClearinghouseClient, type InterchangeUsage } from './client.ts';
import { startSandboxClearinghouse } from './sandbox-server.ts';

export {
  createClearinghouseClient,
  type ClearinghouseClient,
  type ClearinghouseRequest,
  type ClearinghouseResponse,
  type InterchangeUsage,
} from './client.ts';
export { startSandboxClearinghouse, type SandboxClearinghouse } from './sandbox-server.ts';

/** A connected clearinghouse and how to let it go (stopping the sandbox when one was started). */
export interface ClearinghouseConnection {
  client: ClearinghouseClient;
  isSandbox: boolean;
  close(): Promise<void>;
}

/**
 * The clearinghouse of this process: the one configured (CLEARINGHOUSE_URL with its token and client id; its
 * files production data, ISA15 `P`, unless CLEARINGHOUSE_USAGE=T names a test endpoint), or else the sandbox,
 * started on a free loopback port with a fresh token, whose files say they are test data (`T`).
 */
export async function connectClearinghouse(configured: {
  url?: string;
  token?: string;
  clientId?: string;
  usage?: InterchangeUsage;
}): Promise<ClearinghouseConnection> {
  if (configured.url) {
    if (!configured.token) throw new Error('CLEARINGHOUSE_TOKEN is required with CLEARINGHOUSE_URL');
    return {
      client: createClearinghouseClient({
        baseUrl: configured.url,
        token: configured.token,
        clientId: configured.clientId ?? 'carenest',
        usage: configured.usage ?? 'P',
      }),
      isSandbox: false,
      close: () => Promise.resolve(),
    };
  }
  const sandbox = await startSandboxClearinghouse();
  return {
    client: createClearinghouseClient({
      baseUrl: sandbox.baseUrl,
      token: sandbox.token,
      clientId: sandbox.clientId,
      isSandbox: true,
    }),
    isSandbox: true,
    close: () => sandbox.close(),
  };
}

/** The ISA15 of a file for a clearinghouse: `T` without one (nothing real is sent), else the client's. */
export function interchangeUsageOf(client: ClearinghouseClient | undefined): InterchangeUsage {
  return client?.usage ?? 'T';
}
