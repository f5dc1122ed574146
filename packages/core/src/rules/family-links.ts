import { FAMILY_CODES } from '../constants.ts';

/**
 * A family code as typed: spaces and dashes dropped, upper case ("abcd-2345" and "ABCD 2345" are the same
 * code). Anything outside the alphabet stays, so it simply matches no code.
 */
export function normalizeFamilyCode(typed: string): string {
  return typed.replace(/[\s-]+/g, '').toUpperCase();
}

/** A family code as shown and printed: two groups of four, "ABCD-2345". */
export function formatFamilyCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/** Whether a normalized code has the shape of a family code (length and alphabet). */
export function isFamilyCodeShaped(code: string): boolean {
  return (
    code.length === FAMILY_CODES.length &&
    [...code].every((character) => FAMILY_CODES.alphabet.includes(character))
  );
}

/**
 * A child's name for comparison: lower case, accents kept, runs of spaces as one, apostrophes unified, so
 * "Mateo  Alvarez" and "mateo alvarez" match and "Mateo Alvarez-Ruiz" does not match "Mateo Alvarez".
 */
export function normalizeChildName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').replace(/[’‘`]/g, "'").toLocaleLowerCase('en-US');
}

/** The spec's age for linking: the years between the birth year and this year (0 to 21 is allowed). */
export function ageFromBirthYear(dateOfBirth: string, today: string): number {
  return Number(today.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
}
