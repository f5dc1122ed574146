import type { ESLint, Rule } from 'eslint';

/** The feature-boundaries rule (see feature-boundaries.js). */
export declare const featureBoundaries: Rule.RuleModule;
/** CareNest's ESLint plugin. */
declare const plugin: ESLint.Plugin;
export default plugin;
