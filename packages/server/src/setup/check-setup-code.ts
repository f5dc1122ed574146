import { ERROR_CODES, LIMITS, MESSAGES } from '@carenest/core';
import { appendAudit } from '../audit/append-audit.ts';
import { countRecentFailuresFromIp, type VisitorScope } from '../auth/index.ts';
import { HttpError, forbidden } from '../lib/http-error.ts';
import { recordSecurityEvent } from '../security/index.ts';
import { isSetupCodeRight } from './setup-code.ts';

/** The setup code of a request body, whatever else the body holds; empty when there is none. */
function setupCodeOf(body: unknown): string {
  if (typeof body !== 'object' || body === null || !('setupCode' in body)) return '';
  return typeof body.setupCode === 'string' ? body.setupCode.slice(0, 40) : '';
}

/**
 * Checks a setup request's code before anything else of its body is read (ARCHITECTURE.md, "First-run setup"):
 * an IP that failed too often, sign-ins included, is throttled (429) as sign-in throttles it; a wrong or
 * missing code answers 403 and is booked as a failed sign-in from that IP (a login_failure event and a failed
 * COMPLETE_SETUP audit row), and nothing else is written.
 */
export async function checkSetupCode(scope: VisitorScope, body: unknown): Promise<void> {
  const { db, audit: context, now } = scope;
  if ((await countRecentFailuresFromIp(db, context.ipAddress, now)) >= LIMITS.suspiciousIpThreshold)
    throw new HttpError(429, ERROR_CODES.tooManyRequests, MESSAGES.tooManyRequests);
  const code = setupCodeOf(body);
  const installation = await db.selectFrom('installation').select('setup_code_hash').executeTakeFirst();
  if (code && isSetupCodeRight(code, installation?.setup_code_hash ?? null)) return;
  await db.transaction().execute(async (trx) => {
    await recordSecurityEvent(trx, {
      type: 'login_failure',
      severity: 'medium',
      userId: null,
      facilityId: null,
      ipAddress: context.ipAddress,
      userAgent: context.userAgent,
      details: { stage: 'setup_code' },
    });
    await appendAudit(
      trx,
      { ...context, userId: null, userRole: null },
      {
        action: 'COMPLETE_SETUP',
        resourceType: 'INSTALLATION',
        success: false,
        errorMessage: 'Wrong setup code',
      },
    );
  });
  throw forbidden(MESSAGES.setupCodeWrong);
}
