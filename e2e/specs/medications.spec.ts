import { expect, test, type Page } from '@playwright/test';
import { MESSAGES } from '@carenest/core';
import { signInAs } from '../support/sign-in.ts';
import { drawSignature } from '../support/signature.ts';

// Each story signs in, opens a chart and records through a dialog: 15-27 s on a busy 2-CPU runner.
test.describe.configure({ timeout: 60_000 });

/** The id of Mateo Alvarez, who is assigned to the demo nurse and linked to the demo parent. */
async function mateoId(page: Page): Promise<string> {
  const list = await page.request.get('/api/patients?search=Mateo');
  return (await list.json()).items[0].id as string;
}

test('the nurse records a dose with a drawn signature and sees it among the last administrations', async ({
  page,
}) => {
  await signInAs(page, 'nurse');
  await page.goto(`/patients/${await mateoId(page)}?tab=medications`);
  await expect(page.getByRole('tab', { name: 'Medications' })).toHaveAttribute('aria-selected', 'true');

  const card = page.getByRole('article', { name: 'Polyethylene glycol 3350' });
  await card.getByRole('button', { name: 'Administer Polyethylene glycol 3350' }).click();
  const dialog = page.getByRole('dialog', { name: 'Administer Medication' });
  await expect(dialog.getByText('MRN-100234')).toBeVisible();
  await expect(dialog.getByText('Allergy warning')).toBeVisible();
  await expect(dialog.getByText('Penicillin')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: /Dosage given/ })).toHaveValue('8.5 g');

  await dialog.getByRole('button', { name: 'Record Administration' }).click();
  await expect(
    dialog.getByRole('alert').filter({ hasText: MESSAGES.dosageAndSignatureRequired }),
  ).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Notes' }).fill('Given over 10 minutes; tolerated well');
  await drawSignature(page, dialog.getByRole('img', { name: 'Signature pad' }));
  await dialog.getByRole('button', { name: 'Record Administration' }).click();

  await expect(page.getByText(MESSAGES.medicationAdministered)).toBeVisible();
  await expect(dialog).toBeHidden();
  const latest = card.getByRole('list', { name: 'Last administrations' }).getByRole('listitem').first();
  await expect(latest).toContainText('Given over 10 minutes; tolerated well');
  await expect(latest).toContainText('8.5 g · by Nurse User');
  await expect(latest.getByRole('img', { name: 'Digitally signed' })).toBeVisible();
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the nurse records a refused dose with its reason on the phone-sized pad', async ({ page }) => {
    await signInAs(page, 'nurse');
    await page.goto(`/patients/${await mateoId(page)}?tab=medications`);
    const card = page.getByRole('article', { name: 'Glycopyrrolate oral solution' });
    await card.getByRole('button', { name: 'Administer Glycopyrrolate oral solution' }).click();
    const dialog = page.getByRole('dialog', { name: 'Administer Medication' });
    await dialog.getByRole('combobox', { name: 'Outcome' }).selectOption('refused');
    await dialog
      .getByRole('textbox', { name: /Reason for refusal/ })
      .fill('Turned away and sealed lips; will retry');
    await drawSignature(page, dialog.getByRole('img', { name: 'Signature pad' }));
    await dialog.getByRole('button', { name: 'Record Administration' }).click();

    await expect(page.getByText(MESSAGES.medicationAdministered)).toBeVisible();
    const latest = card.getByRole('list', { name: 'Last administrations' }).getByRole('listitem').first();
    await expect(latest).toContainText('Refused');
    await expect(latest).toContainText('Turned away and sealed lips; will retry');
  });
});

test('a parent sees the Medications tab without Add Medication, Administer or Amend', async ({ page }) => {
  await signInAs(page, 'parent');
  await page.goto(`/patients/${await mateoId(page)}`);
  await page.getByRole('tab', { name: 'Medications' }).click();
  await expect(page).toHaveURL(/\?tab=medications$/);
  await expect(page.getByRole('heading', { name: 'Baclofen' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Medication' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Administer/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Amend', exact: true })).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'Digitally signed' }).first()).toBeVisible();
});

test('an administrator adds a medication with its schedule, which its card then shows', async ({ page }) => {
  await signInAs(page, 'administrator');
  const list = await page.request.get('/api/patients?search=Harper');
  await page.goto(`/patients/${(await list.json()).items[0].id as string}?tab=medications`);
  await page.getByRole('button', { name: 'Add Medication' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Medication' });
  await dialog.getByRole('button', { name: 'Add Medication' }).click();
  await expect(dialog.getByText(MESSAGES.medicationNameRequired)).toBeVisible();

  await dialog.getByRole('textbox', { name: /Medication name/ }).fill('Cetirizine oral solution');
  await dialog.getByRole('textbox', { name: /Dosage/ }).fill('2.5 mg (2.5 mL)');
  await dialog.getByRole('textbox', { name: /Frequency/ }).fill('Once daily');
  await dialog.getByRole('textbox', { name: /Prescribed by/ }).fill('Dr. Jonathan Pierce');
  const times = dialog.getByRole('combobox', { name: 'Scheduled times' });
  await times.fill('08:00');
  await times.press('Enter');
  await dialog.getByRole('button', { name: 'Add Medication' }).click();

  await expect(page.getByText(MESSAGES.medicationAdded)).toBeVisible();
  const card = page.getByRole('article', { name: 'Cetirizine oral solution' });
  await expect(card).toContainText('8:00 AM');
  await expect(card).toContainText('Oral');
});
