import { expect, test } from '@playwright/test';
import { MESSAGES } from '@carenest/core';
import { signInAs } from '../support/sign-in.ts';

test.describe.configure({ timeout: 120_000 });

test('an administrator messages the driver, who sees the task live on the phone, ticks it off and reads the message', async ({
  browser,
}) => {
  const body = `Use the ramp at the back entrance ${Date.now().toString(36)}`;
  const driverContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const driver = await driverContext.newPage();
  await signInAs(driver, 'driver');
  await driver.goto('/dashboard');
  const tasksPanel = driver.getByRole('region', { name: 'Tasks & Reminders' });
  await expect(tasksPanel.getByText('Pickup instruction', { exact: false }).first()).toBeVisible();

  const administrator = await (await browser.newContext()).newPage();
  await signInAs(administrator, 'administrator');
  await administrator.goto('/transportation');
  await administrator.getByRole('tab', { name: 'Tasks & messages' }).click();
  await administrator.getByRole('button', { name: 'Message driver' }).click();
  const form = administrator.getByRole('dialog', { name: 'Message driver' });
  await form.getByLabel('Message type').selectOption('dropoff_instruction');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText(MESSAGES.driverMessageRequired)).toBeVisible();
  await expect(form.getByText(MESSAGES.driverRequired)).toBeVisible();
  await form.getByRole('textbox', { name: 'Message', exact: true }).fill(body);
  await form.getByLabel('Driver').selectOption({ label: 'Driver User' });
  await form.getByLabel('Priority').selectOption('high');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(administrator.getByText(MESSAGES.driverMessageSent)).toBeVisible();
  await expect(form).toBeHidden();

  // The driver's dashboard follows without a reload: the new task, high priority, today.
  const task = tasksPanel.getByRole('listitem').filter({ hasText: body });
  await expect(task).toBeVisible();
  await expect(task.getByText('High priority')).toBeVisible();
  await task.getByRole('checkbox', { name: 'Dropoff instruction' }).click();
  await expect(driver.getByText(MESSAGES.driverTaskCompleted)).toBeVisible();
  await expect(task).toBeHidden();

  // The office sees it ticked off, by whom.
  await administrator.getByText('Completed', { exact: true }).click();
  const done = administrator.getByRole('listitem').filter({ hasText: body }).first();
  await expect(done.getByText(/Completed by Driver User/)).toBeVisible();

  // The driver reads the message itself on the Transportation screen.
  await tasksPanel.getByRole('link', { name: 'All tasks and messages' }).click();
  await expect(driver.getByRole('tab', { name: 'Tasks & messages' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const message = driver.getByRole('listitem').filter({ hasText: body }).filter({ hasText: 'From' });
  await expect(message.getByText('Unread')).toBeVisible();
  await message.getByRole('button', { name: /Mark dropoff instruction from .* read/ }).click();
  await expect(message.getByText('Unread')).toBeHidden();
  await expect(
    administrator.getByRole('listitem').filter({ hasText: body }).last().getByText(/read /),
  ).toBeVisible();
});

test('Start Route on the driver’s dashboard opens today’s next route', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'driver');
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Start Route' }).click();
  await expect(page).toHaveURL(/\/transportation\?route=next$/);
  const focused = page.locator('h2:focus');
  await expect(focused).toHaveAttribute('id', /^route-/);
  const card = page.getByRole('article', { name: (await focused.textContent()) ?? '' });
  await expect(card.getByText(/^(Completed|Cancelled)$/)).toHaveCount(0);
  await expect(
    card.getByRole('button', {
      name: /Start Route|Begin Pickup|Head to Facility|Arrived at Facility|Complete Route/,
    }),
  ).toBeVisible();
});
