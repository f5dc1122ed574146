import { mkdirSync, readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { MESSAGES, formatCalendarDate, type Role } from '@carenest/core';
import { demoEmail, signInAs } from '../support/sign-in.ts';

test.describe.configure({ timeout: 120_000 });

/** Where the screenshots of the staffing screens go, to be looked at. */
const SHOTS = '/tmp/staffing-shots';

/** The time clock as the server answers it to the signed-in page. */
async function isClockedIn(page: Page): Promise<boolean> {
  const response = await page.request.get('/api/time-clock');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { isClockedIn: boolean }).isClockedIn;
}

/** The id of a demo account, as the administrator signed in to `page` finds it. */
async function demoUserId(page: Page, role: Role): Promise<string> {
  const response = await page.request.get(`/api/users?search=${encodeURIComponent(demoEmail(role))}`);
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as { items: { id: string; email: string }[] };
  const account = items.find((item) => item.email === demoEmail(role));
  if (!account) throw new Error(`no demo ${role}`);
  return account.id;
}

test('the demo nurse clocks out and in from the dashboard, and the state survives a reload', async ({
  page,
}) => {
  await signInAs(page, 'nurse');
  const clock = page.getByRole('region', { name: 'Time Clock' });
  // The demo nurse starts the day clocked in as RN.
  await expect(clock.getByRole('button', { name: MESSAGES.clockOut })).toBeVisible();
  expect(await isClockedIn(page)).toBe(true);

  await clock.getByRole('button', { name: MESSAGES.clockOut }).click();
  await expect(clock.getByRole('button', { name: MESSAGES.clockIn })).toBeVisible();
  expect(await isClockedIn(page)).toBe(false);
  await page.reload();
  await expect(clock.getByRole('button', { name: MESSAGES.clockIn })).toBeVisible();

  await expect(
    clock.getByRole('radiogroup', { name: 'Working as' }).getByRole('radio', { name: 'RN' }),
  ).toBeChecked();
  await clock.getByRole('button', { name: MESSAGES.clockIn }).click();
  await expect(clock.getByRole('button', { name: MESSAGES.clockOut })).toBeVisible();
  await expect(clock).toContainText('Clocked in as RN since');
  expect(await isClockedIn(page)).toBe(true);
  await page.reload();
  await expect(clock.getByRole('button', { name: MESSAGES.clockOut })).toBeVisible();
});

test('the administrator reads the Staff-to-Child Ratio on the dashboard and on Staffing', async ({
  page,
}) => {
  await signInAs(page, 'administrator');
  const card = page.getByRole('region', { name: MESSAGES.staffingRatioTitle });
  await expect(card).toContainText(/\d+ staff for \d+ (child|children)/);
  await expect(card).toContainText(/Required: \d+ qualified staff/);

  await page.getByRole('navigation').getByRole('link', { name: 'Staffing' }).first().click();
  await expect(page).toHaveURL(/\/staffing$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('region', { name: MESSAGES.staffingRatioTitle })).toContainText('staff for');
  // The demo day: the ratio met, then briefly not met, in the log.
  const log = main.getByRole('region', { name: 'Staffing log' });
  await expect(log.getByRole('list', { name: 'Changes' }).getByText('Not met')).not.toHaveCount(0);
  await expect(log.getByText(/min out of ratio/)).toBeVisible();
  await expect(main.getByRole('img', { name: /minutes out of ratio/ })).toBeVisible();
  await expect(main.getByRole('region', { name: 'Shifts' }).getByRole('listitem').first()).toBeVisible();
});

test("the administrator adds a credential on a nurse's page and it is listed with its expiry date", async ({
  page,
}) => {
  await signInAs(page, 'administrator');
  const nurseId = await demoUserId(page, 'nurse');
  await page.goto(`/users/${nurseId}`);
  const panel = page.getByRole('main').getByRole('region', { name: 'Credentials' });
  const list = panel.getByRole('list', { name: 'Credentials' });
  await expect(list.getByRole('listitem', { name: 'CPR' })).toContainText('Expires within 30 days');

  const expiresOn = `${new Date().getUTCFullYear() + 2}-06-30`;
  await panel.getByRole('button', { name: 'Add credential' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add credential' });
  await dialog.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Immunization' });
  await dialog.getByLabel('Issued on').fill('2025-07-01');
  await dialog.getByLabel('Expires on').fill(expiresOn);
  await dialog.getByRole('button', { name: 'Add credential' }).click();
  await expect(page.getByText(MESSAGES.credentialAdded)).toBeVisible();
  await expect(dialog).toBeHidden();
  const added = list.getByRole('listitem', { name: 'Immunization', exact: true });
  await expect(added).toContainText(formatCalendarDate(expiresOn));
  await expect(added).toContainText('Current');
  await expect(added).toContainText('Verified by');

  const api = await page.request.get(`/api/users/${nurseId}/credentials`);
  const { credentials } = (await api.json()) as { credentials: { type: string; expiresOn: string }[] };
  expect(credentials).toContainEqual(expect.objectContaining({ type: 'immunization', expiresOn }));
});

test('the administrator downloads the timecards CSV with its header row', async ({ page }) => {
  await signInAs(page, 'administrator');
  await page.goto('/staffing');
  const panel = page.getByRole('region', { name: 'Timecards' });
  const downloading = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download timecards (CSV)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const lines = readFileSync(await download.path(), 'utf8')
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toMatch(/^Date,Staff member,Credential,Clock in,Clock out/);
  expect(lines.length).toBeGreaterThan(1);
});

/** The serious and critical WCAG 2.1 AA violations inside `selector`. */
async function seriousViolations(page: Page, selector: string): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .include(selector)
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

test("a staff member's page and the Add credential and Correct shift dialogs pass axe", async ({ page }) => {
  await signInAs(page, 'administrator');
  await page.goto(`/users/${await demoUserId(page, 'nurse')}`);
  const panel = page.getByRole('main').getByRole('region', { name: 'Credentials' });
  await expect(panel.getByRole('listitem').first()).toBeVisible();
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await panel.getByRole('button', { name: 'Add credential' }).click();
  await expect(page.getByRole('dialog', { name: 'Add credential' })).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await page.keyboard.press('Escape');

  await page.goto('/staffing');
  const shifts = page.getByRole('region', { name: 'Shifts' });
  await shifts
    .getByRole('button', { name: /^Correct / })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: /^Correct .* shift$/ });
  await expect(dialog.getByLabel('Clock in')).not.toHaveValue('');
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  // A correction without a reason is refused under its field, and nothing is saved.
  await dialog.getByRole('button', { name: 'Save correction' }).click();
  await expect(dialog.getByText(MESSAGES.correctionReasonRequired)).toBeVisible();
});

test('the staffing screens read at 390 px and 1280 px for each role that reaches them', async ({
  browser,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  const screens: { role: Role; path: (page: Page) => Promise<string>; name: string }[] = [
    { role: 'administrator', name: 'staffing', path: () => Promise.resolve('/staffing') },
    {
      role: 'administrator',
      name: 'user-credentials',
      path: (page) => demoUserId(page, 'nurse').then((id) => `/users/${id}`),
    },
    {
      role: 'super_admin',
      name: 'user-credentials',
      path: (page) => demoUserId(page, 'nurse').then((id) => `/users/${id}`),
    },
    { role: 'nurse', name: 'profile', path: () => Promise.resolve('/profile') },
    { role: 'administrator', name: 'profile', path: () => Promise.resolve('/profile') },
  ];
  for (const width of [390, 1280]) {
    for (const screen of screens) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await signInAs(page, screen.role);
      await page.goto(await screen.path(page));
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('main .mantine-Skeleton-root')).toHaveCount(0);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${screen.name} as ${screen.role} at ${width} px`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${SHOTS}/${screen.name}-${screen.role}-${width}.png`, fullPage: true });
      await context.close();
    }
  }
});
