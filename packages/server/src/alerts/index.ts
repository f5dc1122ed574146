// What other features use of system alerts (ARCHITECTURE.md, "Server folders"): the alerts an actor may see,
// which the dashboard counts.
export { scopedAlerts } from './routes.ts';
