import { expect, test } from '@playwright/test';
import { MESSAGES } from '@carenest/core';
import { signInAs } from '../support/sign-in.ts';

test.describe.configure({ timeout: 120_000 });

/** The demo facility's wall-clock time now, HH:mm. */
function facilityTimeNow(): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'America/New_York',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date());
}

test('a parent sends the morning handoff from a phone and the nurse reads it on the chart', async ({
  browser,
}) => {
  const parent = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await signInAs(parent, 'parent');
  await parent.goto('/my-children');
  const mateo = parent.getByRole('article', { name: 'Mateo Alvarez' });
  await mateo.getByRole('button', { name: 'Morning handoff' }).click();
  const form = parent.getByRole('dialog', { name: 'Morning handoff: Mateo Alvarez' });
  await form.getByRole('button', { name: 'Send to the nurse' }).click();
  await expect(form.getByText(MESSAGES.sleepQualityRequired)).toBeVisible();
  await form.getByRole('radio', { name: 'Poor night' }).check();
  await form.getByRole('textbox', { name: 'Seizures overnight' }).fill('1');
  await form.getByRole('textbox', { name: 'What happened' }).fill('A short absence seizure at 3 AM');
  await form.getByRole('checkbox', { name: /^Baclofen/ }).check();
  await form.getByRole('textbox', { name: 'Time Baclofen was given' }).fill(facilityTimeNow());
  await form.getByRole('button', { name: 'Send to the nurse' }).click();
  await expect(parent.getByText(MESSAGES.morningHandoffSaved)).toBeVisible();
  await expect(form).toBeHidden();

  const nurse = await (await browser.newContext()).newPage();
  await signInAs(nurse, 'nurse');
  const list = (await (await nurse.request.get('/api/assigned-patients')).json()) as {
    patients: { id: string; firstName: string }[];
  };
  await nurse.goto(`/patients/${list.patients.find((patient) => patient.firstName === 'Mateo')!.id}`);
  const card = nurse.getByRole('region', { name: 'Morning handoff' });
  await expect(card.getByText('1 seizure overnight')).toBeVisible();
  await expect(card.getByText('A short absence seizure at 3 AM')).toBeVisible();
  await expect(card.getByText(/Baclofen .* at \d{1,2}:\d{2} [AP]M/)).toBeVisible();
  await expect(card.getByText(/Sent by Parent User/)).toBeVisible();
});
