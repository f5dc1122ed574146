import { expect, test, type Page } from '@playwright/test';
import { generateSync } from 'otplib';
import { MESSAGES } from '@carenest/core';
import { clientAddress, newAccount, registerThroughApi } from '../support/accounts.ts';
import { DEMO_PASSWORD } from '../support/sign-in.ts';
import { drawSignature } from '../support/signature.ts';

/** The secret printed in the README's demo section. */
const README_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** Fills the registration form. */
async function fillRegistration(page: Page, account: ReturnType<typeof newAccount>): Promise<void> {
  await page.getByRole('textbox', { name: 'First name' }).fill(account.firstName);
  await page.getByRole('textbox', { name: 'Last name' }).fill(account.lastName);
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('textbox', { name: 'Confirm password' }).fill(account.confirmPassword);
}

test('registration shows each validation message of the spec', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('textbox', { name: 'First name' }).fill('A');
  await page.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('weakpass');
  await page.getByRole('textbox', { name: 'Confirm password' }).fill('different');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText(MESSAGES.firstNameTooShort)).toBeVisible();
  await expect(page.getByText(MESSAGES.lastNameRequired)).toBeVisible();
  await expect(page.getByText(MESSAGES.emailInvalid)).toBeVisible();
  await expect(page.getByText(MESSAGES.passwordComplexity)).toBeVisible();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('short');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText(MESSAGES.passwordTooShort)).toBeVisible();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Strong!Pass1');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText(MESSAGES.passwordsMustMatch)).toBeVisible();
});

test('a new nurse registers, walks the three HIPAA steps, signs by drawing and reaches a pending dashboard', async ({
  page,
}) => {
  const account = newAccount('nurse', 'Robin');
  await page.goto('/register');
  await fillRegistration(page, account);
  await page.getByRole('radio', { name: /Nurse/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText(MESSAGES.registrationSuccess)).toBeVisible();

  await expect(page.getByText('2024.1').first()).toBeVisible();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByText(MESSAGES.hipaaReadRequired)).toBeVisible();
  await page.getByRole('checkbox', { name: 'I have read and understand this document' }).check();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByRole('button', { name: 'Continue to Signature' }).click();
  await expect(page.getByText(MESSAGES.hipaaUnderstoodRequired)).toBeVisible();
  await page.getByRole('checkbox', { name: /I understand my obligations/ }).check();
  await page.getByRole('button', { name: 'Continue to Signature' }).click();
  await page.getByRole('button', { name: 'Sign & Accept Agreement' }).click();
  await expect(page.getByText(MESSAGES.hipaaSignatureRequired)).toBeVisible();
  await drawSignature(page, page.getByLabel('Signature pad'));
  await page.getByRole('button', { name: 'Sign & Accept Agreement' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toContainText('Robin');
  await expect(page.getByText(MESSAGES.pendingApproval)).toBeVisible();
  const status = await page.request.get('/api/hipaa');
  expect((await status.json()).requiresSignature).toBe(false);
});

test('declining the agreement signs the user out', async ({ page }) => {
  const account = newAccount('parent', 'Dale');
  await page.goto('/register');
  await fillRegistration(page, account);
  await page.getByRole('radio', { name: /Parent\/Guardian/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByRole('button', { name: 'Decline & Exit' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await (await page.request.get('/api/auth/session')).json()).user).toBeNull();
});

test.describe('lockout', () => {
  test.use({ extraHTTPHeaders: clientAddress(21) });

  test('three wrong passwords lock the account; the right one then gets the same message', async ({
    page,
  }) => {
    const account = newAccount('parent', 'Lee');
    await registerThroughApi(page.request, account);
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Wrong!Passw0rd');
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect(
        page.getByRole('alert').filter({ hasText: MESSAGES.invalidCredentials }).first(),
      ).toBeVisible();
    }
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: MESSAGES.invalidCredentials }).first(),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('TOTP', () => {
  test.use({ extraHTTPHeaders: clientAddress(22) });

  test("the MFA administrator signs in with a code from the README's secret", async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('radio', { name: 'Administrator' }).check();
    await page.getByRole('textbox', { name: 'Email' }).fill('mfa-admin@carenest.example');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    const code = page.getByRole('textbox', { name: 'Authentication code' });
    await code.fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText(MESSAGES.invalidMfaCode).first()).toBeVisible();
    await code.fill(generateSync({ secret: README_TOTP_SECRET }));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Morgan');
  });
});

test('an idle session warns, then signs out automatically', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('carenest.idleSeconds', '8'));
  const account = newAccount('parent', 'Idle');
  await registerThroughApi(page.request, account);
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Are you still there?' })).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 });
  await expect(page.getByText('You were signed out after 15 minutes of inactivity.')).toBeVisible();
  expect((await (await page.request.get('/api/auth/session')).json()).user).toBeNull();
});
