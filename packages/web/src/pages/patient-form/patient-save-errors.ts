import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { MESSAGES } from '@carenest/core';
import { ApiError } from '../../api/client.ts';
import { PATIENT_FORM_LISTS } from './patient-form-values.ts';

const LIST_NAMES: readonly string[] = PATIENT_FORM_LISTS;

/**
 * Puts the server's field messages (dotted paths such as `emergencyContacts.0.phoneNumber`) under
 * the matching inputs; a message about a whole list goes to that list's own error line. The first
 * field with a message gets the focus. Serves the patient form and the care details form alike.
 */
export function applyPatientFieldErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
): void {
  if (!(error instanceof ApiError)) return;
  let isFirst = true;
  for (const [field, message] of Object.entries(error.fields)) {
    const name = LIST_NAMES.includes(field) ? `${field}.root` : field;
    setError(name as Path<Values>, { type: 'server', message }, { shouldFocus: isFirst });
    isFirst = false;
  }
}

/** The red toast after a refused save: the server's own sentence for a refusal, else the generic one. */
export function patientSaveFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return error.message;
  return MESSAGES.patientSaveFailed;
}
