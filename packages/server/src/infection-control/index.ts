// What other features use of infection control: the refusal of an excluded child's check-in or an excluded
// staff member's clock-in.
export { excludedChildrenAmong, refuseExcludedChild, refuseExcludedStaff } from './exclusion-guard.ts';
