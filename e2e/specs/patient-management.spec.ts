import { expect, test, type Page } from '@playwright/test';
import { MESSAGES, type PatientInput } from '@carenest/core';
import { signInAs } from '../support/sign-in.ts';

/** A medical record number no other test uses. */
function uniqueMedicalRecordNumber(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1000)}`;
}

/** Adds a patient through the API as the signed-in administrator and answers their id. */
async function addPatientThroughApi(page: Page, input: Partial<PatientInput>): Promise<string> {
  const response = await page.request.post('/api/patients', {
    data: {
      firstName: 'Nora',
      lastName: 'Lindgren',
      dateOfBirth: '2020-05-02',
      medicalRecordNumber: uniqueMedicalRecordNumber('MRN-EDIT'),
      primaryDiagnosis: 'F84.0',
      careComplexity: 'medium',
      ...input,
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { patient: { id: string } }).patient.id;
}

test('an administrator adds a patient with an allergy and an emergency contact and lands on the chart', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const medicalRecordNumber = uniqueMedicalRecordNumber('MRN-NEW');
  await signInAs(page, 'administrator');
  await page.goto('/patients');
  await page.getByRole('button', { name: 'Add Patient', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Patient' });

  await dialog.getByRole('button', { name: 'Save patient' }).click();
  await expect(dialog.getByText('First name is required')).toBeVisible();

  await dialog.getByLabel('First name').fill('Elena');
  await dialog.getByLabel('Last name').fill('Marquez');
  await dialog.getByLabel('Date of birth').fill('2019-08-21');
  await dialog.getByLabel('Medical record number (MRN)').fill(medicalRecordNumber);
  await dialog.getByRole('combobox', { name: 'Primary diagnosis' }).fill('spina bifida');
  await page.getByRole('option', { name: /Q05\.2/ }).click();
  await dialog.getByRole('radio', { name: 'High' }).check();

  await dialog.getByRole('button', { name: 'Add allergy' }).click();
  const allergy = dialog.getByRole('group', { name: 'Allergy 1' });
  await allergy.getByLabel('Allergen').fill('Latex');
  await allergy.getByLabel('Reaction').fill('Hives and wheezing');
  await allergy.getByRole('combobox', { name: 'Severity' }).click();
  await page.getByRole('option', { name: 'Severe' }).click();

  await dialog.getByRole('button', { name: 'Add contact' }).click();
  const contact = dialog.getByRole('group', { name: 'Contact 1' });
  await contact.getByLabel('Name').fill('Rosa Marquez');
  await contact.getByLabel('Relationship').fill('Mother');
  await contact.getByLabel('Phone').fill('(407) 555-0199');
  await contact.getByLabel('Primary contact').check();
  await contact.getByLabel('Authorized pickup').check();

  await dialog.getByRole('button', { name: 'Save patient' }).click();
  await expect(page.getByText(MESSAGES.patientCreated)).toBeVisible();
  await expect(page).toHaveURL(/\/patients\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Elena Marquez' })).toBeVisible();
  await expect(page.getByText(medicalRecordNumber)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Latex · severe' })).toBeVisible();
  await expect(page.getByText('Q05.2')).toBeVisible();
  await expect(page.getByText('Rosa Marquez')).toBeVisible();
  await expect(page.getByText('Authorized Pickup')).toBeVisible();
});

test('an administrator changes a patient’s care complexity from the chart', async ({ page }) => {
  test.setTimeout(60_000);
  await signInAs(page, 'administrator');
  const patientId = await addPatientThroughApi(page, { careComplexity: 'medium' });
  await page.goto(`/patients/${patientId}`);
  const diagnoses = page.getByRole('region', { name: 'Diagnoses' });
  await expect(diagnoses.getByText('Medium')).toBeVisible();

  await page.getByRole('button', { name: 'Edit Nora Lindgren' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Nora Lindgren' });
  await expect(dialog.getByRole('radio', { name: 'Medium' })).toBeChecked();
  await dialog.getByRole('radio', { name: 'Low' }).check();
  await dialog.getByRole('button', { name: 'Save changes' }).click();

  await expect(page.getByText(MESSAGES.patientUpdated)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(diagnoses.getByText('Low', { exact: true })).toBeVisible();
  const saved = await page.request.get(`/api/patients/${patientId}`);
  expect(((await saved.json()) as { patient: { careComplexity: string } }).patient.careComplexity).toBe(
    'low',
  );
});

test('the demo nurse opens an unassigned chart through emergency access', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, 'administrator');
  const facilityPatients = (await (await page.request.get('/api/patients?pageSize=50')).json()) as {
    items: { id: string; firstName: string; lastName: string }[];
  };
  await page.context().clearCookies();

  await signInAs(page, 'nurse');
  const caseload = (await (await page.request.get('/api/assigned-patients')).json()) as {
    patients: { id: string }[];
  };
  const assignedIds = new Set(caseload.patients.map((patient) => patient.id));
  // A retry must not pick the chart an earlier attempt already opened: take one the nurse cannot read yet.
  let unassigned: (typeof facilityPatients.items)[number] | undefined;
  for (const patient of facilityPatients.items.filter(({ id }) => !assignedIds.has(id))) {
    if ((await page.request.get(`/api/patients/${patient.id}`)).status() === 403) {
      unassigned = patient;
      break;
    }
  }
  expect(unassigned, 'the facility has a patient the nurse cannot read yet').toBeDefined();
  const { id, firstName, lastName } = unassigned!;

  await page.goto(`/patients/${id}`);
  await expect(page.getByRole('heading', { name: MESSAGES.accessDeniedToPatient })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/patients/${id}$`));

  await page.getByRole('button', { name: 'Emergency access' }).click();
  const dialog = page.getByRole('dialog', { name: 'Emergency access' });
  await expect(dialog.getByText('Access ends after 4 hours.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Open chart' }).click();
  await expect(dialog.getByText(/Please give the reason for emergency access/)).toBeVisible();
  await dialog
    .getByLabel('Reason for emergency access')
    .fill('Seizure during therapy; the assigned nurse is with another child');
  const granted = page.waitForResponse(
    (response) => response.url().endsWith(`/api/patients/${id}/emergency-access`),
    { timeout: 45_000 },
  );
  await dialog.getByRole('button', { name: 'Open chart' }).click();
  expect((await granted).ok()).toBe(true);

  await expect(page.getByText(MESSAGES.emergencyAccessGranted)).toBeVisible();
  await expect(page.getByRole('heading', { name: `${firstName} ${lastName}` })).toBeVisible();
  await expect(page.getByText('Emergency access — recorded.')).toBeVisible();
  const chart = await page.request.get(`/api/patients/${id}`);
  expect(chart.status()).toBe(200);
});

test('the demo nurse sees her six assigned patients', async ({ page }) => {
  await signInAs(page, 'nurse');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Assigned Patients' })
    .click();
  await expect(page.getByRole('heading', { name: 'My Assigned Patients', level: 1 })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Assigned patients' }).locator(':scope > li');
  await expect(cards).toHaveCount(6);
  await expect(page.getByText('Showing 6 of 6')).toBeVisible();
  await expect(page.getByText(/Patient load: 6 of \d+/)).toBeVisible();
  await expect(cards.first().getByRole('link', { name: /^Medications of / })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search assigned patients' }).fill('Alvarez');
  await expect(page.getByText('Showing 2 of 6')).toBeVisible();
});

test('the demo nurse adds an allergy to an assigned child through Edit care details and sees it on the chart', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signInAs(page, 'nurse');
  const caseload = (await (await page.request.get('/api/assigned-patients')).json()) as {
    patients: { id: string; firstName: string; lastName: string; allergies: unknown[] }[];
  };
  const child = caseload.patients.at(-1)!;
  const allergen = `Kiwi ${Date.now()}`;
  await page.goto(`/patients/${child.id}`);

  await page.getByRole('button', { name: 'Edit care details' }).click();
  const dialog = page.getByRole('dialog', { name: `Care details of ${child.firstName} ${child.lastName}` });
  await expect(dialog.getByLabel('Medical record number (MRN)')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Add allergy' }).click();
  const allergy = dialog.getByRole('group', { name: `Allergy ${child.allergies.length + 1}` });
  await dialog.getByRole('button', { name: 'Save care details' }).click();
  await expect(allergy.getByText('Allergen is required')).toBeVisible();
  await allergy.getByLabel('Allergen').fill(allergen);
  await allergy.getByLabel('Reaction').fill('Itchy mouth');
  await allergy.getByRole('combobox', { name: 'Severity' }).click();
  await page.getByRole('option', { name: 'Moderate' }).click();
  await dialog.getByRole('button', { name: 'Save care details' }).click();

  await expect(page.getByText(MESSAGES.patientUpdated)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('list', { name: 'Allergies' }).getByRole('listitem').filter({ hasText: allergen }),
  ).toHaveText(`${allergen} · moderate`);
  const saved = (await (await page.request.get(`/api/patients/${child.id}`)).json()) as {
    patient: { allergies: { allergen: string }[] };
  };
  expect(saved.patient.allergies.map((entry) => entry.allergen)).toContain(allergen);
});
