import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { MESSAGES } from '@carenest/core';
import { signInAs } from '../support/sign-in.ts';

const SHOTS = '/tmp/emergency-shots';

// Signs in and downloads a PDF: up to 30 s on a busy 2-CPU runner.
test.describe.configure({ timeout: 90_000 });

for (const width of [390, 1280]) {
  test(`the administrator opens /emergency, sees both logs and downloads the roster at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAs(page, 'administrator');
    if (width > 600) await page.getByRole('link', { name: 'Emergency', exact: true }).click();
    else await page.goto('/emergency');
    await expect(page).toHaveURL(/\/emergency$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Emergency Preparedness', level: 1 })).toBeVisible();

    const drills = main.getByRole('region', { name: 'Drills log' });
    // The four seeded drills at least (the recording story may have added its own).
    await expect.poll(() => drills.getByRole('listitem').count()).toBeGreaterThanOrEqual(4);
    await expect(drills.getByText('Unannounced', { exact: true })).toBeVisible();
    const generator = main.getByRole('region', { name: 'Generator log' });
    await expect(generator.getByText(MESSAGES.generatorTestDueSoon, { exact: false })).toBeVisible();
    await expect(generator.getByRole('listitem')).toHaveCount(6);
    const documents = main.getByRole('region', { name: 'Documents on file' });
    await expect(documents.getByText('Annual fire inspection report')).toBeVisible();
    await expect(documents.getByText(MESSAGES.fireInspectionMissing)).toHaveCount(0);
    const roster = main.getByRole('region', { name: 'Evacuation roster' });
    await expect(
      roster.getByRole('button', { name: 'Edit evacuation needs of Aaliyah Johnson' }),
    ).toBeVisible();
    await expect(roster.getByText('EMS ambulance, a staff member along')).toBeVisible();

    await page.screenshot({ path: `${SHOTS}/emergency-${width}.png`, fullPage: true });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      roster.getByRole('button', { name: 'Evacuation Roster' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('evacuation-roster.pdf');
    expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');
  });
}

test('the administrator records a drill, and one dated in the future is refused under its field', async ({
  page,
}) => {
  await signInAs(page, 'administrator');
  await page.goto('/emergency');
  const drills = page.getByRole('region', { name: 'Drills log' });
  await drills.getByRole('button', { name: 'Record drill' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record drill' });
  await dialog.getByLabel('Kind of drill').selectOption('power_failure');
  // The form starts on the facility's today.
  const today = await dialog.getByLabel('Date held').inputValue();
  await dialog.getByLabel('Date held').fill('2099-01-01');
  await dialog.getByLabel('Duration (minutes)').fill('15');
  await dialog.getByLabel('Findings').fill('Generator took over in 9 seconds.');
  await dialog.getByRole('button', { name: 'Save drill' }).click();
  await expect(dialog.getByText(MESSAGES.dateInFuture)).toBeVisible();
  await dialog.getByLabel('Date held').fill(today);
  await dialog.getByRole('button', { name: 'Save drill' }).click();
  await expect(page.getByText(MESSAGES.drillRecorded)).toBeVisible();
  await expect(drills.getByText('Generator took over in 9 seconds.')).toBeVisible();
});
