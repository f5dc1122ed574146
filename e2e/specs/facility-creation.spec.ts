import { expect, test, type Page } from '@playwright/test';
import { MESSAGES, ROLE_LABELS } from '@carenest/core';
import { signInAs } from '../support/sign-in.ts';

// Signs in twice, creates a facility and sets a password: 20-40 s on a busy 2-CPU runner.
test.describe.configure({ timeout: 120_000 });

const SHOTS = '/tmp/facility-creation-shots';

/** Fills the New Facility dialog with a facility named `name` and its administrator `email`. */
async function fillNewFacility(page: Page, name: string, email: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'New Facility' });
  await dialog.getByRole('textbox', { name: 'Facility name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Phone' }).fill('(512) 555-0142');
  await dialog.getByRole('textbox', { name: 'Address' }).fill('120 Congress Ave, Austin, TX 78701');
  await dialog.getByRole('combobox', { name: 'Time zone' }).fill('America/Chicago');
  await page.getByRole('option', { name: 'America/Chicago' }).click();
  await dialog.getByRole('textbox', { name: 'Licensed capacity' }).fill('24');
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Rosa');
  await dialog.getByRole('textbox', { name: 'Last name' }).fill('Delgado');
  await dialog.getByRole('textbox', { name: 'Administrator email' }).fill(email);
}

test('the super_admin creates a facility whose administrator sets a password by the invitation link', async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const name = `Bluebonnet PPEC ${stamp}`;
  const email = `admin.${stamp}@bluebonnet.example`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'super_admin');
  await page.goto('/facility');
  const section = page.getByRole('region', { name: 'Facilities' });
  const table = section.getByRole('table', { name: 'Facilities' });
  await expect(table.getByRole('row', { name: /Sunshine Pediatric Extended Care/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /Desert Bloom PPEC/ })).toBeVisible();
  await section.screenshot({ path: `${SHOTS}/section-1280.png` });

  await page.setViewportSize({ width: 390, height: 844 });
  await section.screenshot({ path: `${SHOTS}/section-390.png` });
  await section.getByRole('button', { name: 'New Facility' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Facility' });
  await dialog.getByRole('button', { name: 'Create facility' }).click();
  await expect(dialog.getByText(MESSAGES.facilityNameRequired)).toBeVisible();
  await fillNewFacility(page, name, email);
  await dialog.screenshot({ path: `${SHOTS}/dialog-390.png` });
  await dialog.getByRole('button', { name: 'Create facility' }).click();

  const created = page.getByRole('dialog', { name: 'Facility created' });
  await expect(created.getByText(MESSAGES.facilityCreated)).toBeVisible();
  const link = created.getByRole('textbox', { name: 'Invitation link' });
  await expect(link).toHaveValue(/\/reset-password\?token=/);
  await expect(created.getByRole('button', { name: 'Copy invitation link' })).toBeVisible();
  await created.screenshot({ path: `${SHOTS}/created-390.png` });
  const invitationLink = await link.inputValue();
  await created.getByRole('button', { name: 'Done' }).click();
  const cards = section.getByRole('list', { name: 'Facilities' });
  await expect(cards.getByRole('listitem').filter({ hasText: name })).toContainText('America/Chicago');

  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(table.getByRole('row', { name: new RegExp(name) })).toContainText('America/Chicago');
  await section.getByRole('button', { name: 'New Facility' }).click();
  await dialog.screenshot({ path: `${SHOTS}/dialog-1280.png` });
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  const theirs = await browser.newContext();
  const theirPage = await theirs.newPage();
  await theirPage.goto(invitationLink);
  await theirPage.getByLabel('New password').fill('Invite!Pass7');
  await theirPage.getByLabel('Confirm password').fill('Invite!Pass7');
  await theirPage.getByRole('button', { name: 'Set password' }).click();
  await expect(theirPage).toHaveURL(/\/login$/);
  await theirPage.getByRole('radio', { name: ROLE_LABELS.administrator }).check();
  await theirPage.getByRole('textbox', { name: 'Email' }).fill(email);
  await theirPage.getByRole('textbox', { name: 'Password', exact: true }).fill('Invite!Pass7');
  await theirPage.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(theirPage).toHaveURL(/\/dashboard$/);
  await expect(theirPage.getByText('Signed in as Rosa Delgado')).toBeVisible();
  await theirs.close();
});
