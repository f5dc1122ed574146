import { INCIDENT_TYPES } from '../../schemas/incidents.ts';
import type { EodSections } from '../../schemas/eod-reports.ts';
import { missingAgencyReports } from '../incidents.ts';
import type { EodDayRecords } from './day-records.ts';

/**
 * sections.incidents: the day's incident reports (Florida 59A-13.005): how many, how many not yet closed, by
 * type (the types that occurred, in the types' order), and the suspicions of abuse or neglect still missing a
 * report to HHSC or law enforcement (26 TAC §550.903).
 */
export function buildIncidentsSection(records: EodDayRecords): NonNullable<EodSections['incidents']> {
  const incidents = records.incidents ?? [];
  return {
    total: incidents.length,
    open: incidents.filter((incident) => incident.status !== 'closed').length,
    byType: INCIDENT_TYPES.map((incidentType) => ({
      incidentType,
      count: incidents.filter((incident) => incident.incidentType === incidentType).length,
    })).filter((entry) => entry.count > 0),
    missingAgencyReports: incidents.filter(
      (incident) =>
        missingAgencyReports(
          incident.incidentType,
          incident.notifiedAgencies.map((agency) => ({ agency })),
        ).length > 0,
    ).length,
  };
}
