import { createHash } from 'node:crypto';
import type { z } from 'zod';
import {
  HANDOFF_STATUS,
  MESSAGES,
  ROUTE_SIGNATURE_CANVAS,
  isRouteOpen,
  type routeHandoffSchema,
} from '@carenest/core';
import { raiseSystemAlert } from '../alerts/index.ts';
import { publishEvent } from '../events/publish-event.ts';
import { isDrawnSignature } from '../hipaa/index.ts';
import { badRequest, conflict } from '../lib/http-error.ts';
import { refuseExcludedChild } from '../infection-control/index.ts';
import { auditChange, type CommandScope } from '../shared/request-scope.ts';
import { recordRouteAttendance } from './attendance.ts';
import type { RouteRow } from './load-routes.ts';
import { notifyParents } from './notify-parents.ts';

/** A handoff after validation. */
export type ValidHandoff = z.output<typeof routeHandoffSchema>;

/** The authorized pickup a handoff names, checked against the child's contacts; null for anyone else. */
async function authorizedAdult(scope: CommandScope, handoff: ValidHandoff): Promise<{ name: string } | null> {
  if (handoff.contactId === null) return null;
  const contact = await scope.trx
    .selectFrom('patient_emergency_contacts')
    .select(['name', 'can_pickup'])
    .where('id', '=', handoff.contactId)
    .where('patient_id', '=', handoff.patientId)
    .executeTakeFirst();
  if (!contact?.can_pickup)
    throw badRequest(MESSAGES.unauthorizedHandoffReason, { contactId: MESSAGES.unauthorizedHandoffReason });
  return { name: contact.name };
}

/**
 * Records a signed guardian handoff (the caller has checked the actor is the route's driver): pickup only
 * while picking_up and dropoff only once arrived (409 otherwise), for a child on the route (400), once per
 * child and kind (409), with a drawn 400x150 signature (400). The PNG is kept with its SHA-256, the fix,
 * and the device's and server's times. An adult not on the child's authorized pickups needs a reason and
 * raises a high-severity system alert for the administrators. An excluded child is not picked up (409, Florida
 * 59A-13.020). A dropoff on the way home checks the child out.
 * The parents are told; audited as RECORD_HANDOFF and announced (route.changed).
 */
export async function recordHandoff(
  scope: CommandScope & { route: RouteRow; children: string[]; handoff: ValidHandoff },
): Promise<void> {
  const { trx, actor, now, route, children, handoff } = scope;
  if (!isRouteOpen(route.status)) throw conflict(MESSAGES.routeClosed);
  if (route.status !== HANDOFF_STATUS[handoff.kind]) throw conflict(MESSAGES.handoffOutsideStatus);
  if (!children.includes(handoff.patientId))
    throw badRequest(MESSAGES.routeChildNotOnRoute, { patientId: MESSAGES.routeChildNotOnRoute });
  if (!isDrawnSignature(handoff.signature, ROUTE_SIGNATURE_CANVAS))
    throw badRequest(MESSAGES.guardianNameAndSignatureRequired, {
      signature: MESSAGES.guardianNameAndSignatureRequired,
    });
  if (handoff.kind === 'pickup') await refuseExcludedChild(trx, handoff.patientId);
  const adult = await authorizedAdult(scope, handoff);
  const existing = await trx
    .selectFrom('transport_handoffs')
    .select('id')
    .where('route_id', '=', route.id)
    .where('patient_id', '=', handoff.patientId)
    .where('kind', '=', handoff.kind)
    .executeTakeFirst();
  if (existing) throw conflict(MESSAGES.handoffTwice);
  const png = Buffer.from(handoff.signature.slice(handoff.signature.indexOf(',') + 1), 'base64');
  const imageSha256 = createHash('sha256').update(png).digest('hex');
  const { id } = await trx
    .insertInto('transport_handoffs')
    .values({
      route_id: route.id,
      patient_id: handoff.patientId,
      kind: handoff.kind,
      contact_id: handoff.contactId,
      signed_by: handoff.signedBy,
      relationship: handoff.relationship,
      is_authorized: adult !== null,
      unauthorized_reason: adult ? null : handoff.unauthorizedReason,
      signature_png: png,
      image_sha256: imageSha256,
      latitude: handoff.position?.latitude ?? null,
      longitude: handoff.position?.longitude ?? null,
      accuracy: handoff.position?.accuracy ?? null,
      device_time: handoff.deviceTime,
      recorded_at: now,
      recorded_by: actor.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await auditChange(scope, {
    action: 'RECORD_HANDOFF',
    resourceType: 'ROUTE',
    resourceId: route.id,
    newValues: {
      handoffId: id,
      patientId: handoff.patientId,
      kind: handoff.kind,
      signedBy: handoff.signedBy,
      relationship: handoff.relationship,
      isAuthorized: adult !== null,
      imageSha256,
      deviceTime: handoff.deviceTime,
    },
  });
  if (!adult) {
    await raiseSystemAlert(trx, {
      facility_id: route.facility_id,
      type: 'warning',
      severity: 'high',
      title: 'Child handed to an adult not on the authorized pickup list',
      description: `Route ${route.name}: ${handoff.kind} signed by ${handoff.signedBy} (${handoff.relationship}). Reason given: ${handoff.unauthorizedReason ?? ''}`,
      security_event_id: null,
    });
  }
  if (handoff.kind === 'dropoff' && route.direction === 'to_home')
    await recordRouteAttendance({
      ...scope,
      entries: [{ patientId: handoff.patientId, kind: 'check_out', adultName: handoff.signedBy }],
    });
  const moment = handoff.kind === 'pickup' ? 'picked_up' : 'dropped_off';
  await notifyParents(scope, moment, [{ patientId: handoff.patientId, detail: handoff.signedBy }]);
  await publishEvent(trx, { kind: 'route.changed', resourceId: route.id, patientIds: children });
}
