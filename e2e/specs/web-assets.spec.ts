import { expect, test, type Response } from '@playwright/test';
import { holdRequests } from '../support/held-requests.ts';

/** The most JavaScript the sign-in screen may download, compressed (ARCHITECTURE.md, "Serving the web app"). */
const FIRST_ROUTE_SCRIPT_BUDGET_BYTES = 250 * 1024;

test('a phone opening the sign-in screen gets compressed scripts within budget, cached as ARCHITECTURE.md says', async ({
  page,
}) => {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  const document = await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();

  const documentHeaders = await document!.allHeaders();
  expect(documentHeaders['cache-control']).toBe('no-cache');
  expect(documentHeaders['vary']).toMatch(/accept-encoding/i);

  let compressedBytes = 0;
  for (const response of scripts) {
    const headers = await response.allHeaders();
    expect(headers['cache-control'], response.url()).toBe('public, max-age=31536000, immutable');
    expect(headers['vary'], response.url()).toMatch(/accept-encoding/i);
    const { responseBodySize } = await response.request().sizes();
    if (responseBodySize > 1024) expect(headers['content-encoding'], response.url()).toBe('br');
    compressedBytes += responseBodySize;
  }
  expect(scripts.length).toBeGreaterThan(0);
  expect(compressedBytes).toBeLessThanOrEqual(FIRST_ROUTE_SCRIPT_BUDGET_BYTES);
});

test('the page shows its boot screen while the scripts download, and the app replaces it', async ({
  page,
}) => {
  // The entry script held, as a slow network would: the page alone must already show that CareNest is loading.
  const release = await holdRequests(page, /\/assets\/index-[\w-]+\.js$/);
  const document = await page.goto('/login', { waitUntil: 'commit' });
  const bootScreen = page.getByRole('status').filter({ hasText: 'Loading CareNest…' });
  await expect(bootScreen).toBeVisible();
  // The entry comes after the stylesheet the first paint waits for (packages/web/build/entry-priority.ts).
  expect(await document!.text()).toMatch(
    /<script type="module" fetchpriority="low" crossorigin src="\/assets\/index-/,
  );
  release();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(bootScreen).toHaveCount(0);
});

test('without JavaScript the boot screen says CareNest needs it instead of loading forever', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/login');
  // Playwright's text search skips <noscript>, so the message is found by its place.
  const message = page.locator('.boot-screen noscript p');
  await expect(message).toBeVisible();
  await expect(message).toHaveText('CareNest needs JavaScript: please turn it on in your browser.');
  await expect(page.getByText('Loading CareNest…')).toBeHidden();
  await context.close();
});

test('the page loads the date formatting data in a worker that the content security policy allows', async ({
  page,
}) => {
  // ICU's data costs the first formatter 30–120 ms on a slow machine; the worker (web/src/app/warm-intl.ts) pays
  // it off the main thread and closes itself when done. A policy that refused it would print a violation.
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  const closedWorkerUrl = new Promise<string>((resolve) =>
    page.on('worker', (worker) => worker.on('close', () => resolve(worker.url()))),
  );
  await page.goto('/login');
  expect(new URL(await closedWorkerUrl).pathname).toMatch(/^\/assets\/intl-warm-up\.worker-[\w-]+\.js$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect(violations).toEqual([]);
});
