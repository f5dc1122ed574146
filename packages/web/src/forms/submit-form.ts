import type { FieldValues, Path, UseFormReturn, UseFormSetError } from 'react-hook-form';
import { MESSAGES } from '@carenest/core';
import { ApiError } from '../api/client.ts';
import { notifyError, notifySuccess } from '../notifications/notify.ts';

/** What one submission of a form (or one write behind a button) does; see `submitForm`. */
export interface FormSubmission<Answer, Values extends FieldValues = FieldValues> {
  /** The write: a mutation hook's `mutateAsync`, so the global 401/HIPAA handling of `app/query-client.ts` runs. */
  write: () => Promise<Answer>;
  /** The spec's success toast, or one chosen from the answer; left out when the screen shows the outcome itself. */
  success?: string | ((answer: Answer) => string);
  /** What follows a saved write: close the dialog, reset the form, navigate. */
  onSuccess?: (answer: Answer) => void | Promise<void>;
  /** The form whose inputs show the server's per-field messages (`error.fields` of a 400 answer). */
  form?: { setError: UseFormSetError<Values> };
  /** Where the server's field messages may go (dotted paths too); every field it names when left out. */
  fields?: readonly Path<Values>[];
  /** Fields holding a list, whose own message goes to the list's error line (`<list>.root`). */
  listFields?: readonly string[];
  /**
   * The spec's sentence for a failure the server did not explain ("Failed to create user"), or a function
   * that chooses the whole sentence itself where the spec gives one sentence for every failure.
   */
  failure?: string | ((error: unknown) => string);
  /** Where the failure's sentence goes instead of the error toast (an alert on a sign-in screen). */
  showFailure?: (message: string) => void;
}

/** Which of the server's field messages go under which input, for `applyServerFieldErrors`. */
export interface FieldPlacement {
  /** The inputs that may show a message; every field the server names when left out. */
  fields?: readonly string[];
  /** Fields holding a list, whose own message goes to the list's error line (`<list>.root`). */
  listFields?: readonly string[];
}

/**
 * Puts the server's per-field messages (`error.fields` of a 400 answer) under the matching inputs of a
 * react-hook-form form, focusing the first. Answers whether any field message was placed.
 */
export function applyServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  { fields, listFields = [] }: FieldPlacement = {},
): boolean {
  if (!(error instanceof ApiError)) return false;
  let hasPlacedMessage = false;
  for (const [field, message] of Object.entries(error.fields)) {
    if (fields && !fields.includes(field)) continue;
    const name = listFields.includes(field) ? `${field}.root` : field;
    setError(name as Path<Values>, { type: 'server', message }, { shouldFocus: !hasPlacedMessage });
    hasPlacedMessage = true;
  }
  return hasPlacedMessage;
}

/** Whether the server refused the request (a 4xx answer), whose message is then the spec's own sentence. */
export function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/**
 * A `failure` that adds a refusal's reason to the spec's sentence ("Failed to export vital signs: …"); a 5xx
 * or a lost connection shows the sentence alone.
 */
export function withReason(sentence: string): (error: unknown) => string {
  return (error) => (isRefusal(error) ? `${sentence}: ${error.message}` : sentence);
}

/**
 * The sentence a failed write shows: a refusal's own sentence (a 4xx answer, in the spec's words) when no
 * input shows it already; otherwise the form's failure sentence, or the generic one. A 5xx or a lost
 * connection never shows the server's text.
 */
export function describeSubmitFailure(
  error: unknown,
  failure?: FormSubmission<unknown>['failure'],
  hasPlacedFieldMessage = false,
): string {
  if (typeof failure === 'function') return failure(error);
  if (isRefusal(error) && !hasPlacedFieldMessage) return error.message;
  return failure ?? (hasPlacedFieldMessage ? MESSAGES.invalidRequest : MESSAGES.internalError);
}

/**
 * Runs one write the way every form does: the write, the success toast, then `onSuccess`; on failure the
 * server's field messages under the inputs and one error toast (`describeSubmitFailure`). Answers the
 * write's answer, or `undefined` when it failed (the failure has then been shown).
 */
export async function submitForm<Answer, Values extends FieldValues = FieldValues>(
  submission: FormSubmission<Answer, Values>,
): Promise<Answer | undefined> {
  let answer: Answer;
  try {
    answer = await submission.write();
  } catch (error) {
    const { form, fields, listFields } = submission;
    const hasPlacedFieldMessage = form
      ? applyServerFieldErrors(error, form.setError, { fields, listFields })
      : false;
    const message = describeSubmitFailure(error, submission.failure, hasPlacedFieldMessage);
    (submission.showFailure ?? notifyError)(message);
    return undefined;
  }
  const { success } = submission;
  if (success) notifySuccess(typeof success === 'string' ? success : success(answer));
  await submission.onSuccess?.(answer);
  return answer;
}

/**
 * The `onSubmit` of a react-hook-form form: checks the values with the form's resolver, then submits them
 * through `submitForm` with the form's own `setError`.
 */
export function formSubmitHandler<Values extends FieldValues, Answer, Submitted = Values>(
  form: Pick<UseFormReturn<Values, unknown, Submitted>, 'handleSubmit' | 'setError'>,
  submission: Omit<FormSubmission<Answer, Values>, 'write' | 'form'> & {
    write: (values: Submitted) => Promise<Answer>;
  },
) {
  return form.handleSubmit(async (values) => {
    await submitForm({ ...submission, form, write: () => submission.write(values) });
  });
}

/**
 * A `form` for `submitForm` whose field messages live in a record in React state (a form built without
 * react-hook-form): each placed message is added under its field name.
 */
export function fieldMessagesState(
  setMessages: (update: (current: Record<string, string>) => Record<string, string>) => void,
): { setError: UseFormSetError<FieldValues> } {
  return {
    setError: (name, { message }) =>
      setMessages((current) => ({ ...current, [name]: message ?? MESSAGES.invalidRequest })),
  };
}
