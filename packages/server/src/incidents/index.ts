// What other features use of incidents (ARCHITECTURE.md, "Server folders"): the end-of-day report's count of
// the day's reports.
export { loadDayIncidents } from './day-incidents.ts';
