import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { MESSAGES } from '@carenest/core';
import {
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from '../../packages/server/test/support/server-process.ts';
import { signInAs } from '../support/sign-in.ts';
import { drawSignature } from '../support/signature.ts';

/** Where the screenshots of /setup go, to be looked at. */
const SCREENSHOTS = path.join(import.meta.dirname, '../../.tmp/first-run-setup');

/** Fills the setup form as a center's first administrator would. */
async function fillSetupForm(page: Page, code: string): Promise<void> {
  await page.getByLabel('Setup code').fill(code);
  await page.getByLabel('Facility name').fill('Bluebonnet PPEC');
  await page.getByLabel('Address').fill('200 Congress Ave, Austin, TX 78701');
  await page.getByLabel('Phone').fill('(512) 555-0101');
  await page.getByLabel('Time zone').selectOption('America/Chicago');
  await page.getByLabel('State rules').selectOption({ label: 'Texas' });
  await page.getByLabel('Licensed capacity').fill('40');
  await page.getByLabel('Opens at').fill('07:00');
  await page.getByLabel('Closes at').fill('18:00');
  await page.getByLabel('First name').fill('Rosa');
  await page.getByLabel('Last name').fill('Delgado');
  await page.getByLabel('Administrator email').fill('rosa.delgado@bluebonnet.example');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('First!Admin9');
  await page.getByRole('textbox', { name: 'Confirm password' }).fill('First!Admin9');
}

test.describe('a real install without demo data', () => {
  test.describe.configure({ timeout: 180_000 });
  const directory = mkdtempSync(path.join(tmpdir(), 'carenest-e2e-setup-'));
  let server: ServerProcess;
  let code = '';
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startServerProcess({ DATA_DIR: directory, SEED_DEMO: 'false' }, 150_000, {
      keepsOutput: true,
    });
    code = /^setup code: (\S+)$/m.exec(server.output())?.[1] ?? '';
  });
  test.afterAll(async () => {
    await stopServerProcess(server, 'SIGTERM');
    rmSync(directory, { recursive: true, force: true });
  });

  test('is set up from /setup with the logged code, then its administrator signs in', async ({ browser }) => {
    expect(code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    const context = await browser.newContext({ baseURL: server.baseUrl });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/setup$/);
    await expect(page.getByText(MESSAGES.demoInstallBanner)).toHaveCount(0);
    await fillSetupForm(page, code);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: path.join(SCREENSHOTS, `setup-${width}.png`), fullPage: true });
    }
    await page.getByRole('button', { name: 'Create facility' }).click();
    await expect(page.getByRole('heading', { name: MESSAGES.setupCompleteTitle })).toBeVisible();
    await expect(page.getByLabel('Setup code')).toHaveCount(0);

    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.getByRole('radio', { name: 'Administrator' }).check();
    await page.getByRole('textbox', { name: 'Email' }).fill('rosa.delgado@bluebonnet.example');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('First!Admin9');
    await expect(page.getByRole('heading', { name: 'Demo Access' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByRole('checkbox', { name: 'I have read and understand this document' }).check();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('checkbox', { name: /I understand my obligations/ }).check();
    await page.getByRole('button', { name: 'Continue to Signature' }).click();
    await drawSignature(page, page.getByLabel('Signature pad'));
    await page.getByRole('button', { name: 'Sign & Accept Agreement' }).click();
    await expect(page.getByText(MESSAGES.mfaEnrolmentRequired)).toBeVisible();
    await context.close();
  });
});

test('a demo install says so on the sign-in screen and on every signed-in screen', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByText(MESSAGES.demoInstallBanner)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Demo Access' })).toBeVisible();
  await signInAs(page, 'nurse');
  await expect(page.getByText(MESSAGES.demoInstallBanner)).toBeVisible();
  await page.screenshot({ path: path.join(SCREENSHOTS, 'demo-dashboard.png') });
});
