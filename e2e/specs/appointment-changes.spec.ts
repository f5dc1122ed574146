import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { MESSAGES } from '@carenest/core';
import { signInAs } from '../support/sign-in.ts';

test.describe.configure({ timeout: 120_000 });

/** Where the screenshots of the new screens go, to be looked at (outside the repository's tracked files). */
const SCREENS = path.join(import.meta.dirname, '../../.tmp/screens');

/** A day `days` from now, yyyy-MM-dd, in the demo facility's zone. */
function daysAhead(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

/** Opens Mateo's chart as the demo nurse and answers its Appointments card. */
async function openMateosAppointments(nurse: Page) {
  const list = (await (await nurse.request.get('/api/assigned-patients')).json()) as {
    patients: { id: string; firstName: string }[];
  };
  await nurse.goto(`/patients/${list.patients.find((patient) => patient.firstName === 'Mateo')!.id}`);
  return nurse.getByRole('region', { name: 'Appointments' });
}

test('the nurse schedules a visit; the parent cancels it from a phone with a reason; the nurse sees it cancelled live', async ({
  browser,
}) => {
  const notes = `Hip check ${Date.now().toString(36)}`;
  const nurse = await (await browser.newContext()).newPage();
  await signInAs(nurse, 'nurse');
  const card = await openMateosAppointments(nurse);
  await card.getByRole('button', { name: 'Schedule appointment' }).click();
  const schedule = nurse.getByRole('dialog', { name: 'Schedule appointment' });
  await schedule.getByRole('combobox', { name: 'Kind of appointment' }).selectOption('physician_visit');
  await schedule.getByLabel('Day').fill(daysAhead(8));
  await schedule.getByLabel('Time').fill('09:15');
  await schedule.getByRole('textbox', { name: 'Notes' }).fill(notes);
  await schedule.getByRole('button', { name: 'Schedule' }).click();
  await expect(nurse.getByText(MESSAGES.appointmentScheduled)).toBeVisible();
  const onChart = card.getByRole('listitem').filter({ hasText: notes });
  await expect(onChart.getByText('Scheduled')).toBeVisible();

  const parent = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await signInAs(parent, 'parent');
  await parent.goto('/my-children');
  const upcoming = parent.getByRole('region', { name: 'Upcoming Appointments' });
  const item = upcoming.getByRole('listitem').filter({ hasText: notes });
  await expect(item.getByRole('button', { name: /^Reschedule/ })).toHaveCount(0);
  await item.getByRole('button', { name: /^Cancel Physician visit for Mateo Alvarez, / }).click();
  const dialog = parent.getByRole('dialog', { name: 'Cancel appointment' });
  await dialog.getByRole('button', { name: 'Cancel appointment' }).click();
  await expect(dialog.getByText(MESSAGES.appointmentCancelReasonRequired)).toBeVisible();
  await dialog.getByRole('textbox', { name: /Reason for cancelling/ }).fill('Mateo has a fever');
  await parent.screenshot({ path: path.join(SCREENS, 'cancel-appointment-390.png') });
  await dialog.getByRole('button', { name: 'Cancel appointment' }).click();
  await expect(parent.getByText(MESSAGES.appointmentCancelled)).toBeVisible();
  await expect(item.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(item).toContainText('Mateo has a fever');
  await expect(item.getByRole('button')).toHaveCount(0);

  await expect(onChart.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(onChart).toContainText(/Cancelled by .+: Mateo has a fever/);
  await expect(onChart.getByRole('button')).toHaveCount(0);
  await nurse.screenshot({ path: path.join(SCREENS, 'chart-appointments-desktop.png'), fullPage: true });
});

test('the nurse reschedules a visit on the chart; the parent sees the new time and the old one live', async ({
  browser,
}) => {
  const notes = `Brace fitting ${Date.now().toString(36)}`;
  const nurse = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await signInAs(nurse, 'nurse');
  const card = await openMateosAppointments(nurse);
  await card.getByRole('button', { name: 'Schedule appointment' }).click();
  const schedule = nurse.getByRole('dialog', { name: 'Schedule appointment' });
  await schedule.getByLabel('Day').fill(daysAhead(9));
  await schedule.getByLabel('Time').fill('11:00');
  await schedule.getByRole('textbox', { name: 'Notes' }).fill(notes);
  await schedule.getByRole('button', { name: 'Schedule' }).click();
  await expect(nurse.getByText(MESSAGES.appointmentScheduled)).toBeVisible();

  const parent = await (await browser.newContext()).newPage();
  await signInAs(parent, 'parent');
  await parent.goto('/my-children');
  const item = parent
    .getByRole('region', { name: 'Upcoming Appointments' })
    .getByRole('listitem')
    .filter({ hasText: notes });
  await expect(item).toContainText('11:00 AM');

  const onChart = card.getByRole('listitem').filter({ hasText: notes });
  await onChart.getByRole('button', { name: /^Reschedule Care conference, / }).click();
  const dialog = nurse.getByRole('dialog', { name: 'Reschedule appointment' });
  await dialog.getByLabel('New time').fill('15:45');
  await nurse.screenshot({ path: path.join(SCREENS, 'reschedule-appointment-390.png') });
  await dialog.getByRole('button', { name: 'Reschedule' }).click();
  await expect(nurse.getByText(MESSAGES.appointmentRescheduled)).toBeVisible();
  await expect(onChart).toContainText('3:45 PM');

  await expect(item).toContainText('3:45 PM');
  await expect(item).toContainText(/Moved from .*11:00 AM/);
  await parent.screenshot({
    path: path.join(SCREENS, 'my-children-appointments-desktop.png'),
    fullPage: true,
  });
});

test('the demo shows a cancelled visit with its reason and a done evaluation on the chart', async ({
  page,
}) => {
  await signInAs(page, 'nurse');
  const card = await openMateosAppointments(page);
  const cancelled = card.getByRole('listitem').filter({ hasText: 'Orthopedic check of the left hip' });
  await expect(cancelled.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(cancelled).toContainText('Mateo has a cold this week');
  const done = card.getByRole('listitem').filter({ hasText: 'Gait review with the new walker' });
  await expect(done.getByText('Done', { exact: true })).toBeVisible();
  await expect(done).toContainText(/Marked done by /);
});
