import { STATE_RULE_SETS, type StateRuleSet } from '../../enums.ts';
import { FACILITY_STATE_RULES } from './facility.ts';
import { STAFFING_STATE_RULES } from './staffing.ts';

/**
 * The sections of the state-rules table, one file each, every one keyed by state rule set. A new area adds its
 * section in a file of its own beside these and names it here, once.
 */
const STATE_RULE_SECTIONS = {
  facility: FACILITY_STATE_RULES,
  staffing: STAFFING_STATE_RULES,
} as const satisfies Record<string, Record<StateRuleSet, object>>;

/** One state's rules: every section's entry for that state (`STATE_RULES.texas.facility.label`). */
export type StateRules = {
  [Section in keyof typeof STATE_RULE_SECTIONS]: (typeof STATE_RULE_SECTIONS)[Section][StateRuleSet];
};

/**
 * The one state-rules table: where a rule differs by state, the facility's state rule set decides, and the
 * difference is read here and nowhere else.
 */
export const STATE_RULES: Readonly<Record<StateRuleSet, StateRules>> = Object.fromEntries(
  STATE_RULE_SETS.map((ruleSet) => [
    ruleSet,
    Object.fromEntries(
      Object.entries(STATE_RULE_SECTIONS).map(([section, entries]) => [section, entries[ruleSet]]),
    ),
  ]),
) as Record<StateRuleSet, StateRules>;

/** The rules of a facility's state rule set. */
export function stateRulesFor(ruleSet: StateRuleSet): StateRules {
  return STATE_RULES[ruleSet];
}

export type { FacilityStateRules } from './facility.ts';
export type { StaffingStateRules } from './staffing.ts';
