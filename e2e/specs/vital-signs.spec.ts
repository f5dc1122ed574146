import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { MESSAGES, VITAL_SIGNS_CSV_COLUMNS, vitalAlertToastText, vitalStepMessage } from '@carenest/core';
import { signInAs } from '../support/sign-in.ts';

// Each story signs in and works through dialogs and downloads: 15-30 s on a busy 2-CPU runner.
test.describe.configure({ timeout: 90_000 });

/** The id of Mateo Alvarez, who is assigned to the demo nurse. */
async function mateoId(page: Page): Promise<string> {
  const list = await page.request.get('/api/patients?search=Mateo');
  return (await list.json()).items[0].id as string;
}

/** Clicks an export entry and answers the download's suggested name and saved path. */
async function download(page: Page, click: () => Promise<void>): Promise<{ name: string; path: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: file.suggestedFilename(), path: await file.path() };
}

test('a nurse records vitals past the thresholds; the alert toast, the Critical badge and the administrator’s bell follow', async ({
  page,
  browser,
}) => {
  await signInAs(page, 'nurse');
  await page.goto('/vital-signs');
  await expect(page.getByRole('heading', { name: 'Vital Signs', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Vital Signs Records' })).toBeVisible();

  await page.getByRole('button', { name: 'Record Vitals' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record Vital Signs' });
  await expect(dialog.getByText('Normal Ranges')).toBeVisible();
  await dialog.getByRole('button', { name: 'Record Vital Signs' }).click();
  await expect(dialog.getByText(MESSAGES.selectPatient)).toBeVisible();

  await dialog
    .getByRole('combobox', { name: 'Patient' })
    .selectOption({ label: 'Mateo Alvarez (MRN-100234)' });
  await dialog.getByRole('textbox', { name: 'Temperature (°F)' }).fill('98.65');
  await dialog.getByRole('button', { name: 'Record Vital Signs' }).click();
  await expect(dialog.getByText(vitalStepMessage('temperature'))).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Temperature (°F)' }).fill('103.4');
  await dialog.getByRole('textbox', { name: 'Heart rate (bpm)' }).fill('132');
  await dialog.getByRole('textbox', { name: 'Systolic (mmHg)' }).fill('118');
  await dialog.getByRole('textbox', { name: 'Diastolic (mmHg)' }).fill('76');
  await dialog.getByRole('textbox', { name: 'Oxygen saturation (%)' }).fill('88');
  await dialog.getByRole('textbox', { name: 'Pain scale (0-10)' }).fill('5');
  await expect(dialog.getByText('5: Moderate')).toBeVisible();
  await dialog.getByRole('button', { name: 'Record Vital Signs' }).click();

  const toast = page.getByText(MESSAGES.vitalSignsRecorded);
  await expect(toast).toBeVisible();
  // Under the pointer the toast's 2 s timer pauses (Mantine), so a slow runner still finds it to measure.
  await toast.hover();
  await expect(page.getByText(vitalAlertToastText(3))).toBeVisible();
  // The page's first toast, shown as its container mounts, at the top right like every later one.
  const box = (await toast.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.y + box.height).toBeLessThan(viewport.height / 2);
  expect(box.x).toBeGreaterThan(viewport.width / 2);
  await expect(dialog).toBeHidden();
  const newest = page.getByRole('article').first();
  await expect(newest).toContainText('Mateo Alvarez');
  await expect(newest).toContainText('Critical');
  await expect(newest).toContainText('O2 saturation 88% below 95% (critical)');

  await newest.getByRole('button', { name: /^Details of the vital signs/ }).click();
  const details = page.getByRole('dialog', { name: 'Vital Signs Details' });
  await expect(details.getByRole('row', { name: /Temperature 103.4 °F 97.0-99.5°F/ })).toBeVisible();
  await expect(details).toContainText('Recorded by Nurse User');

  const administrator = await browser.newPage();
  await signInAs(administrator, 'administrator');
  const bell = administrator.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  // The newest of Mateo's alerts (a retry of this story on the same server leaves its first one).
  const alert = administrator
    .getByRole('button', { name: 'Unread: Critical vital sign alert: Mateo Alvarez' })
    .first();
  await expect(alert).toBeVisible();
  await alert.click();
  await expect(administrator).toHaveURL(/\/patients\/[0-9a-f-]+\?tab=vital-signs$/);
  await administrator.close();
});

test('the administrator exports the list as CSV, JSON and PDF, and one reading as PDF', async ({ page }) => {
  await signInAs(page, 'administrator');
  await page.goto('/vital-signs');
  await expect(page.getByRole('article').first()).toBeVisible();
  const exportAs = (format: string) => async () => {
    await page.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('menuitem', { name: `Export ${format}` }).click();
  };

  const csv = await download(page, exportAs('CSV'));
  expect(csv.name).toMatch(/^vital-signs-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(readFileSync(csv.path, 'utf8').split('\r\n')[0]).toBe(VITAL_SIGNS_CSV_COLUMNS.join(','));
  await expect(page.getByText(`${MESSAGES.vitalSignsExportedAs} CSV`)).toBeVisible();

  const json = await download(page, exportAs('JSON'));
  expect(json.name).toMatch(/^vital-signs-\d{4}-\d{2}-\d{2}\.json$/);
  expect(JSON.parse(readFileSync(json.path, 'utf8')).records.length).toBeGreaterThan(0);

  const pdf = await download(page, exportAs('PDF'));
  expect(pdf.name).toMatch(/^vital-signs-\d{4}-\d{2}-\d{2}\.pdf$/);
  expect(readFileSync(pdf.path).subarray(0, 5).toString()).toBe('%PDF-');

  await page
    .getByRole('article')
    .first()
    .getByRole('button', { name: /^Details/ })
    .click();
  const details = page.getByRole('dialog', { name: 'Vital Signs Details' });
  const single = await download(page, () => details.getByRole('button', { name: 'PDF' }).click());
  expect(single.name).toMatch(/^vital-signs-record-\d{4}-\d{2}-\d{2}\.pdf$/);
  expect(readFileSync(single.path).subarray(0, 5).toString()).toBe('%PDF-');
});

test('the chart’s Vital Signs tab shows a trend chart per measure with the normal range shaded', async ({
  page,
}) => {
  await signInAs(page, 'nurse');
  await page.goto(`/patients/${await mateoId(page)}?tab=vital-signs`);
  await expect(page.getByRole('heading', { name: 'Trends' })).toBeVisible();
  for (const measure of [
    'Temperature',
    'Heart rate',
    'Blood pressure',
    'Respiratory rate',
    'O2 saturation',
    'Weight',
  ]) {
    const chart = page.getByRole('figure', { name: `${measure} trend` });
    await expect(chart.locator('.recharts-line-curve').first()).toBeVisible();
  }
  await expect(
    page.getByRole('figure', { name: 'Temperature trend' }).locator('.recharts-reference-area'),
  ).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Vital Signs Records' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Patient' })).toHaveCount(0);
});

test('the filters narrow the list and say so when nothing matches', async ({ page }) => {
  await signInAs(page, 'nurse');
  await page.goto('/vital-signs');
  await page.getByRole('textbox', { name: 'Search' }).fill('no such child');
  await expect(page.getByText(MESSAGES.noVitalSignsFound)).toBeVisible();
  await expect(page.getByText(MESSAGES.vitalSignsFilteredHint)).toBeVisible();
  await page.getByRole('textbox', { name: 'Search' }).fill('');
  await page.getByRole('combobox', { name: 'Period' }).selectOption('week');
  await page.getByRole('combobox', { name: 'Patient' }).selectOption({ label: 'Mateo Alvarez (MRN-100234)' });
  await expect(page.getByRole('article').first()).toContainText('Mateo Alvarez');
});
