import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ROLE_LABELS } from '@carenest/core';
import { drawSignature } from './signature.ts';

/** A fresh account's details: a unique email, a valid password. */
export function newAccount(
  role: 'parent' | 'nurse' | 'therapist' | 'driver' | 'administrator',
  firstName = 'Casey',
) {
  return {
    firstName,
    lastName: 'Tester',
    email: `${role}-${randomUUID().slice(0, 8)}@e2e.example`,
    role,
    password: 'E2e!Passw0rd',
    confirmPassword: 'E2e!Passw0rd',
  };
}

/** Registers an account through the API and signs it out again, so a test can sign in through the screen. */
export async function registerThroughApi(
  request: APIRequestContext,
  account: ReturnType<typeof newAccount>,
): Promise<void> {
  const response = await request.post('/api/auth/register', { data: account });
  if (response.status() !== 201)
    throw new Error(`registration failed: ${response.status()} ${await response.text()}`);
  await request.post('/api/auth/logout');
}

/**
 * A client address of the documentation range for one test. The e2e server trusts X-Forwarded-For, so tests
 * that fail sign-ins on purpose do not use up the "5 failures from one IP" budget of the others.
 */
export function clientAddress(index: number): { 'X-Forwarded-For': string } {
  return { 'X-Forwarded-For': `198.51.100.${index}` };
}

/**
 * Signs a fresh account in through the sign-in screen and walks the HIPAA agreement's three steps (read,
 * understood, drawn signature), landing on the dashboard.
 */
export async function signInAndAcceptAgreement(
  page: Page,
  account: ReturnType<typeof newAccount>,
): Promise<void> {
  await page.goto('/login');
  await page.getByRole('radio', { name: ROLE_LABELS[account.role] }).check();
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByRole('checkbox', { name: 'I have read and understand this document' }).check();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByRole('checkbox', { name: /I understand my obligations/ }).check();
  await page.getByRole('button', { name: 'Continue to Signature' }).click();
  await drawSignature(page, page.getByLabel('Signature pad'));
  await page.getByRole('button', { name: 'Sign & Accept Agreement' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}
