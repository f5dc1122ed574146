import { expect, test, type Page } from '@playwright/test';
import { MESSAGES } from '@carenest/core';
import { signInAs } from '../support/sign-in.ts';

// Each story signs in and goes through two or three dialogs: up to ~25 s on a busy 2-CPU runner.
test.describe.configure({ timeout: 60_000 });

/** The id of Mateo Alvarez, who is assigned to the demo nurse and linked to the demo parent. */
async function mateoId(page: Page): Promise<string> {
  const list = await page.request.get('/api/patients?search=Mateo');
  return (await list.json()).items[0].id as string;
}

test('the nurse writes a note, edits it inline, amends it and sees its integrity verified', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const original = `Morning check ${stamp}: lungs clear, SpO2 97% on room air.`;
  const edited = `${original} Suctioned once at 10:00.`;
  await signInAs(page, 'nurse');
  await page.goto('/clinical-notes');
  await page.getByRole('button', { name: 'New Note' }).click();

  const create = page.getByRole('dialog', { name: 'New Clinical Note' });
  await create.getByRole('button', { name: 'Sign and Save Note' }).click();
  await expect(create.getByText(MESSAGES.clinicalNoteContentRequired)).toBeVisible();
  await create.getByRole('combobox', { name: 'Patient' }).selectOption(await mateoId(page));
  await expect(create.getByRole('combobox', { name: 'Note type' })).toHaveValue('nursing_note');
  await create.getByRole('textbox', { name: 'Note' }).fill(original);
  await create.getByRole('button', { name: 'Sign and Save Note' }).click();
  await expect(page.getByText(MESSAGES.clinicalNoteCreated)).toBeVisible();

  const detail = page.getByRole('dialog', { name: 'Clinical Note', exact: true });
  await expect(detail.getByText('Integrity verified')).toBeVisible();
  const content = detail.getByRole('textbox', { name: 'Note content' });
  await expect(content).toHaveValue(original);

  await content.fill('A change the nurse thinks better of');
  await content.press('Escape');
  await expect(content).toHaveValue(original);
  await expect(detail).toBeVisible();

  await content.fill(edited);
  await content.press('Control+Enter');
  await expect(page.getByText(MESSAGES.clinicalNoteUpdated)).toBeVisible();
  await expect(detail.getByText('Version 2 (current)')).toBeVisible();
  await expect(detail.getByText(original, { exact: true })).toBeVisible();

  await detail.getByRole('button', { name: 'Amend' }).click();
  const amend = page.getByRole('dialog', { name: 'Amend Clinical Note' });
  await amend.getByRole('button', { name: 'Add Amendment' }).click();
  await expect(amend.getByText(MESSAGES.clinicalNoteAmendmentReasonRequired)).toBeVisible();
  await amend.getByRole('textbox', { name: 'Reason for amendment' }).fill('Saturation misread');
  await amend
    .getByRole('textbox', { name: 'Amendment', exact: true })
    .fill('SpO2 was 95% on room air, not 97%.');
  await amend.getByRole('button', { name: 'Add Amendment' }).click();
  await expect(page.getByText(MESSAGES.clinicalNoteAmended)).toBeVisible();

  await expect(detail.getByText('Amendment 1')).toBeVisible();
  await expect(detail.getByText('Integrity verified')).toBeVisible();
  await expect(detail.getByRole('textbox', { name: 'Note content' })).toHaveCount(0);
  await detail.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('searchbox', { name: 'Search notes' }).fill(stamp);
  const card = page.getByRole('list', { name: 'Clinical notes' }).getByRole('listitem');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Amended');
  await expect(card).toContainText('Suctioned once at 10:00.');
  await expect(card.locator('code')).toHaveText(/^[0-9a-f]{16}$/);
});

test('a script in note content is shown as text and never runs', async ({ page }) => {
  const payload = `<img src=x onerror="document.title='owned'"> xss-${Date.now().toString(36)}`;
  await signInAs(page, 'nurse');
  const created = await page.request.post('/api/clinical-notes', {
    data: { patientId: await mateoId(page), noteType: 'incident_report', content: payload },
  });
  expect(created.status()).toBe(201);
  await page.goto('/clinical-notes');
  await page.getByRole('searchbox', { name: 'Search notes' }).fill(payload.slice(-12));
  const card = page.getByRole('list', { name: 'Clinical notes' }).getByRole('listitem');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(payload);
  await card.getByRole('button', { name: /^View note/ }).click();
  await expect(
    page.getByRole('dialog', { name: 'Clinical Note', exact: true }).getByRole('textbox'),
  ).toHaveValue(payload);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(await page.title()).not.toBe('owned');
});

test("the dashboard's New Note action opens the create window", async ({ page }) => {
  await signInAs(page, 'therapist');
  await page.getByRole('link', { name: 'New Note' }).click();
  const create = page.getByRole('dialog', { name: 'New Clinical Note' });
  await expect(create).toBeVisible();
  await expect(create.getByRole('combobox', { name: 'Note type' })).toHaveValue('therapy_note');
  await expect(page).toHaveURL(/\/clinical-notes$/);
});

test('a parent cannot reach the clinical notes screen', async ({ page }) => {
  await signInAs(page, 'parent');
  await page.goto('/clinical-notes');
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByRole('heading', { name: MESSAGES.accessDeniedTitle })).toBeVisible();
});
