import { expect, test, type Locator, type Page } from '@playwright/test';
import { MESSAGES } from '@carenest/core';
import { signInAs } from '../support/sign-in.ts';

// Each story signs in, opens a chart and may upload: 10-25 s on a busy 2-CPU runner.
test.describe.configure({ timeout: 60_000 });

/** A 2x2 PNG, opaque orange. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWP40KPxoUeDAUIBADEeBpEclBzuAAAAAElFTkSuQmCC',
  'base64',
);

/** The id of the first child a search by name finds. */
async function childId(page: Page, name: string): Promise<string> {
  const list = await page.request.get(`/api/patients?search=${encodeURIComponent(name)}`);
  return (await list.json()).items[0].id as string;
}

/** Whether an image has loaded real pixels (a broken one has no natural width). */
async function hasLoaded(image: Locator): Promise<boolean> {
  return image.evaluate((element) => (element as HTMLImageElement).naturalWidth > 0);
}

/** The chart header: the region holding the child's name as the page's heading. */
function chartHeader(page: Page, name: string): Locator {
  return page
    .locator('div.mantine-Paper-root')
    .filter({ has: page.getByRole('heading', { name, level: 1 }) });
}

test("the chart header shows the child's photo with its alt text, at phone and desktop widths", async ({
  page,
}) => {
  await signInAs(page, 'nurse');
  await page.goto(`/patients/${await childId(page, 'Mateo')}`);
  const photo = page.getByRole('img', { name: 'Photo of Mateo Alvarez' });
  await expect(photo).toBeVisible();
  await expect.poll(() => hasLoaded(photo)).toBe(true);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await expect(photo).toBeVisible();
    await chartHeader(page, 'Mateo Alvarez').screenshot({
      path: `/tmp/photo-shots/chart-header-${width}.png`,
    });
  }
});

test('the nurse puts a photo in a chart that had initials, and the header shows it', async ({ page }) => {
  await signInAs(page, 'nurse');
  await page.goto(`/patients/${await childId(page, 'Aaliyah')}`);
  await expect(page.getByRole('heading', { name: 'Aaliyah Johnson', level: 1 })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Photo of Aaliyah Johnson' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Photo', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: "Child's photo" });
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a photo'),
  });
  await expect(dialog.getByText(MESSAGES.documentTypeNotAllowed)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save photo' })).toBeDisabled();
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'aaliyah.png', mimeType: 'image/png', buffer: PNG });
  const answer = page.waitForResponse(
    (response) => response.url().endsWith('/photo') && response.request().method() === 'PUT',
  );
  await dialog.getByRole('button', { name: 'Save photo' }).click();
  expect((await answer).status()).toBe(200);
  await expect(page.getByText(MESSAGES.photoUploaded)).toBeVisible();
  await expect(dialog).toBeHidden();

  const photo = page.getByRole('img', { name: 'Photo of Aaliyah Johnson' });
  await expect(photo).toBeVisible();
  await expect.poll(() => hasLoaded(photo)).toBe(true);
  await chartHeader(page, 'Aaliyah Johnson').screenshot({
    path: '/tmp/photo-shots/chart-header-uploaded.png',
  });
});

test("the administer dialog shows the child's photo to check who is in front of the nurse", async ({
  page,
}) => {
  await signInAs(page, 'nurse');
  await page.goto(`/patients/${await childId(page, 'Mateo')}?tab=medications`);
  const card = page.getByRole('article', { name: 'Polyethylene glycol 3350' });
  await card.getByRole('button', { name: 'Administer Polyethylene glycol 3350' }).click();
  const dialog = page.getByRole('dialog', { name: 'Administer Medication' });
  const photo = dialog.getByRole('img', { name: 'Photo of Mateo Alvarez' });
  await expect(photo).toBeVisible();
  await expect.poll(() => hasLoaded(photo)).toBe(true);
});

test('a parent sends a new photo of their child from My Children, for the care team to review', async ({
  page,
}) => {
  await signInAs(page, 'parent');
  await page.goto('/my-children');
  const card = page.getByRole('article', { name: 'Sofia Alvarez' });
  await expect(card.getByRole('img', { name: 'Photo of Sofia Alvarez' })).toBeVisible();
  await card.getByRole('button', { name: 'New photo' }).click();
  const dialog = page.getByRole('dialog', { name: 'New photo of Sofia Alvarez' });
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'sofia.png', mimeType: 'image/png', buffer: PNG });
  await dialog.getByRole('button', { name: 'Send photo' }).click();
  await expect(page.getByText(MESSAGES.photoProposalSent)).toBeVisible();
  await expect(dialog).toBeHidden();
});
