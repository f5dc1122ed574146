/**
 * The National Provider Identifier's check digit: the Luhn formula over the ten digits prefixed with the
 * card issuer identifier 80840 (CMS, "Requirements for NPI check digit").
 */
export function isValidNpi(npi: string): boolean {
  if (!/^\d{10}$/.test(npi)) return false;
  const digits = `80840${npi}`;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The check digit that makes the first nine digits of an NPI valid (for making test NPIs). */
export function npiCheckDigit(firstNine: string): string {
  for (let digit = 0; digit <= 9; digit += 1) if (isValidNpi(`${firstNine}${digit}`)) return String(digit);
  throw new Error('no check digit');
}
