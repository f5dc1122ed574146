import { expect, test } from '@playwright/test';
import { signInAs } from '../support/sign-in.ts';

test.describe.configure({ timeout: 120_000 });
const dir = '/work/main/.tmp/vitals/shots';

for (const width of [390, 1280]) {
  test(`screens at ${width}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAs(page, 'nurse');
    await page.goto('/vital-signs');
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.screenshot({ path: `${dir}/list-${width}.png`, fullPage: false });
    await page.getByRole('article').first().getByRole('button', { name: /^Details/ }).click();
    await expect(page.getByRole('dialog', { name: 'Vital Signs Details' })).toBeVisible();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${dir}/detail-${width}.png` });
    await page.emulateMedia({ media: 'print' });
    await page.evaluate(() => (document.body.dataset.printScope = 'dialog'));
    await page.screenshot({ path: `${dir}/print-dialog-${width}.png`, fullPage: true });
    await page.evaluate(() => delete document.body.dataset.printScope);
    await page.emulateMedia({ media: 'screen' });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Record Vitals' }).click();
    await page.getByRole('textbox', { name: 'Pain scale (0-10)' }).fill('4');
    await page.getByRole('button', { name: 'Record Vital Signs' }).click();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${dir}/record-${width}.png` });
    await page.keyboard.press('Escape');
    await page.emulateMedia({ media: 'print' });
    await page.evaluate(() => (document.body.dataset.printScope = 'list'));
    await page.screenshot({ path: `${dir}/print-list-${width}.png`, fullPage: false });
    await page.emulateMedia({ media: 'screen' });
    const list = await page.request.get('/api/patients?search=Jayden');
    const id = (await list.json()).items[0].id as string;
    await page.goto(`/patients/${id}?tab=vital-signs`);
    await expect(page.getByRole('figure', { name: 'Temperature trend' }).locator('.recharts-line-curve').first()).toBeVisible();
    await page.waitForTimeout(800);
    await page.locator('section[aria-labelledby="vital-trends-heading"]').screenshot({ path: `${dir}/chart-${width}.png` });
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${dir}/bell-${width}.png` });
  });
}
