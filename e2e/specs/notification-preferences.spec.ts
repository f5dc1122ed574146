import { expect, test } from '@playwright/test';
import { signInAs } from '../support/sign-in.ts';

test('a parent flips medication notifications in Settings at phone width, and the choice is kept', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'parent');
  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Notifications' });
  const medications = card.getByRole('switch', { name: /Medications/ });
  await expect(card.getByRole('switch', { name: /Transport/ })).toBeChecked();
  // From whatever an earlier attempt left, flip it, see it kept after a reload, and flip it back.
  const wasOn = await medications.isChecked();
  await medications.click();
  await expect(page.getByText('Notification preferences saved')).toBeVisible();
  await page.reload();
  await expect(medications).toBeChecked({ checked: !wasOn });
  await medications.click();
  await expect(medications).toBeChecked({ checked: wasOn });
});
