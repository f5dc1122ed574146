import { NOTIFIED_AGENCIES, type IncidentType, type NotifiedAgency } from '../schemas/incidents.ts';

/**
 * How far past the server's clock an incident's time may be: a device's clock a little ahead of the server's
 * must not refuse a report of what just happened. Anything later is in the future and refused.
 */
export const INCIDENT_CLOCK_SKEW_MS = 2 * 60_000;

/** Whether an instant is not in the future (within INCIDENT_CLOCK_SKEW_MS of `now`). */
export function isNotInFuture(instant: string | Date, now: Date = new Date()): boolean {
  const time = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  return Number.isNaN(time) || time <= now.getTime() + INCIDENT_CLOCK_SKEW_MS;
}

/**
 * The agencies a report still owes: a suspicion of abuse, neglect or exploitation is reported immediately to
 * HHSC and to law enforcement (26 TAC §550.903), each with when and the reference; other kinds owe none.
 * Texas's rule is applied to every facility: Florida's summary is silent, and this is the stricter reading.
 */
export function missingAgencyReports(
  incidentType: IncidentType,
  notified: readonly { agency: NotifiedAgency }[],
): NotifiedAgency[] {
  if (incidentType !== 'abuse_or_neglect_suspicion') return [];
  const recorded = new Set(notified.map((entry) => entry.agency));
  return NOTIFIED_AGENCIES.filter((agency) => !recorded.has(agency));
}

/**
 * The agency notifications after a change: `added` replaces what was recorded for the same agency and keeps
 * the others.
 */
export function mergeAgencyNotifications<Entry extends { agency: NotifiedAgency }>(
  recorded: readonly Entry[],
  added: readonly Entry[],
): Entry[] {
  const replaced = new Set(added.map((entry) => entry.agency));
  return [...recorded.filter((entry) => !replaced.has(entry.agency)), ...added];
}
