// What other features use of the eMAR (ARCHITECTURE.md, "Server folders"): the dashboard's count of the
// doses due now or late.
export { countDueDoses } from './list-due-doses.ts';
