import { createPublicKey, verify, type JsonWebKey } from 'node:crypto';
import { CLIENT_ASSERTION_ALGORITHMS } from '@carenest/core/fhir';

/** The claims CareNest reads of a verified client assertion. */
export interface ClientAssertionClaims {
  clientId: string;
  jti: string;
  expiresAt: Date;
}

/** The longest a client assertion may live past its use (SMART backend services: no more than five minutes). */
const MAXIMUM_LIFETIME_MS = 5 * 60_000;
/** Clock difference tolerated between the client and the server. */
const CLOCK_SKEW_MS = 60_000;

/** A base64url segment as JSON, or undefined when it does not read. */
function decodeSegment(segment: string | undefined): Record<string, unknown> | undefined {
  if (!segment || !/^[A-Za-z0-9_-]+$/.test(segment)) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The client id an assertion claims (its `iss`), read before verifying it to find the client's keys. */
export function claimedClientId(assertion: string): string | undefined {
  const payload = decodeSegment(assertion.split('.')[1]);
  return typeof payload?.iss === 'string' ? payload.iss : undefined;
}

/**
 * Verifies a `private_key_jwt` client assertion (RFC 7523; SMART backend services): signed RS384 or ES384 by a key
 * of the client's JWKS (by `kid`), `iss` and `sub` the client id, `aud` the token endpoint, unexpired and living no
 * more than five minutes, with a `jti`. Answers the claims, or the reason it is refused.
 */
export function verifyClientAssertion(
  assertion: string,
  options: { clientId: string; jwks: unknown; audience: string; now: Date },
): { claims: ClientAssertionClaims } | { reason: string } {
  const [headerText, payloadText, signatureText, ...rest] = assertion.split('.');
  const header = decodeSegment(headerText);
  const payload = decodeSegment(payloadText);
  if (!header || !payload || !signatureText || rest.length > 0)
    return { reason: 'The client assertion is not a JWT' };
  const algorithm = header.alg;
  if (!CLIENT_ASSERTION_ALGORITHMS.some((allowed) => allowed === algorithm))
    return { reason: 'The client assertion must be signed with RS384 or ES384' };
  const keys = ((options.jwks as { keys?: (JsonWebKey & { kid?: string })[] }).keys ?? []).filter(
    (key) =>
      key.kty === (algorithm === 'RS384' ? 'RSA' : 'EC') &&
      (header.kid === undefined || key.kid === header.kid),
  );
  const data = Buffer.from(`${headerText}.${payloadText}`);
  const signature = Buffer.from(signatureText, 'base64url');
  const isSigned = keys.some((jwk) => {
    try {
      const key = createPublicKey({ key: jwk, format: 'jwk' });
      return verify(
        'sha384',
        data,
        algorithm === 'ES384' ? { key, dsaEncoding: 'ieee-p1363' } : key,
        signature,
      );
    } catch {
      return false;
    }
  });
  if (!isSigned)
    return { reason: 'The client assertion’s signature does not verify with the registered keys' };
  if (payload.iss !== options.clientId || payload.sub !== options.clientId)
    return { reason: 'The client assertion’s iss and sub must be the client id' };
  const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
  if (!audiences.includes(options.audience))
    return { reason: 'The client assertion’s aud must be the token endpoint' };
  const now = options.now.getTime();
  if (typeof payload.exp !== 'number') return { reason: 'The client assertion has no exp' };
  const expiresAt = payload.exp * 1000;
  if (expiresAt <= now - CLOCK_SKEW_MS) return { reason: 'The client assertion has expired' };
  if (expiresAt > now + MAXIMUM_LIFETIME_MS + CLOCK_SKEW_MS)
    return { reason: 'The client assertion may live five minutes at most' };
  if (typeof payload.jti !== 'string' || payload.jti.length === 0 || payload.jti.length > 200)
    return { reason: 'The client assertion has no jti' };
  return { claims: { clientId: options.clientId, jti: payload.jti, expiresAt: new Date(expiresAt) } };
}
