import { expect, test } from '@playwright/test';
import { MESSAGES } from '@carenest/core';
import { signInAs } from '../support/sign-in.ts';

test.describe.configure({ timeout: 120_000 });

/** A day a week from now, yyyy-MM-dd, in the demo facility's zone. */
function nextWeek(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(
    new Date(Date.now() + 7 * 86_400_000),
  );
}

test('a parent asks for an appointment from a phone; the nurse accepts it on the chart; the parent sees it scheduled live', async ({
  browser,
}) => {
  const notes = `Walker check ${Date.now().toString(36)}`;
  const parent = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await signInAs(parent, 'parent');
  await parent.goto('/my-children');
  const upcoming = parent.getByRole('region', { name: 'Upcoming Appointments' });
  await upcoming.getByRole('button', { name: 'Schedule Appointment' }).click();
  const form = parent.getByRole('dialog', { name: 'Schedule Appointment' });
  await form.getByRole('combobox', { name: 'Child' }).selectOption({ label: 'Mateo Alvarez' });
  await form.getByRole('combobox', { name: 'Kind of appointment' }).selectOption('therapy_evaluation');
  await form.getByLabel('Preferred day').fill(nextWeek());
  await form.getByRole('textbox', { name: 'What is it about?' }).fill(notes);
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(parent.getByText(MESSAGES.appointmentRequested)).toBeVisible();
  const item = upcoming.getByRole('listitem').filter({ hasText: notes });
  await expect(item.getByText('Requested')).toBeVisible();

  const nurse = await (await browser.newContext()).newPage();
  await signInAs(nurse, 'nurse');
  const list = (await (await nurse.request.get('/api/assigned-patients')).json()) as {
    patients: { id: string; firstName: string }[];
  };
  await nurse.goto(`/patients/${list.patients.find((patient) => patient.firstName === 'Mateo')!.id}`);
  const card = nurse.getByRole('region', { name: 'Appointments' });
  const request = card.getByRole('listitem').filter({ hasText: notes });
  await request.getByRole('button', { name: 'Accept' }).click();
  const accept = nurse.getByRole('dialog', { name: 'Accept request' });
  await accept.getByLabel('Time').fill('10:30');
  await accept.getByRole('textbox', { name: 'Where' }).fill('Therapy gym');
  await accept.getByRole('button', { name: 'Accept' }).click();
  await expect(nurse.getByText(MESSAGES.appointmentScheduled)).toBeVisible();
  await expect(request.getByText('Scheduled')).toBeVisible();

  await expect(item.getByText('Scheduled')).toBeVisible();
  await expect(item).toContainText(/10:30 AM · 60 min · Therapy gym/);
});
