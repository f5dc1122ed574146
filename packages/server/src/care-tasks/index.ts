// What other features use of the care team's tasks (ARCHITECTURE.md, "Server folders"): the dashboard's
// Tasks & Reminders of nurses, therapists and administrators.
export { loadCareTasks } from './load-care-tasks.ts';
