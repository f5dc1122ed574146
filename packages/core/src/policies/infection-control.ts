import { holds, type PolicyActor } from './policy-actor.ts';

/**
 * Illness exclusion (Florida 59A-13.020, 26 TAC §550.211). A nurse of the child's care team or an
 * administrator isolates a child and records the return clearance; parents read their own child's exclusions.
 * Staff exclusions and the monthly infection log are the administrator's. Which children is the patient scope.
 */
export const infectionControlPolicy = {
  /** A child's exclusions on the chart. */
  canReadChild: (actor: PolicyActor): boolean => holds(actor, 'infection_control', 'read'),
  /** Isolating a child, sending them home and recording the return clearance. */
  canExcludeChild: (actor: PolicyActor): boolean => holds(actor, 'infection_control', 'create'),
  /** Recording a staff member's exclusion or clearance. */
  canExcludeStaff: (actor: PolicyActor): boolean => holds(actor, 'infection_log', 'create'),
  /** The monthly infection log of cases and actions. */
  canReadLog: (actor: PolicyActor): boolean => holds(actor, 'infection_log', 'read'),
};
