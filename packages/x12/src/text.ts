/**
 * Values as X12 wants them: free text uppercased, without accents or characters outside the basic and
 * extended character sets (and never a delimiter), amounts in dollars from integer cents, dates as CCYYMMDD.
 */

/** Free text for a name or address element: ASCII, uppercase, no delimiter, single spaces, at most `max`. */
export function x12Text(value: string, max: number): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 !"&'()+,\-./;?=@#%]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toUpperCase()
    .slice(0, max)
    .trim();
}

/** Integer cents as an X12 decimal amount: `110`, `110.5` becomes `110.50`, negative with a leading minus. */
export function formatAmount(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`amount ${cents} is not a whole number of cents`);
  const sign = cents < 0 ? '-' : '';
  const magnitude = Math.abs(cents);
  const dollars = Math.floor(magnitude / 100);
  const rest = magnitude % 100;
  return rest === 0 ? `${sign}${dollars}` : `${sign}${dollars}.${String(rest).padStart(2, '0')}`;
}

/** An X12 decimal amount (`945.00`, `-12.5`, `.75`) as integer cents, or null when it is not one. */
export function parseAmount(value: string): number | null {
  const match = /^(-?)(\d*)(?:\.(\d{1,2}))?$/.exec(value);
  if (!match || (match[2] === '' && match[3] === undefined)) return null;
  const cents = Number(match[2] || '0') * 100 + Number((match[3] ?? '0').padEnd(2, '0'));
  return match[1] === '-' ? -cents : cents;
}

/** A calendar date `YYYY-MM-DD` as X12's CCYYMMDD. */
export function formatDate(isoDate: string): string {
  return isoDate.replaceAll('-', '');
}

/** X12's CCYYMMDD as `YYYY-MM-DD`, or null when it is not a real date. */
export function parseDate(value: string): string | null {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  if (!match) return null;
  const iso = `${match[1]}-${match[2]}-${match[3]}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso) ? iso : null;
}

/** An ICD-10-CM code without its dot, as HI carries it (`G80.0` becomes `G800`). */
export function icd10ForX12(code: string): string {
  return code.replace('.', '').toUpperCase();
}

/** An ICD-10-CM code as HI carries it: a letter, two characters, then up to four more, no dot. */
export const ICD10_X12_PATTERN = /^[A-TV-Z][0-9][0-9AB][0-9A-TV-Z]{0,4}$/;
