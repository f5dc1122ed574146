import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import type { Role } from '@carenest/core';
import { signInAs } from '../support/sign-in.ts';

// Mantine's styles come in two stylesheets (web/src/app/styles): first-screen.css with the entry, for the sign-in
// screen, each role's dashboard and the top bar's menus; other-screens.css with the first other screen that needs
// it. A component whose styles are in neither, or only in the later one, would draw unstyled: these tests look
// for Mantine's class names on the page that no loaded stylesheet has a rule for.

/** The class names of Mantine's components (`m_` and eight hex digits) that its styles give rules to. */
const MANTINE_STYLED_CLASSES = new Set(
  ['@mantine/core/styles.css', '@mantine/notifications/styles.css'].flatMap((stylesheet) =>
    readFileSync(createRequire(import.meta.url).resolve(stylesheet), 'utf8').match(/m_[0-9a-f]{8}/g),
  ),
);

/** The stylesheet of the components no first screen draws. */
const OTHER_SCREENS_STYLESHEET = /\/assets\/other-screens-[\w-]+\.css$/;

/** The Mantine class names on `page` that Mantine's styles give rules to and no stylesheet of the page has. */
async function unstyledMantineClasses(page: Page): Promise<string[]> {
  const { onPage, inStylesheets } = await page.evaluate(() => {
    const classPattern = /m_[0-9a-f]{8}/g;
    const stylesheetText = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
      .join('\n');
    const classes = [...document.querySelectorAll('[class*="m_"]')].flatMap((element) =>
      [...element.classList].filter((name) => /^m_[0-9a-f]{8}$/.test(name)),
    );
    return { onPage: [...new Set(classes)], inStylesheets: stylesheetText.match(classPattern) ?? [] };
  });
  const loaded = new Set(inStylesheets);
  return onPage.filter((name) => MANTINE_STYLED_CLASSES.has(name) && !loaded.has(name));
}

/** Counts the requests for other-screens.css and refuses them, so the page has only the first screen's styles. */
async function withoutOtherScreensStyles(page: Page): Promise<() => number> {
  let requests = 0;
  await page.route(OTHER_SCREENS_STYLESHEET, (route) => {
    requests += 1;
    return route.abort('connectionfailed');
  });
  return () => requests;
}

test('the sign-in screen draws every Mantine component with the first screen styles alone', async ({
  page,
}) => {
  const otherScreensRequests = await withoutOtherScreensStyles(page);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Demo Access' })).toBeVisible();
    expect(await unstyledMantineClasses(page), `at ${width} px`).toEqual([]);
  }
  expect(otherScreensRequests()).toBe(0);
});

test("the theme's variables come with the entry's stylesheet, not from Mantine's provider as the page renders", async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Demo Access' })).toBeVisible();
  // Mantine's provider writes them into a style element of its own unless the build has (web/build/theme-variables.ts).
  await expect(page.locator('style[data-mantine-styles="true"]')).toHaveCount(0);
  const variables = await page.evaluate(() => {
    const root = getComputedStyle(document.documentElement);
    return Object.fromEntries(
      ['--mantine-color-dimmed', '--mantine-color-error', '--mantine-primary-color-filled'].map((name) => [
        name,
        root.getPropertyValue(name).trim(),
      ]),
    );
  });
  // CareNest's theme: dimmed text gray 7, errors red 9, the primary colour teal at shade 9 (web/src/app/theme.ts).
  expect(variables).toEqual({
    '--mantine-color-dimmed': '#495057',
    '--mantine-color-error': '#c92a2a',
    '--mantine-primary-color-filled': '#087f5b',
  });
});

const DASHBOARD_ROLES: Role[] = ['parent', 'nurse', 'therapist', 'driver', 'administrator'];

for (const role of DASHBOARD_ROLES) {
  test(`the ${role}'s dashboard, its account menu and its notifications draw with the first screen styles alone`, async ({
    page,
  }) => {
    const otherScreensRequests = await withoutOtherScreensStyles(page);
    await signInAs(page, role);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('main .mantine-Skeleton-root')).toHaveCount(0);
      expect(await unstyledMantineClasses(page), `the dashboard at ${width} px`).toEqual([]);
      await page.getByRole('button', { name: /^Account menu for / }).click();
      await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
      expect(await unstyledMantineClasses(page), `the account menu at ${width} px`).toEqual([]);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: /^Notifications/ }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await unstyledMantineClasses(page), `the notifications at ${width} px`).toEqual([]);
    }
    expect(otherScreensRequests()).toBe(0);
  });
}

test('another screen draws once the other screens styles have loaded, placed right after the first screen styles', async ({
  page,
}) => {
  await signInAs(page, 'administrator');
  const stylesheetRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheetRequests.push(new URL(request.url()).pathname);
  });
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  await navigation.getByRole('link', { name: 'All Patients' }).click();
  await expect(page.getByText(/Showing \d+ of \d+/)).toBeVisible();
  expect(stylesheetRequests.filter((path) => OTHER_SCREENS_STYLESHEET.test(path))).toHaveLength(1);
  expect(await unstyledMantineClasses(page)).toEqual([]);
  // Before the app's own styles, as in Mantine's styles.css loaded whole: an app style overriding a Mantine
  // component's still wins (web/src/app/other-screens-styles.ts).
  const previousStylesheet = await page
    .locator('link[href*="/assets/other-screens-"]')
    .evaluate((link) => link.previousElementSibling?.getAttribute('href'));
  expect(previousStylesheet).toMatch(/^\/assets\/index-[\w-]+\.css$/);
  // A second screen finds them loaded.
  await navigation.getByRole('link', { name: 'Users' }).click();
  await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
  await expect(page.getByRole('table').first()).toBeVisible();
  expect(await unstyledMantineClasses(page)).toEqual([]);
  expect(stylesheetRequests.filter((path) => OTHER_SCREENS_STYLESHEET.test(path))).toHaveLength(1);
});

test('a screen whose styles or chunk did not download says so in its place, and Try again loads it', async ({
  page,
}) => {
  await signInAs(page, 'administrator');
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  // What the network refuses while the signal is gone (React tries a failed screen again at once, so one refusal
  // alone would not show the failure).
  let refused: RegExp | null = null;
  await page.route(/\/assets\//, (route) =>
    refused?.test(route.request().url()) ? route.abort('connectionfailed') : route.continue(),
  );
  refused = OTHER_SCREENS_STYLESHEET;
  await navigation.getByRole('link', { name: 'Users' }).click();
  const failure = page.getByRole('alert').filter({ hasText: 'This screen could not be loaded' });
  await expect(failure).toContainText('Check your connection, then try again.');
  // The top bar and the navigation stay usable meanwhile (web/src/components/ScreenErrorBoundary.tsx).
  await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible();
  refused = null;
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
  expect(await unstyledMantineClasses(page)).toEqual([]);

  refused = /\/assets\/ReportsPage-[\w-]+\.js$/;
  await navigation.getByRole('link', { name: 'Reports' }).click();
  await expect(failure).toBeVisible();
  refused = null;
  // Another address shows its own screen; coming back asks for the one that failed again.
  await navigation.getByRole('link', { name: 'Assignments' }).click();
  await expect(failure).toHaveCount(0);
  await navigation.getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { name: 'End of Day Reports', level: 1 })).toBeVisible();
});

test('a screen whose own code fails while drawing says something went wrong, not to check the connection', async ({
  page,
}) => {
  await signInAs(page, 'administrator');
  // The Reports screen's chunk downloads, but its screen throws while drawing: a bug, not the signal.
  await page.route(/\/assets\/ReportsPage-[\w-]+\.js$/, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: 'export function ReportsPage() { throw new Error("The screen failed while drawing"); }',
    }),
  );
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  await navigation.getByRole('link', { name: 'Reports' }).click();
  const failure = page.getByRole('alert').filter({ hasText: 'Something went wrong. Please try again.' });
  await expect(failure).toBeVisible();
  await expect(failure).not.toContainText('This screen could not be loaded');
  await expect(failure).not.toContainText('Check your connection');
  // Try again draws the screen afresh; its code fails the same way.
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(failure).toBeVisible();
  // The rest of the app stays usable, and another address shows its own screen.
  await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible();
  await navigation.getByRole('link', { name: 'Assignments' }).click();
  await expect(failure).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Patient Assignments', level: 1 })).toBeVisible();
});
