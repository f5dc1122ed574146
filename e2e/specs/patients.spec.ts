import { expect, test } from '@playwright/test';
import { MESSAGES } from '@carenest/core';
import { signInAs } from '../support/sign-in.ts';

test('an administrator searches the patient list and opens a chart', async ({ page }) => {
  await signInAs(page, 'administrator');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'All Patients' })
    .click();
  await expect(page.getByRole('heading', { name: 'Active Patients' })).toBeVisible();
  await expect(page.getByText(/Showing \d+ of \d+/)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search patients' }).fill('Alvarez');
  await expect(page.getByText('Showing 2 of 2')).toBeVisible();
  await page.getByRole('link', { name: 'View details for Mateo Alvarez' }).click();
  await expect(page).toHaveURL(/\/patients\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Mateo Alvarez' })).toBeVisible();
  await expect(page.getByText('MRN-100234').first()).toBeVisible();
});

test('a parent sees only their own children under My Children', async ({ page }) => {
  await signInAs(page, 'parent');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'My Children' })
    .click();
  await expect(page.getByRole('heading', { name: 'My Children' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(page.getByRole('article', { name: 'Mateo Alvarez' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Sofia Alvarez' })).toBeVisible();
});

test('the parent of another child asking for this chart is told the patient is not found', async ({
  page,
}) => {
  await signInAs(page, 'administrator');
  const list = await page.request.get('/api/patients?search=Brooks');
  const otherChild = (await list.json()).items[0].id as string;
  await page.context().clearCookies();
  await signInAs(page, 'parent');
  await page.goto(`/patients/${otherChild}`);
  await expect(page.getByText(MESSAGES.patientNotFound)).toBeVisible();
  const direct = await page.request.get(`/api/patients/${otherChild}`);
  expect(direct.status()).toBe(404);
});
