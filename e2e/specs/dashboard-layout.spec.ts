import { expect, test } from '@playwright/test';
import { holdRequests } from '../support/held-requests.ts';
import { signInAs } from '../support/sign-in.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone the dashboard keeps its place while the stat cards arrive: nothing below them jumps', async ({
  page,
}) => {
  await signInAs(page, 'parent');
  // Hold the dashboard's answer while its placeholders are measured, then let it through unchanged.
  const release = await holdRequests(page, '**/api/dashboard');
  await page.reload();
  const belowTheCards = page.locator('.mantine-Grid-root').first();
  await expect(belowTheCards).toBeVisible();
  const whileLoading = await belowTheCards.boundingBox();
  release();
  await expect(page.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
  const loaded = await belowTheCards.boundingBox();
  expect(loaded?.y).toBe(whileLoading?.y);
});
