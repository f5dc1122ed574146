/**
 * Whether text can be stored as PostgreSQL text: no NUL character and no lone UTF-16 surrogate (half of an
 * emoji cut in two). PostgreSQL refuses both, so they are refused as bad input before they reach it.
 */
export function isStorableText(text: string): boolean {
  // eslint-disable-next-line no-control-regex
  return !/\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);
}
