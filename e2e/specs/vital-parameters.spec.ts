import { expect, test, type Page } from '@playwright/test';
import { MESSAGES } from '@carenest/core';
import { signInAs } from '../support/sign-in.ts';

// Signs in, adds a child and records through dialogs: 20-40 s on a busy 2-CPU runner.
test.describe.configure({ timeout: 90_000 });

/** A birth date `months` months before today (UTC). */
function monthsAgo(months: number): string {
  const date = new Date();
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.toISOString().slice(0, 10);
}

/** Adds an infant through the API as the signed-in administrator and answers their id. */
async function addInfant(page: Page): Promise<string> {
  const response = await page.request.post('/api/patients', {
    data: {
      firstName: 'Nova',
      lastName: `Infant${Date.now().toString(36)}`,
      dateOfBirth: monthsAgo(6),
      medicalRecordNumber: `MRN-INF-${Date.now()}-${Math.floor(Math.random() * 1000)}`,
      primaryDiagnosis: 'Q90.9',
      careComplexity: 'high',
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { patient: { id: string } }).patient.id;
}

/** Records a heart rate through the chart's Record Vitals dialog and answers the newest reading's card. */
async function recordHeartRate(page: Page, heartRate: string) {
  await page.getByRole('button', { name: 'Record Vitals' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record Vital Signs' });
  await dialog.getByRole('textbox', { name: 'Heart rate (bpm)' }).fill(heartRate);
  await dialog.getByRole('button', { name: 'Record Vital Signs' }).click();
  await expect(dialog).toBeHidden();
  const newest = page.getByRole('article').first();
  await expect(newest).toContainText(`${heartRate}`);
  return newest;
}

test("an infant's physician-ordered heart-rate parameters: 140 is Normal, 90 alerts, crossing limits are refused", async ({
  page,
}) => {
  await signInAs(page, 'administrator');
  const infant = await addInfant(page);
  await page.goto(`/patients/${infant}?tab=vital-signs`);
  const card = page.getByRole('region', { name: 'Alert parameters' });
  await expect(card).toContainText('Age band: Infant (1 to 12 months)');
  await expect(card).toContainText('Suggested for the child');

  await card.getByRole('button', { name: 'Set heart rate parameters' }).click();
  const dialog = page.getByRole('dialog', { name: 'Heart rate parameters' });
  await dialog.getByRole('textbox', { name: /Notify below/ }).fill('170');
  await dialog.getByRole('textbox', { name: /Notify above/ }).fill('160');
  await dialog.getByRole('textbox', { name: 'Ordering physician' }).fill('Dr. Rebecca Lindqvist');
  await dialog.getByRole('button', { name: 'Save parameters' }).click();
  await expect(dialog.getByText('Heart rate: the high limit must be above the low limit')).toBeVisible();

  await dialog.getByRole('textbox', { name: /Notify below/ }).fill('100');
  await dialog.getByRole('button', { name: 'Save parameters' }).click();
  await expect(page.getByText(MESSAGES.vitalParametersSaved)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText("Child's order");
  await expect(card).toContainText('100 bpm to 160 bpm');
  await expect(card).toContainText('Ordered by Dr. Rebecca Lindqvist');

  const normal = await recordHeartRate(page, '140');
  await expect(normal).toContainText('Normal');
  const slow = await recordHeartRate(page, '90');
  await expect(slow).toContainText('Critical');
  await expect(slow).toContainText('Heart rate 90 bpm below 100 bpm (high)');

  await slow.getByRole('button', { name: /^Details of the vital signs/ }).click();
  const details = page.getByRole('dialog', { name: 'Vital Signs Details' });
  await expect(details.getByRole('region', { name: 'Ranges applied' })).toContainText(
    "Heart rate: 100 bpm to 160 bpm - Child's order (Dr. Rebecca Lindqvist",
  );
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('figure', { name: 'Heart rate trend' })).toContainText(
    "Shaded: this child's ordered range.",
  );
});
