import { expect, test } from '@playwright/test';
import { type MyChildrenResponse } from '@carenest/core';
import { signInAs } from '../support/sign-in.ts';

test.describe.configure({ timeout: 150_000 });

test("a parent's My Children follows the front desk live at phone width, and the check-out brings the daily report", async ({
  browser,
}) => {
  const parent = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await signInAs(parent, 'parent');
  await parent.goto('/my-children');
  const sofia = parent.getByRole('article', { name: 'Sofia Alvarez' });
  await expect(sofia).toBeVisible();
  await expect(sofia.getByText(/years old/)).toBeVisible();
  const today = sofia.getByRole('status', { name: 'Sofia today' });
  const before = (await (await parent.request.get('/api/my-children')).json()) as MyChildrenResponse;
  // Whatever a retry left behind, the front desk checks Sofia in (unless she is in) and then out.
  const isIn = before.children.find((child) => child.firstName === 'Sofia')!.status === 'checked_in';
  await expect(today).toContainText(isIn ? 'Checked in' : 'At home');

  const desk = await (await browser.newContext()).newPage();
  await signInAs(desk, 'administrator');
  await desk.goto('/transportation');
  await desk.getByRole('tab', { name: 'Daily log' }).click();
  const frontDesk = async (step: 'Check in' | 'Check out') => {
    await desk.getByRole('button', { name: 'Front desk check-in or out' }).click();
    const form = desk.getByRole('dialog', { name: 'Front desk check-in or out' });
    await form.getByText(step, { exact: true }).first().click();
    await form.getByRole('combobox', { name: 'Child' }).selectOption({ label: 'Sofia Alvarez' });
    await form.getByRole('textbox', { name: "Adult's name" }).fill('Isabel Alvarez');
    await form.getByRole('textbox', { name: 'Or type your full name to sign' }).fill('Isabel Alvarez');
    await form.getByRole('button', { name: 'Sign with typed name' }).click();
    await form.getByRole('button', { name: step, exact: true }).click();
    await expect(form).toBeHidden();
  };
  const activities = parent.getByRole('region', { name: 'Recent Activities' });
  if (!isIn) {
    await frontDesk('Check in');
    await expect(today).toContainText('Checked in');
    await expect(today).toContainText(/since \d{1,2}:\d{2} [AP]M/);
    await expect(activities.getByRole('listitem').first()).toContainText('Sofia Alvarez: Checked in');
  }
  await frontDesk('Check out');
  await expect(today).toContainText('At home');
  await expect(today).toContainText(/since \d{1,2}:\d{2} [AP]M/);
  await expect(activities.getByRole('listitem').first()).toContainText('Sofia Alvarez: Checked out');
  await expect(parent.getByRole('article', { name: /Harper|Jayden/ })).toHaveCount(0);

  // From the bell to the report, in English and in Spanish.
  await parent.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  await parent.getByRole('button', { name: "Unread: Sofia's daily report" }).first().click();
  await expect(parent).toHaveURL(/\/my-children\/[0-9a-f-]+\/daily-report\/\d{4}-\d{2}-\d{2}$/);
  await expect(parent.getByRole('heading', { name: "Sofia Alvarez's day" })).toBeVisible();
  await expect(parent.getByText(/at the front desk · with Isabel Alvarez/).last()).toBeVisible();
  await parent.getByText('Español').click();
  await expect(parent.getByRole('heading', { name: 'El día de Sofia Alvarez' })).toBeVisible();
  await expect(parent.getByText('Salida')).toBeVisible();
});
