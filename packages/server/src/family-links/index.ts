export { hashFamilyCode } from './family-code-hash.ts';
