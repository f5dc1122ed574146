import type { EodDayRecords, NotifiedAgency } from '@carenest/core';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * The incident reports of a facility's day, for its end-of-day report: incidents that happened within
 * `window`, each with where it stands and the agencies recorded as notified (two queries).
 */
export async function loadDayIncidents(
  trx: Transaction<Database>,
  facilityId: string,
  window: { start: Date; end: Date },
): Promise<NonNullable<EodDayRecords['incidents']>> {
  const incidents = await trx
    .selectFrom('incidents')
    .select(['id', 'incident_type', 'status'])
    .where('facility_id', '=', facilityId)
    .where('occurred_at', '>=', window.start)
    .where('occurred_at', '<=', window.end)
    .orderBy('occurred_at')
    .execute();
  if (incidents.length === 0) return [];
  const agencies = await trx
    .selectFrom('incident_agency_notifications')
    .select(['incident_id', 'agency'])
    .where(
      'incident_id',
      'in',
      incidents.map((incident) => incident.id),
    )
    .execute();
  return incidents.map((incident) => ({
    id: incident.id,
    incidentType: incident.incident_type,
    status: incident.status,
    notifiedAgencies: agencies
      .filter((agency) => agency.incident_id === incident.id)
      .map((agency): NotifiedAgency => agency.agency),
  }));
}
