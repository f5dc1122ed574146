import { expect, test, type Page } from '@playwright/test';
import { MESSAGES } from '@carenest/core';
import { signInAs } from '../support/sign-in.ts';

const SHOTS = '/tmp/infection-shots';

// Signs in, records and reads back: up to 30 s on a busy 2-CPU runner.
test.describe.configure({ timeout: 90_000 });

/** A drawn 400x150 signature as a PNG data URL, made in the page's own canvas. */
function drawnSignature(page: Page): Promise<string> {
  return page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 400;
    canvas.height = 150;
    const context = canvas.getContext('2d')!;
    context.lineWidth = 4;
    context.beginPath();
    context.moveTo(30, 100);
    context.bezierCurveTo(120, 10, 220, 140, 370, 40);
    context.stroke();
    return canvas.toDataURL('image/png');
  });
}

/** The last of the nurse's assigned children (the one other stories leave alone). */
async function lastAssignedChild(page: Page): Promise<{ id: string; firstName: string }> {
  const list = (await (await page.request.get('/api/assigned-patients')).json()) as {
    patients: { id: string; firstName: string }[];
  };
  return list.patients.at(-1)!;
}

test('the chart lists the immunizations with what is missing or overdue', async ({ page }) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await signInAs(page, 'nurse');
    const child = await lastAssignedChild(page);
    await page.goto(`/patients/${child.id}`);
    const card = page.getByRole('main').getByRole('region', { name: 'Immunizations' });
    await expect(card.getByRole('table', { name: 'Immunization record' })).toBeVisible();
    await expect(card.getByRole('cell', { name: /MMR/ }).first()).toBeVisible();
    await card.getByRole('button', { name: 'Record immunization' }).click();
    const form = card.getByRole('form', { name: 'Record immunization' });
    await form.getByRole('combobox', { name: 'Vaccine (CVX)' }).selectOption('88');
    await form.getByRole('button', { name: 'Save immunization' }).click();
    await expect(page.getByText(MESSAGES.immunizationRecorded)).toBeVisible();
    await expect(card.getByRole('cell', { name: /Influenza/ }).first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/chart-immunizations-${width}.png`, fullPage: true });
    await page.context().clearCookies();
  }
});

test('a nurse records an exclusion, and the child’s check-in is refused until the clearance', async ({
  page,
  browser,
}) => {
  await signInAs(page, 'nurse');
  const child = await lastAssignedChild(page);
  await page.goto(`/patients/${child.id}`);
  const card = page.getByRole('main').getByRole('region', { name: 'Illness exclusion' });
  await card.getByRole('button', { name: 'Record exclusion' }).click();
  const form = card.getByRole('form', { name: 'Record exclusion' });
  await form.getByRole('textbox', { name: 'Symptoms' }).fill('Fever of 39 °C and vomiting');
  await form.getByRole('button', { name: 'Isolate and notify parents' }).click();
  await expect(page.getByText(MESSAGES.exclusionRecorded)).toBeVisible();
  await expect(card.getByText(MESSAGES.childExcluded)).toBeVisible();
  await expect(card.getByText('Fever of 39 °C and vomiting')).toBeVisible();

  const admin = await (await browser.newContext()).newPage();
  await signInAs(admin, 'administrator');
  const checkIn = await admin.request.post('/api/attendance', {
    data: {
      patientId: child.id,
      kind: 'check_in',
      adultName: 'Parent User',
      signature: await drawnSignature(admin),
    },
  });
  expect(checkIn.status()).toBe(409);
  expect(((await checkIn.json()) as { error: { message: string } }).error.message).toBe(
    MESSAGES.childExcluded,
  );

  // The physician's statement arrives: uploaded as the child's document, then the clearance names it.
  const upload = await page.request.post('/api/documents', {
    multipart: {
      patientId: child.id,
      category: 'medical_records',
      file: { name: 'statement.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
    },
  });
  expect(upload.status()).toBe(201);
  await page.reload();
  await card.getByRole('button', { name: 'Record return clearance' }).click();
  const clearance = card.getByRole('form', { name: 'Record return clearance' });
  await clearance
    .getByRole('combobox', { name: /Physician's statement/ })
    .selectOption({ label: 'statement.pdf' });
  await clearance.getByRole('button', { name: 'Record clearance' }).click();
  await expect(page.getByText(MESSAGES.exclusionCleared)).toBeVisible();
  await expect(card.getByText('Cleared', { exact: true })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/chart-exclusion.png`, fullPage: true });
});
