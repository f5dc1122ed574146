import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { MESSAGES } from '@carenest/core';
import { signInAs } from '../support/sign-in.ts';

// Uploads wait for the background scan; a story takes 10-25 s on a busy 2-CPU runner.
test.describe.configure({ timeout: 60_000 });

/** The EICAR anti-virus test string. */
const EICAR = 'X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*';

/** A small PDF (magic bytes and structure enough for the server's sniffing) with a unique marker. */
function pdfWith(text: string): Buffer {
  return Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\n%%EOF\n`, 'latin1');
}

/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Opens Upload Document, picks the patient by name, and chooses a file. */
async function chooseUpload(
  page: Page,
  patient: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  await page.getByRole('button', { name: 'Upload Document' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Document' });
  await expect(dialog.getByRole('button', { name: 'Upload', exact: true })).toBeDisabled();
  await dialog.getByRole('combobox', { name: 'Patient' }).click();
  await page.getByRole('option', { name: new RegExp(patient) }).click();
  await dialog.locator('input[type="file"]').setInputFiles(file);
  return dialog;
}

/** Uploads through the dialog and answers the server's answer to the upload (its document starts pending). */
async function uploadThroughDialog(
  page: Page,
  patient: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const dialog = await chooseUpload(page, patient, file);
  const answer = page.waitForResponse(
    (response) => response.url().endsWith('/api/documents') && response.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  const response = await answer;
  expect(response.status()).toBe(201);
  await expect(page.getByText(MESSAGES.documentUploaded).first()).toBeVisible();
  return (await response.json()).document as { id: string; virusScanStatus: string };
}

test('the nurse uploads a PDF and a PNG, sees them scanned clean and downloads the same bytes', async ({
  page,
}) => {
  await signInAs(page, 'nurse');
  await page.goto('/documents');
  await expect(page.getByRole('heading', { name: 'Documents', level: 1 })).toBeVisible();

  const pdf = pdfWith(`nurse upload ${Date.now()}`);
  for (const file of [
    { name: 'e2e-discharge-letter.pdf', mimeType: 'application/pdf', buffer: pdf },
    { name: 'e2e-wound-photo.png', mimeType: 'image/png', buffer: PNG },
  ]) {
    const uploaded = await uploadThroughDialog(page, 'Mateo', file);
    expect(uploaded.virusScanStatus).toBe('pending');
    const row = page.getByRole('article', { name: file.name });
    await expect(row.getByText('Virus scan clean')).toBeVisible();
    await expect(row.getByText('Encrypted')).toBeVisible();
  }

  const row = page.getByRole('article', { name: 'e2e-discharge-letter.pdf' });
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Download e2e-discharge-letter.pdf' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('e2e-discharge-letter.pdf');
  expect((await readFile(await file.path())).equals(pdf)).toBe(true);
  await expect(page.getByText(MESSAGES.documentDownloaded)).toBeVisible();
});

test('a PDF carrying EICAR ends infected: shown red, download not offered and refused', async ({ page }) => {
  await signInAs(page, 'administrator');
  await page.goto('/documents');
  const uploaded = await uploadThroughDialog(page, 'Sofia', {
    name: 'e2e-infected.pdf',
    mimeType: 'application/pdf',
    buffer: pdfWith(EICAR),
  });
  const row = page.getByRole('article', { name: 'e2e-infected.pdf' });
  await expect(row.getByText('Infected: quarantined')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Download e2e-infected.pdf' })).toBeDisabled();
  const refused = await page.request.get(`/api/documents/${uploaded.id}/download`);
  expect(refused.status()).toBe(423);
});

test('a text file renamed .pdf is refused with the type message before it is sent', async ({ page }) => {
  await signInAs(page, 'parent');
  await page.goto('/documents');
  const dialog = await chooseUpload(page, 'Mateo', {
    name: 'renamed.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('Just some text pretending to be a PDF'),
  });
  await expect(dialog.getByRole('alert').filter({ hasText: MESSAGES.documentTypeNotAllowed })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Upload', exact: true })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Remove renamed.pdf' }).click();
  await expect(dialog.getByRole('button', { name: 'Choose a file to upload' })).toBeVisible();
});

test('the detail dialog lists each view in the access history', async ({ page }) => {
  await signInAs(page, 'nurse');
  await page.goto('/documents');
  const name = 'Cardiology consult letter.pdf';
  const row = page.getByRole('article', { name });
  for (let view = 1; view <= 2; view += 1) {
    await row.getByRole('button', { name: `View ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Document Details' });
    const history = dialog.getByRole('table', { name: 'Access history' });
    await expect(history.getByRole('row').filter({ hasText: 'Viewed' })).toHaveCount(view);
    await expect(history.getByRole('row').filter({ hasText: 'Nurse' }).first()).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
  }
});

test('a parent sees only their own children’s documents', async ({ page }) => {
  await signInAs(page, 'nurse');
  const patients = (await (await page.request.get('/api/patients?pageSize=200')).json()).items as {
    id: string;
    firstName: string;
  }[];
  const notTheParents = patients.find((patient) => !['Mateo', 'Sofia'].includes(patient.firstName))!;
  const upload = await page.request.post('/api/documents', {
    multipart: {
      patientId: notTheParents.id,
      category: 'other',
      file: { name: 'e2e-other-family.pdf', mimeType: 'application/pdf', buffer: pdfWith('other family') },
    },
  });
  expect(upload.status()).toBe(201);

  await page.context().clearCookies();
  await signInAs(page, 'parent');
  await page.goto('/documents');
  await expect(page.getByRole('article', { name: 'Cardiology consult letter.pdf' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Photo consent form.pdf' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'e2e-other-family.pdf' })).toHaveCount(0);
  const list = (await (await page.request.get('/api/documents')).json()).items as { patientName: string }[];
  expect(list.every((item) => /^(Mateo|Sofia) /.test(item.patientName))).toBe(true);
});

test('the chart’s Documents tab shows that patient’s documents and opens the print sheet', async ({
  page,
}) => {
  await signInAs(page, 'parent');
  const mateo = (await (await page.request.get('/api/patients?search=Mateo')).json()).items[0].id as string;
  await page.goto(`/patients/${mateo}?tab=documents`);
  await expect(page.getByRole('article', { name: 'Insurance card.png' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Photo consent form.pdf' })).toHaveCount(0);
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Print Insurance card.png' }).click();
  // The toast lasts 2 seconds from the click: look for it before waiting on the new window's content.
  await expect(page.getByText(MESSAGES.documentSentToPrinter)).toBeVisible();
  const sheet = await popup;
  await expect(sheet.getByRole('heading', { name: 'Document Information Sheet' })).toBeVisible();
  await expect(sheet.getByText('Insurance card.png')).toBeVisible();
  await expect(sheet.getByRole('contentinfo')).toContainText('CONFIDENTIAL');
});
