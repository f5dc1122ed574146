// What other features use of transportation (ARCHITECTURE.md, "Server folders"): the driver's dashboard cards
// and Recent Activity.
export { countDriverCards } from './driver-dashboard.ts';
export { loadDriverActivity } from './driver-activity.ts';
