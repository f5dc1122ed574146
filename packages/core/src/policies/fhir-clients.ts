import { holds, type PolicyActor } from './policy-actor.ts';

/**
 * FHIR backend-service clients (ARCHITECTURE.md, "FHIR"): an administrator registers clients for their own
 * facility, revokes them and their tokens; a client reads only its facility's records.
 */
export const fhirClientPolicy = {
  /** Seeing the facility's registered clients (the facility's settings). */
  canView: (actor: PolicyActor): boolean => holds(actor, 'facility', 'read'),
  /** Registering a client, revoking it or its tokens: an administrator with a facility to register it for. */
  canManage: (actor: PolicyActor, client?: { facilityId: string }): boolean =>
    holds(actor, 'facility', 'update') &&
    (client
      ? actor.role === 'super_admin' || actor.facilityId === client.facilityId
      : actor.facilityId !== null),
};
