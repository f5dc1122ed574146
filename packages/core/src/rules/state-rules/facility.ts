import type { StateRuleSet } from '../../enums.ts';

/** The facility section of a state rule set: whose rules they are and where the licence's census rule lives. */
export interface FacilityStateRules {
  /** The rule set's name as screens show it ("Texas"). */
  label: string;
  /** The agency that licenses PPEC centers in the state. */
  licensingAgency: string;
  /** The PPEC licensing rules, cited by number. */
  licensingRules: string;
  /** The rule that asks for the daily attendance or census record the census warning speaks for. */
  dailyCensusRule: string;
}

/** Each state's facility section (regulations: Texas 1 TAC §363.212, Florida 59A-13.005). */
export const FACILITY_STATE_RULES: Record<StateRuleSet, FacilityStateRules> = {
  texas: {
    label: 'Texas',
    licensingAgency: 'Texas Health and Human Services Commission (HHSC)',
    licensingRules: 'Texas 26 TAC Chapter 550',
    dailyCensusRule: 'Texas 1 TAC §363.212',
  },
  florida: {
    label: 'Florida',
    licensingAgency: 'Florida Agency for Health Care Administration (AHCA)',
    licensingRules: 'Florida 59A-13',
    dailyCensusRule: 'Florida 59A-13.005',
  },
};
