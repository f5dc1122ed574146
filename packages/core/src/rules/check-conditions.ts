import { z } from 'zod';

/**
 * Follow-up rules for text fields that only judge a filled-in value, so an empty field shows just
 * "… is required". (Aborting on the first issue would also stop the form-level checks such as
 * "Passwords must match", which the spec shows together with the field messages.)
 */
export const isEmptyOrAtLeast = (length: number) => (value: string) =>
  value.length === 0 || value.length >= length;

/** An empty value, or a valid email address. */
export const isEmptyOrEmail = (value: string) => value.length === 0 || z.regexes.email.test(value);

/** A value shorter than `length` (judged by the length rule), or one that matches `pattern`. */
export const isShortOrMatches = (length: number, pattern: RegExp) => (value: string) =>
  value.length < length || pattern.test(value);
