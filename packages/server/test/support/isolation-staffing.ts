import type { LightMyRequestResponse } from 'fastify';
import type { TestUser } from './factories.ts';

/** Sends a request as a user of the isolation fixture. */
type Send = (
  user: TestUser,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
) => Promise<LightMyRequestResponse>;

/** Answers a created record's id one level down (`{ entry: { id } }`), or fails saying what was being done. */
function createdId(response: LightMyRequestResponse, key: string, doing: string): string {
  if (response.statusCode >= 300) throw new Error(`${doing}: ${response.statusCode} ${response.body}`);
  return response.json<Record<string, { id: string }>>()[key]!.id;
}

/**
 * Facility A's staffing records, made through the API by their rightful owners: nurse A's shift (clocked in and
 * out) and a CPR card administrator A recorded for nurse A.
 */
export async function createStaffingResources(
  send: Send,
  people: { administratorA: TestUser; nurseA: TestUser },
): Promise<{ timeClockEntry: string; credential: string }> {
  const timeClockEntry = createdId(
    await send(people.nurseA, 'POST', '/api/time-clock/clock-in', { credential: 'RN' }),
    'entry',
    'clocking nurse A in',
  );
  await send(people.nurseA, 'POST', '/api/time-clock/clock-out', {});
  const credential = createdId(
    await send(people.administratorA, 'POST', `/api/users/${people.nurseA.id}/credentials`, {
      type: 'cpr',
      issuedOn: '2025-01-10',
      expiresOn: '2027-01-10',
    }),
    'credential',
    "recording nurse A's CPR card",
  );
  return { timeClockEntry, credential };
}
