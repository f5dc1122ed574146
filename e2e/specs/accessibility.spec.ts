import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { MESSAGES, ROLES, navigationFor, type Role } from '@carenest/core';
import { newAccount } from '../support/accounts.ts';
import { signInAs } from '../support/sign-in.ts';

/**
 * Serious and critical axe findings on the current page, as readable lines; with `include`, only inside that
 * selector (an open dialog: the page dimmed behind its overlay is not what the user reads).
 */
async function seriousViolations(page: import('@playwright/test').Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

test('the public screens have no serious or critical accessibility violations', async ({ page }) => {
  for (const path of ['/login', '/register', '/forgot-password']) {
    await page.goto(path);
    await expect(page.getByRole('heading').first()).toBeVisible();
    expect(await seriousViolations(page), path).toEqual([]);
  }
});

/** Screens checked per test: a role's whole menu, a few screens at a time, so each test stays short. */
const SCREENS_PER_TEST = 4;

for (const role of ROLES) {
  const paths = [...navigationFor(role).map((entry) => entry.path), '/profile', '/settings'];
  for (let first = 0; first < paths.length; first += SCREENS_PER_TEST) {
    const chunk = paths.slice(first, first + SCREENS_PER_TEST);
    test(`every screen in the ${role} menu passes axe: ${chunk.join(', ')}`, async ({ page }) => {
      test.setTimeout(120_000);
      await signInAs(page, role as Role);
      for (const path of chunk) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(await seriousViolations(page), `${role} ${path}`).toEqual([]);
      }
    });
  }
}

test('the HIPAA Sign step and the Administer dialog, signed with a typed name, pass axe', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const account = newAccount('parent', 'Avery');
  expect((await page.request.post('/api/auth/register', { data: account })).status()).toBe(201);
  await page.goto('/dashboard');
  await page.getByRole('checkbox', { name: 'I have read and understand this document' }).check();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByRole('checkbox', { name: /I understand my obligations/ }).check();
  await page.getByRole('button', { name: 'Continue to Signature' }).click();
  await page.getByRole('textbox', { name: 'Or type your full name to sign' }).fill('Avery Tester');
  await page.getByRole('button', { name: 'Sign with typed name' }).click();
  await expect(
    page.getByRole('img', { name: 'Signature pad, signed with typed name Avery Tester' }),
  ).toBeVisible();
  expect(await seriousViolations(page), 'HIPAA Sign step').toEqual([]);

  await page.context().clearCookies();
  await signInAs(page, 'nurse');
  const list = await page.request.get('/api/patients?search=Mateo');
  await page.goto(`/patients/${(await list.json()).items[0].id as string}?tab=medications`);
  await page.getByRole('button', { name: 'Administer Baclofen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Administer Medication' });
  await dialog.getByRole('button', { name: 'Sign with typed name' }).click();
  await expect(
    dialog.getByRole('alert').filter({ hasText: MESSAGES.dosageAndSignatureRequired }),
  ).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]'), 'Administer dialog').toEqual([]);
});
