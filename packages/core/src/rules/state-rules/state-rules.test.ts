import { describe, expect, it } from 'vitest';
import { STATE_RULE_SETS } from '../../enums.ts';
import { STATE_RULES, stateRulesFor } from './index.ts';

describe('the state-rules table', () => {
  it('has every section for every state rule set', () => {
    const sections = Object.keys(STATE_RULES.texas).sort();
    for (const ruleSet of STATE_RULE_SETS) {
      expect(Object.keys(STATE_RULES[ruleSet]).sort()).toEqual(sections);
      for (const section of sections)
        expect(STATE_RULES[ruleSet][section as keyof (typeof STATE_RULES)['texas']]).toBeTruthy();
    }
  });

  it('names each state and cites its licensing rules by number', () => {
    expect(stateRulesFor('texas').facility).toMatchObject({
      label: 'Texas',
      licensingRules: 'Texas 26 TAC Chapter 550',
      dailyCensusRule: 'Texas 1 TAC §363.212',
    });
    expect(stateRulesFor('florida').facility).toMatchObject({
      label: 'Florida',
      licensingRules: 'Florida 59A-13',
      dailyCensusRule: 'Florida 59A-13.005',
    });
  });
});
