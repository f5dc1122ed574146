import { expect, test, type Locator } from '@playwright/test';
import { MESSAGES } from '@carenest/core';
import { clientAddress, newAccount } from '../support/accounts.ts';
import {
  chooseNativeOption,
  pressUntilFocused,
  signInByKeyboard,
  tabTo,
  typeInto,
} from '../support/keyboard.ts';

// Sign-in, registration with the HIPAA gate and the nurse's forms, driven by page.keyboard alone: no click,
// no fill (the administrator's forms are in keyboard-forms-admin.spec.ts). Each story signs in by keyboard
// and walks one or more dialogs key by key: 20-40 s on a busy 2-CPU runner.
test.describe.configure({ timeout: 90_000 });
test.use({ extraHTTPHeaders: clientAddress(64) });

test('the nurse signs in with the role cards, email and password by keyboard', async ({ page }) => {
  await signInByKeyboard(page, 'nurse');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Nurse');
});

test('a new parent registers and signs the HIPAA agreement with a typed name, by keyboard', async ({
  page,
}) => {
  const account = newAccount('parent', 'Kai');
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
  await typeInto(page, page.getByRole('textbox', { name: 'First name' }), account.firstName);
  await typeInto(page, page.getByRole('textbox', { name: 'Last name' }), account.lastName);
  await typeInto(page, page.getByRole('textbox', { name: 'Email' }), account.email);
  const cards = page.getByRole('radiogroup', { name: 'I am registering as' });
  await tabTo(page, cards.getByRole('radio', { checked: true }));
  const parentCard = cards.getByRole('radio', { name: /^Parent\/Guardian/ });
  await pressUntilFocused(page, parentCard, { key: 'ArrowLeft', maxPresses: 6 });
  await expect(parentCard).toBeChecked();
  await typeInto(page, page.getByRole('textbox', { name: 'Password', exact: true }), account.password);
  await typeInto(page, page.getByRole('textbox', { name: 'Confirm password' }), account.confirmPassword);
  await page.keyboard.press('Enter');
  await expect(page.getByText(MESSAGES.registrationSuccess)).toBeVisible();

  await expect(page.getByRole('heading', { name: 'Step 1 of 3: Review Document' })).toBeVisible();
  await tabTo(page, page.getByRole('region', { name: /HIPAA/ }));
  await page.keyboard.press('End');
  await tabTo(page, page.getByRole('checkbox', { name: 'I have read and understand this document' }));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: 'Continue', exact: true }));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Step 2 of 3: Acknowledge' })).toBeFocused();
  await tabTo(page, page.getByRole('checkbox', { name: /I understand my obligations/ }));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: 'Continue to Signature' }));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Step 3 of 3: Sign' })).toBeFocused();
  const signButton = page.getByRole('button', { name: 'Sign & Accept Agreement' });
  await tabTo(page, signButton);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: MESSAGES.hipaaSignatureRequired })).toBeVisible();
  const typedName = page.getByRole('textbox', { name: 'Or type your full name to sign' });
  await pressUntilFocused(page, typedName, { key: 'Shift+Tab' });
  await page.keyboard.type(`${account.firstName} ${account.lastName}`);
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: 'Signed with typed name Kai Tester' }),
  ).toBeAttached();
  await expect(
    page.getByRole('img', { name: 'Signature pad, signed with typed name Kai Tester' }),
  ).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: MESSAGES.hipaaSignatureRequired })).toHaveCount(0);
  await tabTo(page, signButton);
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 1 })).toContainText('Kai');
  const status = await page.request.get('/api/hipaa');
  expect((await status.json()).requiresSignature).toBe(false);
});

test('the nurse records vital signs with the keyboard, then Escape closes the dialog back to its button', async ({
  page,
}) => {
  await signInByKeyboard(page, 'nurse');
  await page.goto('/vital-signs');
  const open = page.getByRole('button', { name: 'Record Vitals' });
  await tabTo(page, open);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Record Vital Signs' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await chooseNativeOption(page, dialog.getByRole('combobox', { name: 'Patient' }), 'Mateo');
  await typeInto(page, dialog.getByRole('textbox', { name: 'Temperature (°F)' }), '98.6');
  await typeInto(page, dialog.getByRole('textbox', { name: 'Heart rate (bpm)' }), '104');
  await typeInto(page, dialog.getByRole('textbox', { name: 'Systolic (mmHg)' }), '104');
  await typeInto(page, dialog.getByRole('textbox', { name: 'Diastolic (mmHg)' }), '66');
  await typeInto(page, dialog.getByRole('textbox', { name: 'Respiratory rate (/min)' }), '22');
  await typeInto(page, dialog.getByRole('textbox', { name: 'Oxygen saturation (%)' }), '98');
  await typeInto(page, dialog.getByRole('textbox', { name: 'Pain scale (0-10)' }), '1');
  await page.keyboard.press('Enter');

  await expect(page.getByText(MESSAGES.vitalSignsRecorded)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('article').first()).toContainText('Mateo Alvarez');
});

test('the nurse writes a clinical note and amends it with the keyboard', async ({ page }) => {
  const stamp = Date.now().toString(36);
  await signInByKeyboard(page, 'nurse');
  await page.goto('/clinical-notes');
  await tabTo(page, page.getByRole('button', { name: 'New Note' }));
  await page.keyboard.press('Enter');
  const create = page.getByRole('dialog', { name: 'New Clinical Note' });
  await chooseNativeOption(page, create.getByRole('combobox', { name: 'Patient' }), 'Mateo');
  await chooseNativeOption(page, create.getByRole('combobox', { name: 'Note type' }), 'Incident');
  await tabTo(page, create.getByRole('textbox', { name: 'Note' }));
  await page.keyboard.type(`Keyboard note ${stamp}: bumped head on the mat.`);
  await page.keyboard.press('Enter');
  await page.keyboard.type('No swelling, parents informed.');
  await tabTo(page, create.getByRole('button', { name: 'Sign and Save Note' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(MESSAGES.clinicalNoteCreated)).toBeVisible();

  const detail = page.getByRole('dialog', { name: 'Clinical Note', exact: true });
  await expect(detail.getByText('Integrity verified')).toBeVisible();
  await tabTo(page, detail.getByRole('button', { name: 'Amend' }));
  await page.keyboard.press('Enter');
  const amend = page.getByRole('dialog', { name: 'Amend Clinical Note' });
  await typeInto(page, amend.getByRole('textbox', { name: 'Reason for amendment' }), 'Location misstated');
  await tabTo(page, amend.getByRole('textbox', { name: 'Amendment', exact: true }));
  await page.keyboard.type('It happened on the climbing frame, not the mat.');
  await tabTo(page, amend.getByRole('button', { name: 'Add Amendment' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(MESSAGES.clinicalNoteAmended)).toBeVisible();
  await expect(detail.getByText('Amendment 1')).toBeVisible();
});

test('the nurse administers a medication signed with a typed name, by keyboard', async ({ page }) => {
  await signInByKeyboard(page, 'nurse');
  const list = await page.request.get('/api/patients?search=Mateo');
  await page.goto(`/patients/${(await list.json()).items[0].id as string}`);
  const tab = page.getByRole('tab', { name: 'Medications' });
  await tabTo(page, page.getByRole('tab', { selected: true }));
  await pressUntilFocused(page, tab, { key: 'ArrowRight', maxPresses: 8 });
  await expect(tab).toHaveAttribute('aria-selected', 'true');

  const card = page.getByRole('article', { name: 'Baclofen' });
  const open = card.getByRole('button', { name: 'Administer Baclofen' });
  await tabTo(page, open, { maxPresses: 60 });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Administer Medication' });
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  await page.keyboard.press('Enter');
  await typeInto(page, dialog.getByRole('textbox', { name: 'Notes' }), 'Given with a little applesauce');
  const typedName = dialog.getByRole('textbox', { name: 'Or type your full name to sign' });
  await tabTo(page, dialog.getByRole('button', { name: 'Sign with typed name' }));
  await page.keyboard.press('Enter');
  await expect(
    dialog.getByRole('alert').filter({ hasText: MESSAGES.dosageAndSignatureRequired }),
  ).toBeVisible();
  await pressUntilFocused(page, typedName, { key: 'Shift+Tab' });
  await page.keyboard.type('Nurse User');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByRole('img', { name: 'Signature pad, signed with typed name Nurse User' }),
  ).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Record Administration' }));
  await page.keyboard.press('Enter');

  await expect(page.getByText(MESSAGES.medicationAdministered)).toBeVisible();
  await expect(dialog).toBeHidden();
  const latest = card.getByRole('list', { name: 'Last administrations' }).getByRole('listitem').first();
  await expect(latest).toContainText('Given with a little applesauce');
  await expect(latest.getByRole('img', { name: 'Digitally signed' })).toBeVisible();
});

test('a typed signature is redrawn when the pad resizes, and Clear takes it away', async ({ page }) => {
  const inkedPixels = (canvas: Locator) =>
    canvas.evaluate((element: HTMLCanvasElement) => {
      const { data } = element.getContext('2d')!.getImageData(0, 0, element.width, element.height);
      return data.filter((value, index) => index % 4 === 3 && value > 0).length;
    });
  await signInByKeyboard(page, 'nurse');
  const list = await page.request.get('/api/patients?search=Mateo');
  await page.goto(`/patients/${(await list.json()).items[0].id as string}?tab=medications`);
  await tabTo(page, page.getByRole('button', { name: 'Administer Glycopyrrolate oral solution' }), {
    maxPresses: 80,
  });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Administer Medication' });
  await tabTo(page, dialog.getByRole('textbox', { name: 'Or type your full name to sign' }));
  await page.keyboard.type('Nurse User');
  await page.keyboard.press('Enter');
  const signed = dialog.getByRole('img', { name: 'Signature pad, signed with typed name Nurse User' });
  await expect(signed).toBeVisible();
  await expect.poll(() => inkedPixels(signed)).toBeGreaterThan(60);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect
    .poll(() => signed.evaluate((element: HTMLCanvasElement) => element.offsetWidth))
    .toBeLessThan(390);
  await expect.poll(() => inkedPixels(signed)).toBeGreaterThan(60);

  await pressUntilFocused(page, dialog.getByRole('button', { name: 'Clear', exact: true }), {
    key: 'Shift+Tab',
  });
  await page.keyboard.press('Enter');
  const pad = dialog.getByRole('img', { name: 'Signature pad', exact: true });
  await expect(pad).toBeVisible();
  expect(await inkedPixels(pad)).toBe(0);
  await tabTo(page, dialog.getByRole('button', { name: 'Record Administration' }));
  await page.keyboard.press('Enter');
  await expect(
    dialog.getByRole('alert').filter({ hasText: MESSAGES.dosageAndSignatureRequired }),
  ).toBeVisible();
});
