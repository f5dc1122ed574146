// What other features use of attendance: the front desk's check-in and check-out (illness exclusion sends a
// child home through it).
export { checkInAtFrontDesk } from './check-in-at-front-desk.ts';
