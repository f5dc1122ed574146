import { MESSAGES, patientPhotoPolicy } from '@carenest/core';
import { notFound } from '../lib/http-error.ts';
import { authorize } from '../shared/actor.ts';
import { isNurseOnCareTeam } from '../shared/care-team.ts';
import { findVisiblePatient, type VisiblePatient } from '../shared/patient-scope.ts';
import type { CommandScope } from '../shared/request-scope.ts';

/** The scoped load of every photo route: a child the actor may see, else 404. */
export async function findPhotoPatient(scope: CommandScope, patientId: string): Promise<VisiblePatient> {
  const patient = await findVisiblePatient(scope.trx, scope.actor, patientId);
  if (!patient) throw notFound(MESSAGES.patientNotFound);
  return patient;
}

/**
 * The scoped load and authorize step of a change of the photo (upload, removal, a decision on a proposal):
 * a child the actor sees (else 404), and the photo policy's consent, an administrator or a nurse of the
 * child's care team (else 403).
 */
export async function findPatientToChangePhoto(
  scope: CommandScope,
  patientId: string,
): Promise<VisiblePatient> {
  const patient = await findPhotoPatient(scope, patientId);
  const isOnCareTeam = await isNurseOnCareTeam(scope.trx, scope.actor.userId, patient.id);
  authorize(patientPhotoPolicy.canChange(scope.actor, { isOnCareTeam }), MESSAGES.photoRestricted);
  return patient;
}

/** The scoped load and authorize step of a parent's proposal: their own child (else 404), a parent (else 403). */
export async function findPatientToProposePhoto(
  scope: CommandScope,
  patientId: string,
): Promise<VisiblePatient> {
  const patient = await findPhotoPatient(scope, patientId);
  authorize(patientPhotoPolicy.canPropose(scope.actor));
  return patient;
}
