import { expect, test, type Page } from '@playwright/test';
import { MESSAGES } from '@carenest/core';
import { DEMO_PASSWORD, signInAs } from '../support/sign-in.ts';
import { drawSignature } from '../support/signature.ts';

// Each story signs in, opens a chart and goes through one or more dialogs on a busy 2-CPU runner.
test.describe.configure({ timeout: 90_000 });

/** The id of a demo child found by name. */
async function childId(page: Page, name: string): Promise<string> {
  const list = await page.request.get(`/api/patients?search=${encodeURIComponent(name)}`);
  return (await list.json()).items[0].id as string;
}

test('a controlled dose is recorded with a second nurse signing as witness, and the record names both', async ({
  page,
}) => {
  await signInAs(page, 'nurse');
  await page.goto(`/patients/${await childId(page, 'Aaliyah')}?tab=medications`);
  const card = page.getByRole('article', { name: 'Clonazepam oral suspension' });
  await expect(card.getByText('Controlled: witness required')).toBeVisible();
  await card.getByRole('button', { name: 'Administer Clonazepam oral suspension' }).click();
  const dialog = page.getByRole('dialog', { name: 'Administer Medication' });
  const witness = dialog.getByRole('group', { name: 'Witness (second nurse)' });
  await expect(witness).toBeVisible();

  await drawSignature(page, dialog.getByRole('img', { name: 'Signature pad' }));
  await dialog.getByRole('button', { name: 'Record Administration' }).click();
  await expect(dialog.getByText(MESSAGES.witnessRequired).first()).toBeVisible();

  await witness.getByRole('textbox', { name: /Witness email/ }).fill('charge-nurse@carenest.example');
  await witness.getByLabel(/Witness password/).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Record Administration' }).click();
  await expect(page.getByText(MESSAGES.medicationAdministered)).toBeVisible();
  await expect(dialog).toBeHidden();
  const latest = card.getByRole('list', { name: 'Last administrations' }).getByRole('listitem').first();
  await expect(latest).toContainText('by Nurse User, witnessed by Grace Okafor');
});

test('the nurse changes an order, reads its versions and discontinues it with a reason', async ({ page }) => {
  await signInAs(page, 'nurse');
  await page.goto(`/patients/${await childId(page, 'Aaliyah')}?tab=medications`);
  await page.getByRole('button', { name: 'Add Medication' }).click();
  const add = page.getByRole('dialog', { name: 'Add Medication' });
  await add.getByRole('textbox', { name: /Medication name/ }).fill('Cetirizine oral solution');
  await add.getByRole('textbox', { name: /Dosage/ }).fill('2.5 mg');
  await add.getByRole('textbox', { name: /Frequency/ }).fill('Once daily');
  await add.getByRole('textbox', { name: /Prescribed by/ }).fill('Dr. Amal Haddad');
  await add.getByRole('button', { name: 'Add Medication' }).click();
  await expect(add).toBeHidden();

  const card = page.getByRole('article', { name: 'Cetirizine oral solution' });
  await card.getByRole('button', { name: 'Change order of Cetirizine oral solution' }).click();
  const change = page.getByRole('dialog', { name: 'Change order: Cetirizine oral solution' });
  await change.getByRole('textbox', { name: /Dosage/ }).fill('5 mg');
  await change.getByRole('button', { name: 'Save new version' }).click();
  await expect(change.getByText(MESSAGES.medicationChangeReasonRequired)).toBeVisible();
  await change.getByRole('textbox', { name: /Reason for the change/ }).fill('Allergist doubled the dose');
  await change.getByRole('button', { name: 'Save new version' }).click();
  await expect(page.getByText(MESSAGES.medicationChanged)).toBeVisible();
  await expect(card.getByText('5 mg')).toBeVisible();

  await card.getByRole('button', { name: 'Order history of Cetirizine oral solution' }).click();
  const history = page.getByRole('dialog', { name: 'Order history: Cetirizine oral solution' });
  await expect(history.getByText('Version 1: ordered')).toBeVisible();
  await expect(history.getByText('Version 2: changed')).toBeVisible();
  await expect(history.getByText('Reason: Allergist doubled the dose')).toBeVisible();
  await history.getByRole('button', { name: 'Close' }).click();

  await card.getByRole('button', { name: 'Discontinue Cetirizine oral solution' }).click();
  const stop = page.getByRole('dialog', { name: 'Discontinue Cetirizine oral solution' });
  await stop
    .getByRole('textbox', { name: /Reason for discontinuing/ })
    .fill('Rash resolved; allergist stopped it');
  await stop.getByRole('button', { name: 'Discontinue' }).click();
  await expect(page.getByText(MESSAGES.medicationDiscontinued)).toBeVisible();
  await expect(card).toHaveCount(0);
  const stopped = page.getByRole('region', { name: 'Discontinued medications' });
  await expect(stopped).toContainText('Cetirizine oral solution · 5 mg');
  await expect(stopped).toContainText('Reason: Rash resolved; allergist stopped it');
  await expect(stopped).toContainText('Stopped by Nurse User');
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a discontinued medication stays in the chart's history with who stopped it and why", async ({
    page,
  }) => {
    await signInAs(page, 'nurse');
    await page.goto(`/patients/${await childId(page, 'Jayden')}?tab=medications`);
    const stopped = page.getByRole('region', { name: 'Discontinued medications' });
    await expect(stopped).toContainText('Nitrofurantoin oral suspension');
    await expect(stopped).toContainText('Urology stopped the prophylaxis');
    await expect(page.getByRole('article', { name: 'Nitrofurantoin oral suspension' })).toHaveCount(0);
    await page.screenshot({ path: '/tmp/clinical-shots/discontinued-390.png', fullPage: true });
  });
});
