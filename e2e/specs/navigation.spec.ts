import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { MESSAGES, ROLES, ROLE_LABELS, navigationFor } from '@carenest/core';
import { signInAs } from '../support/sign-in.ts';

test.describe('each demo role signs in and sees the navigation the spec gives it', () => {
  for (const role of ROLES) {
    test(`${role}: navigation entries, an allowed screen, and sign out`, async ({ page }) => {
      // The welcome toast lasts 2 s from the moment sign-in succeeds; a loaded machine can spend longer than that
      // drawing the dashboard, so the wait for it starts before the sign-in does.
      const welcomed = page.getByText('Welcome to CareNest!').waitFor();
      await signInAs(page, role);
      await welcomed;
      const navigation = page.getByRole('navigation', { name: 'Main navigation' });
      const expected = navigationFor(role).map((entry) => entry.label);
      await expect(navigation.getByRole('link')).toHaveText(expected);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(
        /Good (morning|afternoon|evening),/,
      );

      await page
        .getByRole('banner')
        .getByRole('button', { name: new RegExp(`^Account menu for .+, ${ROLE_LABELS[role]}$`) })
        .click();
      await page.getByRole('menuitem', { name: 'Sign out' }).click();
      await expect(page).toHaveURL(/\/login$/);
      await page.goto('/dashboard');
      await expect(page).toHaveURL(/\/login$/);
    });
  }
});

test('a driver sent to the billing screen lands on Access Denied with the role shown', async ({ page }) => {
  await signInAs(page, 'driver');
  await page.goto('/billing');
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByRole('heading', { name: MESSAGES.accessDeniedTitle })).toBeVisible();
  await expect(page.getByText(MESSAGES.accessDeniedText)).toBeVisible();
  await expect(page.getByText(ROLE_LABELS.driver)).toBeVisible();
  await page.getByRole('link', { name: /dashboard/i }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a signed-out visitor is sent to sign in and returns to the page asked for', async ({ page }) => {
  await page.goto('/patients?filter=active');
  await expect(page).toHaveURL(/\/login$/);
  await signInAs(page, 'administrator', { expectPath: /\/patients\?filter=active$/ });
  await expect(page.getByRole('heading', { name: 'Active Patients' })).toBeVisible();
});

test('a wrong password is refused with the spec message', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('radio', { name: 'Nurse' }).check();
  await page.getByRole('textbox', { name: 'Email' }).fill('nurse@carenest.example');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Wrong!Pass1');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: MESSAGES.invalidCredentials }).first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('the top bar names the account menu plainly and passes axe, at desktop and phone widths', async ({
  page,
}) => {
  await signInAs(page, 'nurse');
  const topBar = page.getByRole('banner');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    const accountMenu = topBar.getByRole('button', {
      name: 'Account menu for Nurse User, Nurse',
      exact: true,
    });
    await expect(accountMenu, `${width} px`).toBeVisible();
    const results = await new AxeBuilder({ page })
      .include('header')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(
      results.violations.map(
        (violation) =>
          `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.html} ${node.failureSummary ?? ''}`).join('; ')}`,
      ),
      `${width} px`,
    ).toEqual([]);
    await accountMenu.click();
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
    await page.keyboard.press('Escape');
  }
});

test('at phone width the collapsed navigation takes no focus until the burger opens it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'parent');
  await expect(page.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
  const navigation = page.locator('#main-navigation');
  /** Tabs on from the burger, expecting never to land inside the navigation. */
  const tabPastTheNavigation = async () => {
    await page.getByRole('button', { name: 'Open navigation' }).focus();
    for (let press = 0; press < 6; press += 1) {
      await page.keyboard.press('Tab');
      expect(await navigation.evaluate((element) => element.contains(document.activeElement))).toBe(false);
    }
  };
  // Moved off the screen, inert, and its entries not yet drawn: no hidden link is reachable.
  await expect(navigation).toHaveAttribute('inert', '');
  await expect(page.getByRole('link', { name: 'My Children', exact: true })).toHaveCount(0);
  await tabPastTheNavigation();

  await page.getByRole('button', { name: 'Open navigation' }).click();
  const myChildren = page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'My Children' });
  await expect(myChildren).toBeVisible();
  await myChildren.focus();
  await expect(myChildren).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'My Children' })).toBeVisible();
  // Following an entry closes the navigation, and it is inert again though its entries stay drawn.
  await expect(navigation).toHaveAttribute('inert', '');
  await tabPastTheNavigation();
});
