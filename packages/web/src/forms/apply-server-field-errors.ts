import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../api/client.ts';

/**
 * Puts the server's per-field messages (`error.fields` of a 400 answer) under the matching inputs
 * of a react-hook-form form. Answers whether any field message was placed.
 */
export function applyServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  fieldNames: readonly Path<Values>[],
  setError: UseFormSetError<Values>,
): boolean {
  if (!(error instanceof ApiError)) return false;
  let hasPlacedMessage = false;
  for (const field of fieldNames) {
    const message = error.fields[field];
    if (message) {
      setError(field, { message });
      hasPlacedMessage = true;
    }
  }
  return hasPlacedMessage;
}
