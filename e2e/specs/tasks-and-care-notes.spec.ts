import { expect, test } from '@playwright/test';
import type { MyChildrenResponse } from '@carenest/core';
import { signInAs } from '../support/sign-in.ts';

test.describe.configure({ timeout: 120_000 });

test("the demo nurse's Tasks & Reminders links to where each task is done", async ({ browser }) => {
  const nurse = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signInAs(nurse, 'nurse');
  await nurse.goto('/dashboard');
  const tasks = nurse.getByRole('region', { name: 'Tasks & Reminders' }).getByRole('list', {
    name: 'Tasks and reminders',
  });
  await expect(tasks.getByRole('listitem').first()).toBeVisible();
  await expect(tasks.getByRole('link', { name: 'Physician visit' })).toBeVisible();
  await nurse.screenshot({ path: test.info().outputPath('nurse-tasks-1280.png'), fullPage: true });
  await tasks.getByRole('link', { name: 'Physician visit' }).click();
  await expect(nurse).toHaveURL(/\/patients\/[0-9a-f-]{36}$/);
  await expect(nurse.getByRole('region', { name: 'Appointments' })).toBeVisible();
});

test("a parent reads on a phone the care note shared about Mateo, not the staff's other notes", async ({
  browser,
}) => {
  const parent = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await signInAs(parent, 'parent');
  const { children } = (await (await parent.request.get('/api/my-children')).json()) as MyChildrenResponse;
  const mateo = children.find((child) => child.firstName === 'Mateo')!;
  await parent.goto(`/patients/${mateo.id}`);
  const notes = parent.getByRole('region', { name: 'Care notes' });
  await expect(notes.getByRole('listitem').first()).toContainText('Daily Assessment');
  await expect(notes).not.toContainText('Nursing Note');
  await notes.scrollIntoViewIfNeeded();
  await parent.screenshot({ path: test.info().outputPath('parent-care-notes-390.png'), fullPage: true });
});
