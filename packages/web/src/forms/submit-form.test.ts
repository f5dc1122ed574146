import { afterEach, describe, expect, it } from 'vitest';
import { cleanNotifications, notificationsStore } from '@mantine/notifications';
import { MESSAGES, TOASTS } from '@carenest/core';
import { ApiError } from '../api/client.ts';
import {
  applyServerFieldErrors,
  describeSubmitFailure,
  fieldMessagesState,
  submitForm,
  withReason,
} from './submit-form.ts';

/** The toasts shown so far, as their message and colour. */
function toasts() {
  const { notifications, queue } = notificationsStore.getState();
  return [...notifications, ...queue].map(({ message, color, autoClose }) => ({ message, color, autoClose }));
}

/** A form's setError that keeps what it was told, as react-hook-form would show it under each input. */
function recordingForm() {
  const placed: Record<string, { message?: string; isFocused: boolean }> = {};
  return {
    placed,
    setError: (name: string, error: { message?: string }, options?: { shouldFocus?: boolean }) => {
      placed[name] = { message: error.message, isFocused: options?.shouldFocus ?? false };
    },
  };
}

const refusedEmail = new ApiError(400, 'VALIDATION_FAILED', 'Enter a valid email', {
  email: 'Enter a valid email',
  unknownField: 'Not on this form',
});
const conflict = new ApiError(409, 'CONFLICT', 'This email is already registered');
const serverFailure = new ApiError(500, 'INTERNAL_ERROR', 'stack trace text');
const lostConnection = new ApiError(0, 'NETWORK_ERROR', MESSAGES.internalError);

afterEach(() => cleanNotifications());

describe('describeSubmitFailure', () => {
  it("shows a refusal's own sentence when no input shows it", () => {
    expect(describeSubmitFailure(conflict, MESSAGES.failedToCreateUser)).toBe(
      'This email is already registered',
    );
  });

  it("shows the form's failure sentence once the inputs carry the server's messages", () => {
    expect(describeSubmitFailure(refusedEmail, MESSAGES.failedToCreateUser, true)).toBe(
      MESSAGES.failedToCreateUser,
    );
    expect(describeSubmitFailure(refusedEmail, undefined, true)).toBe(MESSAGES.invalidRequest);
  });

  it("never shows a 5xx's text or a lost connection's, but the form's sentence or the generic one", () => {
    expect(describeSubmitFailure(serverFailure, MESSAGES.failedToCreateUser)).toBe(
      MESSAGES.failedToCreateUser,
    );
    expect(describeSubmitFailure(serverFailure)).toBe(MESSAGES.internalError);
    expect(describeSubmitFailure(lostConnection, MESSAGES.failedToLinkChild)).toBe(
      MESSAGES.failedToLinkChild,
    );
    expect(describeSubmitFailure(new TypeError('boom'))).toBe(MESSAGES.internalError);
  });

  it('lets a failure function choose the whole sentence', () => {
    expect(describeSubmitFailure(conflict, () => MESSAGES.registrationFailed)).toBe(
      MESSAGES.registrationFailed,
    );
    expect(withReason(MESSAGES.failedToExportEod)(conflict)).toBe(
      `${MESSAGES.failedToExportEod}: This email is already registered`,
    );
    expect(withReason(MESSAGES.failedToExportEod)(serverFailure)).toBe(MESSAGES.failedToExportEod);
  });
});

describe('applyServerFieldErrors', () => {
  it('places only the named fields, focusing the first', () => {
    const form = recordingForm();
    expect(applyServerFieldErrors(refusedEmail, form.setError, { fields: ['email', 'firstName'] })).toBe(
      true,
    );
    expect(form.placed).toEqual({ email: { message: 'Enter a valid email', isFocused: true } });
  });

  it("puts a list's own message on the list's error line", () => {
    const form = recordingForm();
    const refusal = new ApiError(400, 'VALIDATION_FAILED', 'At least one contact', {
      emergencyContacts: 'At least one contact',
      'allergies.0.allergen': 'Allergen is required',
    });
    applyServerFieldErrors(refusal, form.setError, { listFields: ['emergencyContacts'] });
    expect(Object.keys(form.placed)).toEqual(['emergencyContacts.root', 'allergies.0.allergen']);
    expect(form.placed['allergies.0.allergen']?.isFocused).toBe(false);
  });

  it('places nothing for an error that is not an API refusal', () => {
    const form = recordingForm();
    expect(applyServerFieldErrors(new Error('offline'), form.setError)).toBe(false);
    expect(form.placed).toEqual({});
  });
});

describe('submitForm', () => {
  it('toasts success in green for the spec’s 2 s, then runs onSuccess with the answer', async () => {
    const seen: string[] = [];
    const answer = await submitForm({
      write: () => Promise.resolve({ id: 'n-1' }),
      success: (saved) => `Saved ${saved.id}`,
      onSuccess: (saved) => void seen.push(saved.id),
    });
    expect(answer).toEqual({ id: 'n-1' });
    expect(seen).toEqual(['n-1']);
    expect(toasts()).toEqual([{ message: 'Saved n-1', color: 'green', autoClose: TOASTS.successMs }]);
  });

  it('puts field messages under the inputs and one red toast on a refusal, and answers undefined', async () => {
    const form = recordingForm();
    let isCalled = false;
    const answer = await submitForm({
      write: () => Promise.reject(refusedEmail),
      onSuccess: () => void (isCalled = true),
      form,
      fields: ['email'],
      failure: MESSAGES.failedToCreateUser,
    });
    expect(answer).toBeUndefined();
    expect(isCalled).toBe(false);
    expect(form.placed.email?.message).toBe('Enter a valid email');
    expect(toasts()).toEqual([
      { message: MESSAGES.failedToCreateUser, color: 'red', autoClose: TOASTS.errorMs },
    ]);
  });

  it('sends the failure elsewhere when the screen shows it itself', async () => {
    const shown: string[] = [];
    await submitForm({
      write: () => Promise.reject(conflict),
      showFailure: (message) => shown.push(message),
    });
    expect(shown).toEqual(['This email is already registered']);
    expect(toasts()).toEqual([]);
  });

  it('keeps field messages of a form without react-hook-form in a record', async () => {
    let messages: Record<string, string> = { other: 'kept' };
    await submitForm({
      write: () => Promise.reject(refusedEmail),
      form: fieldMessagesState((update) => (messages = update(messages))),
      fields: ['email'],
    });
    expect(messages).toEqual({ other: 'kept', email: 'Enter a valid email' });
  });
});
