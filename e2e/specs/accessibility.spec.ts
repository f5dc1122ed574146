import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { ROLES, navigationFor, type Role } from '@carenest/core';
import { signInAs } from '../support/sign-in.ts';

/** Serious and critical axe findings on the current page, as readable lines. */
async function seriousViolations(page: import('@playwright/test').Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

test('the public screens have no serious or critical accessibility violations', async ({ page }) => {
  for (const path of ['/login', '/register', '/forgot-password']) {
    await page.goto(path);
    await expect(page.getByRole('heading').first()).toBeVisible();
    expect(await seriousViolations(page), path).toEqual([]);
  }
});

for (const role of ROLES) {
  test(`every screen in the ${role} menu passes axe`, async ({ page }) => {
    test.setTimeout(120_000);
    await signInAs(page, role as Role);
    const paths = [...navigationFor(role).map((entry) => entry.path), '/profile', '/settings'];
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page), `${role} ${path}`).toEqual([]);
    }
  });
}
