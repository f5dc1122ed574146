import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { MESSAGES } from '@carenest/core';
import { signInAs } from '../support/sign-in.ts';

test.describe.configure({ timeout: 120_000 });

/** Where the screenshots of the incident screens go, to be looked at. */
const SHOTS = '/tmp/incidents-shots';

test('a nurse reports a fall from a phone and sees it in the list', async ({ browser }) => {
  mkdirSync(SHOTS, { recursive: true });
  const location = `Sensory room ${Date.now().toString(36)}`;
  const nurse = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await signInAs(nurse, 'nurse');
  await nurse.goto('/incidents');
  const main = nurse.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Incidents', level: 1 })).toBeVisible();
  await expect(main.getByRole('article').first()).toBeVisible();
  await nurse.screenshot({ path: `${SHOTS}/list-390.png`, fullPage: true });

  await main.getByRole('button', { name: 'Report Incident' }).click();
  const dialog = nurse.getByRole('dialog', { name: 'Report Incident' });
  await dialog.getByRole('combobox', { name: 'Type of incident' }).selectOption('fall_or_injury');
  await dialog.getByRole('textbox', { name: 'Where it happened' }).fill(location);
  await dialog
    .getByRole('textbox', { name: 'What happened' })
    .fill('Slid off the beanbag and bumped an elbow.');
  await dialog.getByRole('combobox', { name: 'Child' }).selectOption({ index: 1 });
  await dialog.getByRole('textbox', { name: 'Care given' }).fill('Cold pack for 10 minutes; full movement.');
  await dialog.getByRole('checkbox', { name: 'A parent has been notified' }).check();
  await dialog.getByRole('textbox', { name: 'Who was notified' }).fill('Mother, by phone');
  await dialog.screenshot({ path: `${SHOTS}/dialog-390.png` });
  await dialog.getByRole('button', { name: 'Report Incident' }).click();
  await expect(nurse.getByText(MESSAGES.incidentReported)).toBeVisible();
  await expect(dialog).toBeHidden();
  const card = main.getByRole('article').filter({ hasText: location });
  await expect(card.getByText('Open', { exact: true })).toBeVisible();
  await expect(card).toContainText('Fall or injury');
  await expect(card).toContainText('Care given by');
});

test('an administrator sees the demo fall closed with its corrective action and closes the open medication error', async ({
  browser,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  const admin = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signInAs(admin, 'administrator');
  await admin.goto('/incidents');
  const main = admin.getByRole('main');
  const fall = main.getByRole('article').filter({ hasText: 'Playground, low slide' });
  await expect(fall.getByText('Closed', { exact: true })).toBeVisible();
  await expect(fall).toContainText('Non-slip treads fitted');
  const error = main.getByRole('article').filter({ hasText: 'Medication room' });
  await expect(error.getByText('Open', { exact: true })).toBeVisible();
  await admin.screenshot({ path: `${SHOTS}/list-1280.png`, fullPage: true });

  await error.getByRole('button', { name: 'Close incident' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Close incident' });
  await dialog.getByRole('button', { name: 'Close incident' }).click();
  await expect(dialog.getByText(MESSAGES.incidentCorrectiveActionRequired)).toBeVisible();
  await dialog
    .getByRole('textbox', { name: 'Corrective action taken to prevent a repeat' })
    .fill('A second nurse covers the medication round during a seizure response.');
  await dialog.getByRole('button', { name: 'Close incident' }).click();
  await expect(admin.getByText(MESSAGES.incidentClosedNow)).toBeVisible();
  await expect(error.getByText('Closed', { exact: true })).toBeVisible();
});

test("a parent reads their child's incidents on the chart: the family view, without the narrative", async ({
  browser,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  const parent = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await signInAs(parent, 'parent');
  const children = (await (await parent.request.get('/api/my-children')).json()) as {
    children: { id: string; firstName: string }[];
  };
  const mateo = children.children.find((child) => child.firstName === 'Mateo')!;
  await parent.goto(`/patients/${mateo.id}?tab=incidents`);
  const tab = parent.getByRole('region', { name: 'Incidents' });
  const fall = tab.getByRole('article').filter({ hasText: 'Playground, low slide' });
  await expect(fall).toContainText('Ice pack for 10 minutes');
  await expect(fall).not.toContainText('wet second step');
  await expect(fall.getByRole('button')).toHaveCount(0);
  await parent.screenshot({ path: `${SHOTS}/chart-parent-390.png`, fullPage: true });
});
