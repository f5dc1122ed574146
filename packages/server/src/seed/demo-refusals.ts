import { MESSAGES } from '@carenest/core';
import type { Transaction } from 'kysely';
import { appendAudit } from '../audit/append-audit.ts';
import type { Database } from '../db/schema.ts';
import { forbidden } from '../lib/http-error.ts';
import { recordUnauthorizedAccess } from '../security/index.ts';

/** The demo nurse's workstation address in the demo's refusal. */
const DEMO_WORKSTATION_IP = '10.20.0.14';

/**
 * The demo nurse's refused look at a chart outside her caseload, as the refusal audit records one (ARCHITECTURE.md,
 * "Refusals on record"): the refused VIEW_PATIENT in the audit log and the unauthorized_access event the
 * administrator finds on the Security screen.
 */
export async function seedDemoRefusal(
  trx: Transaction<Database>,
  demo: { facilityId: string; nurseId: string; childId: string },
): Promise<void> {
  const context = {
    userId: demo.nurseId,
    userRole: 'nurse',
    sessionId: null,
    ipAddress: DEMO_WORKSTATION_IP,
    userAgent: 'CareNest demo seed',
  };
  const error = forbidden(MESSAGES.accessDeniedToPatient);
  await appendAudit(trx, context, {
    action: 'VIEW_PATIENT',
    resourceType: 'PATIENT',
    resourceId: demo.childId,
    newValues: { status: error.statusCode, code: error.code },
    success: false,
    errorMessage: error.message,
  });
  await recordUnauthorizedAccess(trx, {
    actor: { userId: demo.nurseId, role: 'nurse', facilityId: demo.facilityId, isPending: false },
    context,
    error,
    route: 'GET /api/patients/{patientId}',
    subject: { resourceType: 'PATIENT', resourceId: demo.childId },
  });
}
