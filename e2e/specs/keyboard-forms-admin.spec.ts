import { expect, test } from '@playwright/test';
import { MESSAGES } from '@carenest/core';
import { clientAddress } from '../support/accounts.ts';
import { chooseOption, pressUntilFocused, signInByKeyboard, tabTo, typeInto } from '../support/keyboard.ts';

// The administrator's forms and the document upload, driven by page.keyboard alone: no click, no fill
// (the file chooser is answered through Playwright's filechooser event). 20-40 s a story on a busy runner.
test.describe.configure({ timeout: 90_000 });
test.use({ extraHTTPHeaders: clientAddress(68) });

test('an administrator adds a patient with an allergy through the long form, by keyboard', async ({
  page,
}) => {
  const medicalRecordNumber = `MRN-KEY-${Date.now()}`;
  await signInByKeyboard(page, 'administrator');
  await page.goto('/patients');
  await tabTo(page, page.getByRole('button', { name: 'Add Patient', exact: true }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add Patient' });
  await typeInto(page, dialog.getByRole('textbox', { name: 'First name' }), 'Ines');
  await typeInto(page, dialog.getByRole('textbox', { name: 'Last name' }), 'Keyes');
  const birthDate = dialog.getByLabel('Date of birth');
  await tabTo(page, birthDate);
  await page.keyboard.type('03142020');
  await expect(birthDate).toHaveValue('2020-03-14');
  await typeInto(
    page,
    dialog.getByRole('textbox', { name: 'Medical record number (MRN)' }),
    medicalRecordNumber,
  );
  await chooseOption(
    page,
    dialog.getByRole('combobox', { name: 'Primary diagnosis' }),
    page.getByRole('option', { name: /Q05\.2/ }),
    { search: 'spina bifida' },
  );
  await expect(dialog.getByRole('combobox', { name: 'Primary diagnosis' })).toHaveValue('Q05.2');
  const high = dialog.getByRole('radio', { name: 'High' });
  await tabTo(page, dialog.getByRole('radiogroup', { name: 'Care complexity' }).getByRole('radio'));
  await pressUntilFocused(page, high, { key: 'ArrowRight', maxPresses: 3 });
  await expect(high).toBeChecked();

  await tabTo(page, dialog.getByRole('button', { name: 'Add allergy' }));
  await page.keyboard.press('Enter');
  const allergy = dialog.getByRole('group', { name: 'Allergy 1' });
  await typeInto(page, allergy.getByRole('textbox', { name: 'Allergen' }), 'Latex');
  await typeInto(page, allergy.getByRole('textbox', { name: 'Reaction' }), 'Hives');
  await chooseOption(
    page,
    allergy.getByRole('combobox', { name: 'Severity' }),
    page.getByRole('option', { name: 'Severe' }),
  );
  await expect(allergy.getByRole('combobox', { name: 'Severity' })).toHaveValue('Severe');
  await tabTo(page, dialog.getByRole('button', { name: 'Save patient' }), { maxPresses: 80 });
  await page.keyboard.press('Enter');

  await expect(page.getByText(MESSAGES.patientCreated)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ines Keyes' })).toBeVisible();
  await expect(page.getByText(medicalRecordNumber)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Latex · severe' })).toBeVisible();
});

test('an administrator creates a nurse and assigns her to a patient, by keyboard', async ({ page }) => {
  const suffix = Date.now().toString(36);
  const fullName = `Tabitha Keys${suffix}`;
  await signInByKeyboard(page, 'administrator');
  await page.goto('/users');
  const createButton = page.getByRole('button', { name: 'Create User' });
  await tabTo(page, createButton);
  await page.keyboard.press('Enter');
  const create = page.getByRole('dialog', { name: 'Create User' });
  await expect(create).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(create).toBeHidden();
  await expect(createButton).toBeFocused();

  await page.keyboard.press('Enter');
  await typeInto(page, create.getByRole('textbox', { name: 'First name' }), 'Tabitha');
  await typeInto(page, create.getByRole('textbox', { name: 'Last name' }), `Keys${suffix}`);
  await typeInto(page, create.getByRole('textbox', { name: 'Email' }), `tabitha.${suffix}@test.example`);
  await expect(create.getByRole('combobox', { name: 'Role' })).toHaveValue('Nurse');
  await typeInto(page, create.getByRole('textbox', { name: 'Maximum patient load' }), '4');
  await tabTo(page, create.getByRole('button', { name: 'Create User' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(MESSAGES.userCreated)).toBeVisible();
  const created = page.getByRole('dialog', { name: 'User created' });
  await tabTo(page, created.getByRole('button', { name: 'Done' }));
  await page.keyboard.press('Enter');
  await expect(created).toBeHidden();

  await page.goto('/assignments');
  await typeInto(page, page.getByRole('searchbox', { name: 'Search patients' }), 'Elijah Thompson');
  const assign = page.getByRole('button', { name: 'Assign staff to Elijah Thompson' });
  await tabTo(page, assign);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Assign Staff to Elijah Thompson' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(assign).toBeFocused();

  await page.keyboard.press('Enter');
  const nurse = dialog.getByRole('radio', { name: fullName });
  await tabTo(page, dialog.getByRole('radio').first());
  await pressUntilFocused(page, nurse, { key: 'ArrowDown', maxPresses: 20 });
  await page.keyboard.press('Space');
  await expect(nurse).toBeChecked();
  await tabTo(page, dialog.getByRole('button', { name: 'Assign', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(MESSAGES.patientAssigned)).toBeVisible();
  await expect(page.getByRole('button', { name: `Unassign ${fullName} from Elijah Thompson` })).toBeVisible();
});

test('a parent uploads a document by keyboard: the drop area opens the file chooser with Space and Enter', async ({
  page,
}) => {
  const name = `keyboard-upload-${Date.now()}.pdf`;
  const pdf = Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${name}\n%%EOF\n`, 'latin1');
  await signInByKeyboard(page, 'parent');
  await page.goto('/documents');
  const open = page.getByRole('button', { name: 'Upload Document' });
  await tabTo(page, open);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Upload Document' });
  await chooseOption(
    page,
    dialog.getByRole('combobox', { name: 'Patient' }),
    page.getByRole('option', { name: /Mateo Alvarez/ }),
    { search: 'Mateo' },
  );
  await chooseOption(
    page,
    dialog.getByRole('combobox', { name: 'Category' }),
    page.getByRole('option', { name: 'Consent Forms' }),
  );
  await expect(dialog.getByRole('combobox', { name: 'Category' })).toHaveValue('Consent Forms');

  const dropArea = dialog.getByRole('button', { name: 'Choose a file to upload' });
  await tabTo(page, dropArea);
  let chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Space');
  await (await chooser).setFiles({ name: 'wrong-file.pdf', mimeType: 'application/pdf', buffer: pdf });
  const remove = dialog.getByRole('button', { name: 'Remove wrong-file.pdf' });
  await tabTo(page, remove, { maxPresses: 5 });
  await page.keyboard.press('Enter');
  await expect(dropArea).toBeFocused();
  chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({ name, mimeType: 'application/pdf', buffer: pdf });
  await expect(dialog.getByText(name)).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Upload', exact: true }));
  await page.keyboard.press('Enter');

  await expect(page.getByText(MESSAGES.documentUploaded).first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('article', { name })).toContainText('Consent Forms');
});
