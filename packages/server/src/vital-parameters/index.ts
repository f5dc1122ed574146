// What other features use of a child's vital sign parameters (ARCHITECTURE.md, "Server folders"): the
// current orders, which recording vital signs judges a reading by.
export { loadChildParameters } from './load-vital-parameters.ts';
