import { expect, test, type Page, type Request } from '@playwright/test';
import { holdRequests } from '../support/held-requests.ts';
import { signInAs, signInInNewTab } from '../support/sign-in.ts';

/**
 * The most the landing chunk (the signed-in layout, the dashboard, the automatic logoff; not the menus and the idle
 * warning it loads after its first paint) may weigh, brotli.
 */
const LANDING_SCRIPT_BUDGET_BYTES = 30 * 1024;

test('opening the dashboard asks for the session, the HIPAA status and the dashboard side by side, not one after another', async ({
  page,
}) => {
  const dashboard = await signInInNewTab(page, 'parent');
  // Hold the session check: whatever the screen needs after it must already be on its way meanwhile.
  const release = await holdRequests(dashboard, '**/api/auth/session');
  // No live events: other tests' writes would refresh the dashboard, and this test counts its reads.
  await dashboard.route('**/api/events', (route) => route.abort());
  const requested: string[] = [];
  const record = (request: Request) => requested.push(new URL(request.url()).pathname);
  dashboard.on('request', record);
  await dashboard.goto('/dashboard');
  await expect.poll(() => requested).toEqual(expect.arrayContaining(['/api/hipaa', '/api/dashboard']));
  release();
  await expect(dashboard.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
  dashboard.off('request', record);
  expect(requested.filter((path) => path === '/api/dashboard')).toHaveLength(1);
});

test('the signed-in page preloads the session and the HIPAA status, and the app uses those answers', async ({
  page,
}) => {
  const dashboard = await signInInNewTab(page, 'driver');
  const requested: string[] = [];
  dashboard.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const document = await dashboard.goto('/dashboard');
  // Fetched beside the scripts (web/build/signed-in-page.ts) instead of a round trip after them.
  const html = await document!.text();
  expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="/api/auth/session">');
  expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="/api/hipaa">');
  await expect(dashboard.getByRole('heading', { name: 'Tasks & Reminders' })).toBeVisible();
  // A preload the API client's fetch did not match would be fetched a second time.
  expect(requested.filter((path) => path === '/api/auth/session')).toHaveLength(1);
  expect(requested.filter((path) => path === '/api/hipaa')).toHaveLength(1);
});

/**
 * Records from the page's first script on every full-page spinner (components/FullPageLoader.tsx: the session
 * check, a screen whose chunk is loading) ever added to the page, however briefly, in `window.spinners`.
 */
async function recordSpinners(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const spinners: string[] = [];
    Object.assign(window, { spinners });
    new MutationObserver(() => {
      for (const loader of document.querySelectorAll('[role="status"] .mantine-Loader-root')) {
        spinners.push(loader.getAttribute('aria-label') ?? '');
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** The spinners `recordSpinners` saw. */
function spinnersSeen(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { spinners: string[] }).spinners);
}

test('the dashboard replaces the boot screen in one go, with no spinner between them', async ({ page }) => {
  await signInAs(page, 'driver');
  await recordSpinners(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Tasks & Reminders' })).toBeVisible();
  expect(await spinnersSeen(page)).toEqual([]);
});

test('the sign-in screen replaces the boot screen in one go, its Demo Access box with it', async ({
  page,
}) => {
  await recordSpinners(page);
  // Whether the Demo Access box was already there when the Sign In button first appeared.
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector('button[type="submit"]')) return;
      Object.assign(window, { demoBoxWithForm: document.getElementById('demo-access-heading') !== null });
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Demo Access' })).toBeVisible();
  expect(await spinnersSeen(page)).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { demoBoxWithForm: boolean }).demoBoxWithForm)).toBe(
    true,
  );
});

test('the first screen mounts no toast container and no automatic-logoff dialog until one is due', async ({
  page,
}) => {
  await signInAs(page, 'parent');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
  // Each would mount a portal: Mantine's toast container is a root per position, and a closed Mantine modal still
  // has its root (notifications/Toasts.tsx and session/IdleSignOut.tsx mount them when first due; identity.spec.ts
  // shows the idle warning itself).
  await expect(page.locator('.mantine-Notifications-root')).toHaveCount(0);
  await expect(page.locator('.mantine-Modal-root')).toHaveCount(0);
});

test("the first screen draws the top bar's buttons, and their popovers only once it has painted", async ({
  page,
}) => {
  await signInAs(page, 'driver');
  // At the first moment the dashboard's heading is in the page: the portals Mantine's popovers mount (the bell's,
  // the user menu's) and the bell's button. layout/NotificationBell.tsx and layout/UserMenu.tsx draw their
  // popovers after the first paint, in a task of their own.
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector('main h1')) return;
      Object.assign(window, {
        firstDraw: {
          portals: document.querySelectorAll('[data-portal]').length,
          bell: document.querySelector('header button[aria-label^="Notifications"]') !== null,
        },
      });
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Tasks & Reminders' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { firstDraw: unknown }).firstDraw)).toEqual({
    portals: 0,
    bell: true,
  });
  await expect(page.locator('[data-portal]')).not.toHaveCount(0);
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('a top bar menu clicked before its module arrived opens when it does, also after that download failed', async ({
  page,
}) => {
  await signInAs(page, 'driver');
  const afterFirstPaintChunk = /\/assets\/after-first-paint-[\w-]+\.js$/;
  let hasFailedOnce = false;
  await page.route(afterFirstPaintChunk, async (route) => {
    if (hasFailedOnce) return route.continue();
    hasFailedOnce = true;
    return route.abort('connectionfailed');
  });
  const failed = page.waitForEvent('requestfailed', (request) => afterFirstPaintChunk.test(request.url()));
  await page.goto('/dashboard');
  await failed;
  // The button is there without its menu; the click asks for the module again (web/src/hooks/use-deferred-module.ts).
  await page.getByRole('button', { name: /^Account menu for / }).click();
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
});

test('the sign-in screen asks for nothing of the signed-in area', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  expect(requested.filter((path) => path === '/api/hipaa' || path === '/api/dashboard')).toEqual([]);
});

test('a signed-in browser gets the page that preloads the layout and the dashboard; a visitor gets the sign-in page alone', async ({
  page,
}) => {
  const visitorPage = await page.goto('/dashboard');
  expect(await visitorPage!.text()).not.toContain('modulepreload');
  await signInAs(page, 'driver');
  const signedInPage = await page.goto('/dashboard');
  const html = await signedInPage!.text();
  // The layout and the dashboard are one chunk (packages/web/vite.config.ts, the landing group).
  expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/landing-[\w-]+\.js">/);
  expect((await signedInPage!.allHeaders())['vary']).toMatch(/cookie/i);
  await expect(page.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
});

test('the dashboard asks for no script but the entry and the landing chunk until it is drawn', async ({
  page,
}) => {
  const dashboard = await signInInNewTab(page, 'parent');
  const scripts: { path: string; startedAt: number }[] = [];
  dashboard.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    scripts.push({ path: new URL(request.url()).pathname, startedAt: request.timing().startTime });
  });
  await dashboard.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector('main h1')) return;
      Object.assign(window, { firstDrawAt: performance.timeOrigin + performance.now() });
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  await dashboard.goto('/dashboard');
  await expect(dashboard.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
  await expect
    .poll(() => scripts.some(({ path }) => path.startsWith('/assets/after-first-paint')))
    .toBe(true);
  const firstDrawAt = await dashboard.evaluate(
    () => (window as unknown as { firstDrawAt: number }).firstDrawAt,
  );
  const chunksOf = (found: typeof scripts) =>
    found.map(({ path }) => path.replace(/-[\w-]{8}\.js$/, '')).sort();
  // The layout, the dashboard, the automatic logoff and the live-event stream are all in the landing chunk
  // (packages/web/vite.config.ts); a chunk of the UI kit or the shared modules here would be one more wait. The
  // worker that loads the date formatting data (web/src/app/warm-intl.ts) runs beside them; nothing waits for it.
  expect(chunksOf(scripts.filter(({ startedAt }) => startedAt < firstDrawAt))).toEqual([
    '/assets/index',
    '/assets/intl-warm-up.worker',
    '/assets/landing',
  ]);
  // The top bar's menus and the idle warning come after it has drawn (web/src/hooks/use-deferred-module.ts).
  expect(chunksOf(scripts.filter(({ startedAt }) => startedAt >= firstDrawAt))).toEqual([
    '/assets/after-first-paint',
  ]);
  const scriptPaths = scripts.map(({ path }) => path);
  // Each area's API calls and schemas stay with its own screen: the live-event invalidations name every area's
  // query keys, which live apart from the fetchers (packages/web/src/api/query-keys.ts).
  const landingPath = scriptPaths.find((script) => script.startsWith('/assets/landing'))!;
  const landing = await page.request.get(landingPath, { headers: { 'Accept-Encoding': 'br' } });
  expect(landing.headers()['content-encoding']).toBe('br');
  expect(Number(landing.headers()['content-length'])).toBeLessThanOrEqual(LANDING_SCRIPT_BUDGET_BYTES);
  // So do the icons: the landing carries the user menu's chevron, not the documents screen's PDF icon (the icons'
  // index re-exports each under a name of its own; packages/web/build/landing-modules.ts follows only those named).
  const landingCode = await (await page.request.get(landingPath)).text();
  expect(landingCode.includes('chevron-down'), "the user menu's chevron is in the landing chunk").toBe(true);
  expect(landingCode.includes('file-type-pdf'), 'the PDF icon stays with the documents screen').toBe(false);
});
