import type { Locator, Page } from '@playwright/test';

/**
 * Draws a zig-zag signature across a signature pad with the mouse, from 10 % to 90 % of its width: enough ink
 * for every pad's minimum (the HIPAA agreement, the eMAR, the route handoffs).
 */
export async function drawSignature(page: Page, pad: Locator): Promise<void> {
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('the signature pad is not visible');
  await page.mouse.move(box.x + box.width * 0.1, box.y + box.height * 0.5);
  await page.mouse.down();
  for (let step = 1; step <= 24; step += 1)
    await page.mouse.move(
      box.x + box.width * (0.1 + step * (0.8 / 24)),
      box.y + box.height * (step % 2 ? 0.3 : 0.7),
      { steps: 2 },
    );
  await page.mouse.up();
}
