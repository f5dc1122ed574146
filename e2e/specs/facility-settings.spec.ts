import { expect, test } from '@playwright/test';
import { MESSAGES, addCalendarDays, formatCalendarDate } from '@carenest/core';
import { signInAs } from '../support/sign-in.ts';

// Signs in, saves the form and adds a day: 15-30 s on a busy 2-CPU runner. The two widths edit the same demo
// facility, so they run one after the other, each with its own hours and its own closure day.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

for (const width of [390, 1280]) {
  test(`the demo administrator edits the hours and adds a closure day at ${width} px`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAs(page, 'administrator');
    if (width > 600) await page.getByRole('link', { name: 'Facility', exact: true }).click();
    else await page.goto('/facility');
    await expect(page).toHaveURL(/\/facility$/);
    await expect(page.getByRole('textbox', { name: 'Facility name' })).toHaveValue(
      'Sunshine Pediatric Extended Care',
    );
    const closures = page.getByRole('table');
    // The header and the two seeded holidays at least (the other width's story may have added its day).
    await expect.poll(() => closures.getByRole('row').count()).toBeGreaterThanOrEqual(3);

    const opensAt = page.getByLabel('Opens at');
    const hours = width === 390 ? '06:45' : '06:30';
    await opensAt.fill(hours);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText(MESSAGES.facilitySettingsSaved)).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Opens at')).toHaveValue(hours);

    // A day of this width and attempt alone: a retry on the same server finds the first attempt's day taken.
    const day = addCalendarDays(
      new Date().toISOString().slice(0, 10),
      100 + (width === 390 ? 0 : 1) + 2 * testInfo.retry,
    );
    await page.getByLabel('Closure date').fill(day);
    await page.getByRole('textbox', { name: 'Closure name' }).fill(`Staff training ${width}`);
    await page.getByRole('button', { name: 'Add closure day' }).click();
    await expect(page.getByText(MESSAGES.closureDayAdded)).toBeVisible();
    await expect(
      closures
        .getByRole('row', { name: new RegExp(`Staff training ${width}`) })
        .filter({ hasText: formatCalendarDate(day) }),
    ).toBeVisible();
    await page.getByLabel('Closure date').fill(day);
    await page.getByRole('button', { name: 'Add closure day' }).click();
    await expect(page.getByText(MESSAGES.closureDayDuplicate)).toBeVisible();
    await page.screenshot({ path: `/tmp/facility-shots/facility-${width}.png`, fullPage: true });
  });
}
