// The staffing feature's public face (ARCHITECTURE.md, "Server folders"): looking at the ratio after a census or
// staffing change, a day's staffing (the end-of-day report's staff on duty and minutes out of ratio), the ratio
// itself, and shifts as the time clock presents them.
export { reviewStaffingRatio } from './review-ratio.ts';
export { dayStart, loadStaffingDay } from './load-staffing-day.ts';
export { loadStaffingRatio, loadCurrentCredentialTypes } from './load-ratio.ts';
export { loadShifts } from './load-shifts.ts';
export { presentShift, type ShiftRow } from './present-shift.ts';
export { actorFacility } from './actor-facility.ts';
