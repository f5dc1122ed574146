import AxeBuilder from '@axe-core/playwright';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { MESSAGES, todayInZone } from '@carenest/core';
import { signInAs } from '../support/sign-in.ts';

test.describe.configure({ timeout: 120_000 });

/** Today in the first demo facility's zone, as the screen writes dates. */
function todayShown(): { iso: string; shown: string } {
  const iso = todayInZone(new Date(), 'America/New_York');
  const [year, month, day] = iso.split('-');
  return { iso, shown: `${month}/${day}/${year}` };
}

test('an administrator opens the scheduler’s reports, generates today’s, reads it verified, exports the PDF and forces a new one that supersedes it', async ({
  page,
}, testInfo) => {
  await signInAs(page, 'administrator');
  await page.goto('/reports');
  await expect(page.getByRole('heading', { name: 'End of Day Reports', level: 1 })).toBeVisible();
  await expect(page.getByRole('alert', { name: 'Scheduler' })).toContainText('Checks every minute');
  const list = page.getByRole('list', { name: 'End of Day reports' });
  await expect(list.getByRole('listitem')).not.toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('reports-desktop.png'), fullPage: true });

  const { iso, shown } = todayShown();
  await page.getByRole('button', { name: 'Generate Report' }).click();
  // The scheduler may already have made today's (after 8 PM on a working day): then that report is answered.
  await expect(
    page.getByText(
      new RegExp(`^(${MESSAGES.eodReportGenerated}|${MESSAGES.eodReportExisting.replace(':', '.')})$`),
    ),
  ).toBeVisible();
  const dialog = page.getByRole('dialog', { name: `End of Day Report — ${shown}` });
  await expect(dialog.getByText('Verified', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('table', { name: 'How the score was computed' })).toContainText(
    'Medication on-time rate',
  );
  await dialog.getByRole('tab', { name: 'Medications' }).click();
  await expect(dialog.getByText('Scheduled doses')).toBeVisible();
  await dialog.getByRole('tab', { name: 'Child days' }).click();
  await page.screenshot({ path: testInfo.outputPath('report-detail-desktop.png'), fullPage: true });

  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`eod-report-${iso}.pdf`);
  expect((await readFile(await file.path(), 'latin1')).startsWith('%PDF-')).toBe(true);
  await dialog.getByRole('button', { name: 'Close' }).click();

  await expect(page.getByRole('alert', { name: `Completed: ${shown}` })).toBeVisible();
  // The day's banners read well whatever their state; this one shows only once the day has its report.
  const banners = await new AxeBuilder({ page })
    .include('.mantine-Alert-root')
    .withRules(['color-contrast'])
    .analyze();
  expect(banners.violations.map((violation) => violation.nodes.map((node) => node.target))).toEqual([]);
  await page.getByRole('button', { name: 'Force Generate' }).click();
  await expect(page.getByText(MESSAGES.eodReportGenerated)).toBeVisible();
  await page
    .getByRole('dialog', { name: `End of Day Report — ${shown}` })
    .getByRole('button', { name: 'Close' })
    .click();
  await expect(
    list.getByRole('button', { name: `View report of ${shown} (archived)` }).first(),
  ).toBeVisible();
});

test('on a phone the administrator reads a past report’s child-day checks and follows one to where it is fixed', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'administrator');
  await page.goto('/reports');
  const list = page.getByRole('list', { name: 'End of Day reports' });
  await list
    .getByRole('button', { name: /^View report of / })
    .last()
    .click();
  const dialog = page.getByRole('dialog', { name: /^End of Day Report — / });
  await expect(dialog.getByText('Verified', { exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('report-detail-phone.png'), fullPage: true });
  await dialog.getByRole('tab', { name: 'Child days' }).click();
  const firstChild = dialog
    .getByRole('button')
    .filter({ hasText: /to fix|Complete/ })
    .first();
  await firstChild.click();
  const fix = dialog.getByRole('link', { name: /^Fix / }).first();
  if (await fix.isVisible()) {
    // The screen it leads to; its query may be a one-time request the screen consumes (the notes screen opens
    // its new-note form for ?new=1 and drops it from the address), so the path is what is compared.
    const target = new URL((await fix.getAttribute('href'))!, page.url());
    await fix.click();
    await page.waitForURL((url) => url.pathname === target.pathname);
  } else {
    await expect(dialog.getByText('Passed').first()).toBeVisible();
  }
  await page.goto('/reports');
  await page.screenshot({ path: testInfo.outputPath('reports-phone.png'), fullPage: true });
});
