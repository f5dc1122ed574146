import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { MESSAGES } from '@carenest/core';
import { parseProfessionalClaimFile, validateProfessionalClaimFile } from '@carenest/x12';
import { signInAs } from '../support/sign-in.ts';

test.describe.configure({ timeout: 150_000 });

test('an administrator bills a day of therapy with modifiers, submits it as an 837P that validates, and downloads it', async ({
  page,
}) => {
  await signInAs(page, 'administrator');
  await page.goto('/billing');
  const pendingCard = page.getByText('Pending', { exact: true }).locator('..');
  const pendingBefore = Number(await pendingCard.locator('p').last().textContent());

  await page.getByRole('button', { name: 'Create Claim' }).click();
  const create = page.getByRole('dialog', { name: 'Create Claim' });
  await create.getByRole('combobox', { name: 'Patient' }).click();
  await page.getByRole('option', { name: /Valentina Rivera/ }).click();
  await create.getByRole('button', { name: 'Create Claim' }).click();
  await expect(create.getByText(MESSAGES.claimServicesRequired)).toBeVisible();

  await create.getByRole('button', { name: 'Add Service' }).click();
  const add = page.getByRole('dialog', { name: 'Add Service' });
  await add.getByRole('combobox', { name: 'Service', exact: true }).click();
  await page.getByRole('option', { name: /97110 therapeutic exercises/ }).click();
  await add.getByRole('textbox', { name: 'Quantity' }).fill('3');
  await add.getByRole('checkbox', { name: 'GP' }).check();
  await expect(add.getByRole('checkbox', { name: 'GO' })).toHaveCount(0);
  await add.getByRole('button', { name: 'Add Service' }).click();
  await expect(add.getByText(MESSAGES.claimDiagnosisRequired)).toBeVisible();
  await add.getByRole('combobox', { name: 'Diagnosis codes' }).click();
  await page.getByRole('option', { name: /G80.1 / }).click();
  await page.keyboard.press('Escape');
  await add.getByRole('button', { name: 'Add Service' }).click();
  await expect(create.getByRole('list', { name: 'Services on this claim' })).toContainText('97110-GP × 3');
  await expect(create.getByText('Total $105.00')).toBeVisible();
  await create.getByRole('button', { name: 'Create Claim' }).click();

  const detail = page.getByRole('dialog', { name: /Claim PPEC-\d{4}-\d{3}/ });
  await expect(detail).toContainText('Valentina Rivera');
  const claimNumber = (await detail.getByRole('heading').first().textContent())!.replace('Claim ', '').trim();
  await detail.getByRole('button', { name: 'Submit Claim' }).click();
  await expect(page.getByText(MESSAGES.claimSubmitted)).toBeVisible();
  await expect(detail).toContainText('837P');
  const download = page.waitForEvent('download');
  await detail.getByRole('button', { name: 'Download 837P' }).click();
  const file = await readFile(await (await download).path(), 'latin1');
  expect(validateProfessionalClaimFile(file)).toEqual([]);
  const [claim] = parseProfessionalClaimFile(file).file.claims;
  expect(claim).toMatchObject({ claimNumber, diagnosisCodes: ['G801'] });
  expect(claim!.lines).toEqual([
    expect.objectContaining({ procedureCode: '97110', modifiers: ['GP'], units: 3, chargeCents: 10500 }),
  ]);

  await detail.getByRole('button', { name: 'Close' }).click();
  await expect(pendingCard.locator('p').last()).toHaveText(String(pendingBefore + 1));
  await page.getByRole('searchbox', { name: 'Search claims' }).fill(claimNumber);
  await expect(page.getByRole('list', { name: 'Claims' }).getByRole('listitem')).toHaveCount(1);
});
