// What other features use of the eMAR (ARCHITECTURE.md, "Server folders"): the dashboard's count and list of
// the doses due now or late; each order's schedule versions, which the end-of-day report judges doses by; an
// order's first version, which the demo seed writes beside its orders.
export { countDueDoses, listDueDoses } from './list-due-doses.ts';
export { firstVersionOf, loadScheduleVersions } from './order-versions.ts';
// The day's doses of an order with their status, for the evacuation roster's doses due in the next hours.
export { loadRecordedDoses } from './load-patient-medications.ts';
export { dosesOfDay } from './present-medication.ts';
