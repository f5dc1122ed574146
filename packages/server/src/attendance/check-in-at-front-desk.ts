import { createHash } from 'node:crypto';
import { MESSAGES, ROUTE_SIGNATURE_CANVAS, todayInZone, type FrontDeskAttendanceInput } from '@carenest/core';
import { publishEvent } from '../events/publish-event.ts';
import { reviewStaffingRatio } from '../staffing/index.ts';
import { isDrawnSignature } from '../hipaa/index.ts';
import { announceDailyReport } from '../my-children/index.ts';
import { badRequest, conflict } from '../lib/http-error.ts';
import type { VisiblePatient } from '../shared/patient-scope.ts';
import { auditChange, type CommandScope } from '../shared/request-scope.ts';
import { refuseExcludedChild } from '../infection-control/index.ts';

/**
 * Checks a child in or out at the front desk, by hand, on the facility's today: the adult's name and drawn
 * signature (400x150, checked for ink; its SHA-256 kept), the server's time. A child already present cannot
 * be checked in again, nor one not present checked out (409), nor an excluded child checked in (409, Florida
 * 59A-13.020); a check-out may say why (`reason`: sent home ill). Audited (CHECK_IN / CHECK_OUT) and announced
 * (attendance.changed); a check-out tells the parents the daily report is ready.
 */
export async function checkInAtFrontDesk(
  scope: CommandScope & {
    patient: VisiblePatient;
    input: FrontDeskAttendanceInput;
    reason?: 'sent_home_ill';
  },
): Promise<void> {
  const { trx, actor, now, patient, input } = scope;
  if (!isDrawnSignature(input.signature, ROUTE_SIGNATURE_CANVAS))
    throw badRequest(MESSAGES.guardianNameAndSignatureRequired, {
      signature: MESSAGES.guardianNameAndSignatureRequired,
    });
  const serviceDate = todayInZone(now, patient.timeZone);
  await trx.selectFrom('patients').select('id').where('id', '=', patient.id).forUpdate().execute();
  const latest = await trx
    .selectFrom('attendance_events')
    .select('kind')
    .where('patient_id', '=', patient.id)
    .where('service_date', '=', serviceDate)
    .orderBy('occurred_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  const isPresent = latest?.kind === 'check_in';
  if (input.kind === 'check_in') await refuseExcludedChild(trx, patient.id);
  if (input.kind === 'check_in' && isPresent) throw conflict(MESSAGES.alreadyCheckedIn);
  if (input.kind === 'check_out' && !isPresent) throw conflict(MESSAGES.notCheckedIn);
  const png = Buffer.from(input.signature.slice(input.signature.indexOf(',') + 1), 'base64');
  const imageSha256 = createHash('sha256').update(png).digest('hex');
  const { id } = await trx
    .insertInto('attendance_events')
    .values({
      facility_id: patient.facilityId,
      patient_id: patient.id,
      service_date: serviceDate,
      kind: input.kind,
      occurred_at: now,
      source: 'front_desk',
      adult_name: input.adultName,
      signature_png: png,
      image_sha256: imageSha256,
      recorded_by: actor.userId,
      reason: scope.reason ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await auditChange(scope, {
    action: input.kind === 'check_in' ? 'CHECK_IN' : 'CHECK_OUT',
    resourceType: 'ATTENDANCE',
    resourceId: id,
    newValues: {
      patientId: patient.id,
      adultName: input.adultName,
      source: 'front_desk',
      imageSha256,
      ...(scope.reason ? { reason: scope.reason } : {}),
    },
  });
  await publishEvent(trx, { kind: 'attendance.changed', resourceId: id, patientIds: [patient.id] });
  await reviewStaffingRatio(trx, patient.facilityId, now);
  if (input.kind === 'check_out') await announceDailyReport({ trx, now, patientId: patient.id, serviceDate });
}
