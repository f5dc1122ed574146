// What other features use of a child's vital sign parameters (ARCHITECTURE.md, "Server folders"): the
// current orders and the facility's defaults for the child's age, which recording vital signs judges a reading by.
export { loadChildDefaults, loadChildParameters } from './load-vital-parameters.ts';
