import { expect, type Page } from '@playwright/test';
import { ROLE_LABELS, isAdministrator, type Role, type SignInRole } from '@carenest/core';

/** Password of every demo account. */
export const DEMO_PASSWORD = 'Demo!Pass1';

/** The demo account of a role. */
export function demoEmail(role: Role): string {
  return `${role === 'super_admin' ? 'superadmin' : role}@carenest.example`;
}

/** The sign-in card a role picks (super_admin signs in through the Administrator card). */
export function signInCardFor(role: Role): SignInRole {
  return isAdministrator(role) ? 'administrator' : (role as SignInRole);
}

/** Signs in through the sign-in screen as the demo account of `role` and waits for the dashboard. */
export async function signInAs(page: Page, role: Role, options: { expectPath?: RegExp } = {}): Promise<void> {
  await page.goto('/login');
  await page.getByRole('radio', { name: ROLE_LABELS[signInCardFor(role)] }).check();
  await page.getByRole('textbox', { name: 'Email' }).fill(demoEmail(role));
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(options.expectPath ?? /\/dashboard$/);
}

/**
 * Signs in as `role` in `page`, then opens a fresh tab of the same browser session: a test that counts a page's
 * requests counts that tab's, since the sign-in page's last requests can still be under way after its address
 * changed.
 */
export async function signInInNewTab(page: Page, role: Role): Promise<Page> {
  await signInAs(page, role);
  return page.context().newPage();
}
