import { expect, test } from '@playwright/test';
import { type MyChildrenResponse } from '@carenest/core';
import { signInAs } from '../support/sign-in.ts';

test.describe.configure({ timeout: 120_000 });

test("a parent's My Children follows the front desk live at phone width", async ({ browser }) => {
  const parent = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await signInAs(parent, 'parent');
  await parent.goto('/my-children');
  const sofia = parent.getByRole('article', { name: 'Sofia Alvarez' });
  await expect(sofia).toBeVisible();
  await expect(sofia.getByText(/years old/)).toBeVisible();
  const before = (await (await parent.request.get('/api/my-children')).json()) as MyChildrenResponse;
  const isIn = before.children.find((child) => child.firstName === 'Sofia')!.status === 'checked_in';
  // Whatever a retry left behind, the front desk takes the next step and the card follows it.
  const kind = isIn ? 'Check out' : 'Check in';
  await expect(sofia.getByRole('status', { name: 'Sofia today' })).toContainText(
    isIn ? 'Checked in' : 'At home',
  );

  const desk = await (await browser.newContext()).newPage();
  await signInAs(desk, 'administrator');
  await desk.goto('/transportation');
  await desk.getByRole('tab', { name: 'Daily log' }).click();
  await desk.getByRole('button', { name: 'Front desk check-in or out' }).click();
  const form = desk.getByRole('dialog', { name: 'Front desk check-in or out' });
  await form.getByText(kind, { exact: true }).first().click();
  await form.getByRole('combobox', { name: 'Child' }).selectOption({ label: 'Sofia Alvarez' });
  await form.getByRole('textbox', { name: "Adult's name" }).fill('Isabel Alvarez');
  await form.getByRole('textbox', { name: 'Or type your full name to sign' }).fill('Isabel Alvarez');
  await form.getByRole('button', { name: 'Sign with typed name' }).click();
  await form.getByRole('button', { name: kind, exact: true }).click();
  await expect(form).toBeHidden();

  await expect(sofia.getByRole('status', { name: 'Sofia today' })).toContainText(
    isIn ? 'At home' : 'Checked in',
  );
  await expect(sofia.getByRole('status', { name: 'Sofia today' })).toContainText(/since \d{1,2}:\d{2} [AP]M/);
  const activities = parent.getByRole('region', { name: 'Recent Activities' });
  await expect(
    activities
      .getByRole('listitem')
      .first()
      .getByText(`Sofia Alvarez: ${isIn ? 'Checked out' : 'Checked in'}`),
  ).toBeVisible();
  await expect(parent.getByRole('article', { name: /Harper|Jayden/ })).toHaveCount(0);
});
