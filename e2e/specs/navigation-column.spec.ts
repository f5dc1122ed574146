import { expect, test, type Page } from '@playwright/test';
import { signInAs } from '../support/sign-in.ts';

/** The colours (red, green, blue) of a full-page screenshot of `page` at each point, read in a blank tab. */
async function fullPageColours(
  page: Page,
  points: readonly (readonly [number, number])[],
): Promise<number[][]> {
  const screenshot = await page.screenshot({ fullPage: true });
  const blank = await page.context().newPage();
  try {
    return await blank.evaluate(
      async ({ png, at }) => {
        const image = new Image();
        image.src = `data:image/png;base64,${png}`;
        await image.decode();
        const canvas = new OffscreenCanvas(image.width, image.height);
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        return at.map(({ x, y }) => Array.from(context.getImageData(x, y, 1, 1).data.slice(0, 3)));
      },
      { png: screenshot.toString('base64'), at: points.map(([x, y]) => ({ x, y })) },
    );
  } finally {
    await blank.close();
  }
}

for (const screen of [
  { path: '/billing', heading: 'Billing' },
  { path: '/transportation', heading: 'Transportation' },
]) {
  test(`at 1400 px the navigation column runs down the whole ${screen.heading} screen`, async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 700 });
    await signInAs(page, 'administrator');
    await page.goto(screen.path);
    await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    const column = (await navigation.boundingBox())!;
    const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(pageHeight).toBeGreaterThan(700);
    const x = Math.round(column.x + column.width / 2);
    const [top, bottom, screenBottom] = await fullPageColours(page, [
      [x, column.y + column.height - 10],
      [x, pageHeight - 5],
      [Math.round(column.x + column.width + 40), pageHeight - 5],
    ]);
    expect(bottom, 'the column at the bottom of the page').toEqual(top);
    expect(screenBottom, 'the screen beside it').not.toEqual(top);
  });
}
