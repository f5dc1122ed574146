import { randomBytes, timingSafeEqual } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  buildAcknowledgmentSegments,
  buildEligibilityResponseSegments,
  buildRemittanceSegments,
  elementOf,
  parseEligibilityInquiry,
  parseProfessionalClaimFile,
  serialize,
  tokenize,
  validateProfessionalClaimFile,
  X12Error,
  type EnvelopeHeader,
  type RemittanceClaim,
  type X12Issue,
} from '@carenest/x12';

/** The largest request body the sandbox reads (an 837P of one claim is a few KB). */
const MAXIMUM_BODY_BYTES = 5 * 1024 * 1024;

/** A claim the sandbox accepted and will pay in its next 835. */
interface AcceptedClaim {
  claimNumber: string;
  submitterId: string;
  payer: { name: string; id: string };
  payee: { name: string; npi: string };
  patient: { lastName: string; firstName: string; memberId: string };
  filingCode: string;
  serviceDate: string;
  lines: {
    procedureCode: string;
    modifiers: string[];
    chargeCents: number;
    units: number;
    controlNumber: string;
    serviceDate: string;
  }[];
}

/** A running sandbox: its base URL, the credentials it expects, and how to stop it. */
export interface SandboxClearinghouse {
  baseUrl: string;
  token: string;
  clientId: string;
  close(): Promise<void>;
}

/** Constant-time comparison of two secrets. */
function isSameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Reads a request body up to the limit. */
async function readBody(request: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAXIMUM_BODY_BYTES) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Answers JSON. */
function answer(response: ServerResponse, status: number, body: object): void {
  response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

/**
 * The sandbox's payment rule, so remittances look like a payer's: a Medicaid claim (filing code MC) pays each
 * line less a 10% contractual adjustment (CO-45); other plans pay 80% and leave 20% to the family as
 * coinsurance (PR-2) less nothing; a line more than a year old is denied for timely filing (CO-29).
 */
function adjudicate(claim: AcceptedClaim, today: string, sequence: number): RemittanceClaim {
  const yearAgo = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
  const lines = claim.lines.map((line) => {
    const isLate = line.serviceDate < yearAgo;
    const adjustment = isLate
      ? { group: 'CO', reason: '29', amountCents: line.chargeCents }
      : claim.filingCode === 'MC'
        ? { group: 'CO', reason: '45', amountCents: Math.round(line.chargeCents / 10) }
        : { group: 'PR', reason: '2', amountCents: Math.round(line.chargeCents / 5) };
    return {
      procedureCode: line.procedureCode,
      modifiers: line.modifiers,
      chargeCents: line.chargeCents,
      paidCents: line.chargeCents - adjustment.amountCents,
      units: line.units,
      controlNumber: line.controlNumber,
      serviceDate: line.serviceDate,
      adjustments: [adjustment],
    };
  });
  const paidCents = lines.reduce((sum, line) => sum + line.paidCents, 0);
  return {
    claimNumber: claim.claimNumber,
    statusCode: paidCents === 0 ? '4' : '1',
    chargeCents: lines.reduce((sum, line) => sum + line.chargeCents, 0),
    paidCents,
    patientResponsibilityCents: lines
      .flatMap((line) => line.adjustments)
      .filter((item) => item.group === 'PR')
      .reduce((sum, item) => sum + item.amountCents, 0),
    filingCode: claim.filingCode,
    payerClaimNumber: `SBX${today.replaceAll('-', '')}${String(sequence).padStart(6, '0')}`,
    patient: claim.patient,
    adjustments: [],
    lines,
  };
}

/**
 * Starts the sandbox clearinghouse on this machine (127.0.0.1, a free port): a real HTTP server speaking the
 * client's protocol. An 837P is checked with the X12 validator and answered with a 999 accepting it or
 * rejecting it with the segment in error; accepted claims wait to be paid. Asked for an 835 (transactionType
 * 835), it pays every waiting claim of that submitter in one remittance. A 270 is answered with a 271:
 * eligible, copay 25 and deductible 500 (the spec's sample figures), unless the member id starts with X.
 * Wrong credentials answer 401.
 */
export async function startSandboxClearinghouse(
  options: { token?: string; clientId?: string; port?: number } = {},
): Promise<SandboxClearinghouse> {
  const token = options.token ?? randomBytes(24).toString('base64url');
  const clientId = options.clientId ?? 'carenest';
  const waiting: AcceptedClaim[] = [];
  let control = 0;
  const header = (receiverId: string): EnvelopeHeader & { transactionControlNumber: number } => {
    control += 1;
    return {
      senderQualifier: 'ZZ',
      senderId: 'CNSANDBOX',
      receiverQualifier: 'ZZ',
      receiverId,
      applicationSenderCode: 'CNSANDBOX',
      applicationReceiverCode: receiverId,
      interchangeControlNumber: control,
      groupControlNumber: control,
      transactionControlNumber: control,
      usage: 'T',
      createdAt: new Date(),
    };
  };

  const handleClaim = (content: string) => {
    let issues: X12Issue[];
    try {
      issues = validateProfessionalClaimFile(content);
    } catch (error) {
      if (!(error instanceof X12Error)) throw error;
      issues = [
        {
          segmentId: error.segmentId,
          position: error.position,
          ...(error.element ? { element: error.element } : {}),
          message: error.message,
        },
      ];
    }
    const document = tokenize(content);
    const gs = document.segments.find((segment) => segment.id === 'GS');
    const st = document.segments.find((segment) => segment.id === 'ST');
    const submitterId = elementOf(document.segments[0]!, 6).trim();
    const acknowledgment = serialize(
      buildAcknowledgmentSegments(
        header(submitterId),
        {
          group: {
            functionalId: gs ? elementOf(gs, 1) : '',
            controlNumber: gs ? elementOf(gs, 6) : '',
            version: gs ? elementOf(gs, 8) : '',
          },
          transaction: { setId: st ? elementOf(st, 1) : '', controlNumber: st ? elementOf(st, 2) : '' },
        },
        issues,
        st?.position ?? 3,
      ),
      { lineBreaks: true },
    );
    if (issues.length === 0) {
      const { file } = parseProfessionalClaimFile(content);
      for (const claim of file.claims)
        waiting.push({
          claimNumber: claim.claimNumber,
          submitterId,
          payer: claim.payer,
          payee: { name: file.billingProvider.name, npi: file.billingProvider.npi },
          patient: {
            lastName: (claim.patient ?? claim.subscriber).lastName,
            firstName: (claim.patient ?? claim.subscriber).firstName,
            memberId: claim.memberId,
          },
          filingCode: claim.claimFilingCode,
          serviceDate: claim.lines[0]?.serviceDate ?? '',
          lines: claim.lines.map((line) => ({ ...line })),
        });
    }
    return {
      success: true,
      data: { acknowledgment },
      errors: issues.map((issue) => `${issue.segmentId} ${issue.position}: ${issue.message}`),
    };
  };

  const handleRemittanceRequest = (submitterId: string) => {
    const claims = waiting.filter((claim) => claim.submitterId === submitterId);
    if (claims.length === 0) return { success: true, data: {}, errors: [] };
    waiting.splice(0, waiting.length, ...waiting.filter((claim) => claim.submitterId !== submitterId));
    const today = new Date().toISOString().slice(0, 10);
    const first = claims[0]!;
    const paid = claims.map((claim, index) => adjudicate(claim, today, control * 1000 + index));
    const remittance = serialize(
      buildRemittanceSegments(header(submitterId), {
        payer: first.payer,
        payee: first.payee,
        payment: {
          handlingCode: 'I',
          amountCents: paid.reduce((sum, claim) => sum + claim.paidCents, 0),
          method: 'ACH',
          date: today,
          traceNumber: `EFT${Date.now()}${control}`,
          originatorId: `1${first.payer.id.padStart(9, '0')}`,
        },
        claims: paid,
        providerAdjustments: [],
      }),
      { lineBreaks: true },
    );
    return { success: true, data: { remittance }, errors: [] };
  };

  const handleEligibility = (content: string) => {
    const inquiry = parseEligibilityInquiry(content);
    const response = serialize(
      buildEligibilityResponseSegments(header('CARENEST'), inquiry, {
        isEligible: !inquiry.subscriber.memberId.toUpperCase().startsWith('X'),
        effectiveDate: `${new Date().getUTCFullYear()}-01-01`,
        planDescription: `${inquiry.payer.name} PPEC benefit`,
        copayCents: 2500,
        deductibleCents: 50000,
      }),
      { lineBreaks: true },
    );
    return { success: true, data: { response }, errors: [] };
  };

  const server = createServer((request, response) => {
    void (async () => {
      if (request.method !== 'POST' || request.url !== '/transactions')
        return answer(response, 404, { success: false, errors: ['Not found'] });
      const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (!isSameSecret(bearer, token) || request.headers['x-client-id'] !== clientId)
        return answer(response, 401, { success: false, errors: ['Unauthorized'] });
      const raw = await readBody(request);
      if (raw === null) return answer(response, 413, { success: false, errors: ['Too large'] });
      let body: { transactionType?: unknown; content?: unknown };
      try {
        body = JSON.parse(raw) as typeof body;
      } catch {
        return answer(response, 400, { success: false, errors: ['The body is not JSON'] });
      }
      const content =
        typeof body.content === 'string' ? Buffer.from(body.content, 'base64').toString('utf8') : '';
      try {
        switch (body.transactionType) {
          case '837P':
          case '837I':
            return answer(response, 200, handleClaim(content));
          case '835':
            // Asking for remittances: the content names the submitter whose accepted claims to pay.
            return answer(response, 200, handleRemittanceRequest(content.trim()));
          case '270':
            return answer(response, 200, handleEligibility(content));
          default:
            return answer(response, 400, { success: false, errors: ['Unknown transactionType'] });
        }
      } catch (error) {
        if (error instanceof X12Error)
          return answer(response, 200, { success: false, data: {}, errors: [error.message] });
        return answer(response, 500, { success: false, errors: ['The sandbox failed'] });
      }
    })();
  });
  server.listen(options.port ?? 0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    token,
    clientId,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
