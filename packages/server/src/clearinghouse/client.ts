import { z } from 'zod';

/** What CareNest sends a clearinghouse (spec part 2, "Claims clearinghouse client"). */
export interface ClearinghouseRequest {
  transactionType: '837P' | '837I' | '270' | '835';
  /** The X12 file; when asking for remittances (835), the submitter id whose remittances to send. */
  content: string;
  claimId?: string;
  patientId?: string;
}

/** What a clearinghouse answers: success, its data (X12 files it returns) and errors. */
export interface ClearinghouseResponse {
  success: boolean;
  data: { acknowledgment?: string; response?: string; remittance?: string };
  errors: string[];
}

const responseSchema = z.object({
  success: z.boolean(),
  data: z
    .object({
      acknowledgment: z.string().optional(),
      response: z.string().optional(),
      remittance: z.string().optional(),
    })
    .default({}),
  errors: z.array(z.string()).default([]),
});

/** What an X12 interchange says it is (ISA15): test data (`T`) or production data (`P`). */
export type InterchangeUsage = 'T' | 'P';

/** Talks to a clearinghouse: POST {baseUrl}/transactions. */
export interface ClearinghouseClient {
  /** Where it sends (for logs and the health page). */
  readonly baseUrl: string;
  /** Whether it is the local sandbox, which pays everything (the billing screen says so). */
  readonly isSandbox: boolean;
  /** The ISA15 of every file sent through it: `P` to a real clearinghouse, `T` to the sandbox or a test endpoint. */
  readonly usage: InterchangeUsage;
  /**
   * Sends one transaction. An HTTP failure answers `success: false` with the error "HTTP <status>: <text>"
   * (and `isRetryable` for 5xx and 429); a network failure throws.
   */
  send(request: ClearinghouseRequest): Promise<ClearinghouseResponse & { isRetryable: boolean }>;
}

/** Whether a URL may carry PHI: HTTPS, or plain HTTP only to this machine (the local sandbox). */
function isSafeTransport(url: URL): boolean {
  return (
    url.protocol === 'https:' ||
    (url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname))
  );
}

/**
 * The clearinghouse client (a real clearinghouse's, production data unless `usage` says `T`, unless `isSandbox`): JSON with transactionType, the X12 content (base64, as the content is binary-safe
 * that way) and claimId or patientId; headers Content-Type, a bearer token and the client id (X-Client-Id).
 * Refuses a base URL that would send PHI in the clear to another machine.
 */
export function createClearinghouseClient(options: {
  baseUrl: string;
  token: string;
  clientId: string;
  timeoutMs?: number;
  usage?: InterchangeUsage;
  isSandbox?: boolean;
}): ClearinghouseClient {
  const base = new URL(options.baseUrl);
  if (!isSafeTransport(base)) throw new Error('The clearinghouse must be reached over HTTPS');
  const endpoint = new URL(`${base.pathname.replace(/\/$/, '')}/transactions`, base);
  const isSandbox = options.isSandbox ?? false;
  return {
    baseUrl: base.toString(),
    isSandbox,
    usage: options.usage ?? (isSandbox ? 'T' : 'P'),
    async send(request) {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${options.token}`,
          'X-Client-Id': options.clientId,
        },
        body: JSON.stringify({
          transactionType: request.transactionType,
          content: Buffer.from(request.content, 'utf8').toString('base64'),
          ...(request.claimId ? { claimId: request.claimId } : {}),
          ...(request.patientId ? { patientId: request.patientId } : {}),
        }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
      });
      if (!response.ok)
        return {
          success: false,
          data: {},
          errors: [`HTTP ${response.status}: ${response.statusText}`],
          isRetryable: response.status >= 500 || response.status === 429,
        };
      const parsed = responseSchema.safeParse(await response.json().catch(() => null));
      if (!parsed.success)
        return {
          success: false,
          data: {},
          errors: ['The clearinghouse answered something unreadable'],
          isRetryable: true,
        };
      return { ...parsed.data, isRetryable: false };
    },
  };
}
