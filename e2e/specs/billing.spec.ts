import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { MESSAGES } from '@carenest/core';
import {
  buildRemittanceSegments,
  parseProfessionalClaimFile,
  serialize,
  validateProfessionalClaimFile,
  SAMPLE_NPI,
} from '@carenest/x12';
import { signInAs } from '../support/sign-in.ts';

test.describe.configure({ timeout: 150_000 });

/** A payer's 835 paying one line of $105.00 at $94.50, with a $10.50 contractual adjustment (CO-45). */
function remittanceFileFor(claimNumber: string, controlNumber: string): string {
  return serialize(
    buildRemittanceSegments(
      {
        senderQualifier: 'ZZ',
        senderId: 'PAYER',
        receiverQualifier: 'ZZ',
        receiverId: 'SUNSHINE01',
        applicationSenderCode: 'PAYER',
        applicationReceiverCode: 'SUNSHINE01',
        interchangeControlNumber: 77,
        groupControlNumber: 77,
        transactionControlNumber: 77,
        usage: 'T',
        createdAt: new Date(),
      },
      {
        payer: { name: 'SIMPLY HEALTHCARE', id: '77035' },
        payee: { name: 'SUNSHINE PEDIATRIC EXTENDED CARE', npi: SAMPLE_NPI },
        payment: {
          handlingCode: 'I',
          amountCents: 9450,
          method: 'CHK',
          date: new Date().toISOString().slice(0, 10),
          traceNumber: `CHK-${claimNumber}`,
          originatorId: '1770350000',
        },
        claims: [
          {
            claimNumber,
            statusCode: '1',
            chargeCents: 10500,
            paidCents: 9450,
            patientResponsibilityCents: 0,
            filingCode: 'MC',
            payerClaimNumber: `PCN-${claimNumber}`,
            patient: { lastName: 'RIVERA', firstName: 'VALENTINA', memberId: 'M1' },
            adjustments: [],
            lines: [
              {
                procedureCode: '97110',
                modifiers: ['GP'],
                chargeCents: 10500,
                paidCents: 9450,
                units: 3,
                controlNumber,
                adjustments: [{ group: 'CO', reason: '45', amountCents: 1050 }],
              },
            ],
          },
        ],
        providerAdjustments: [],
      },
    ),
  );
}

test('an administrator bills a day of therapy with modifiers, submits it as an 837P that validates, sees the 999 accept it live, and posts the payer’s 835 once', async ({
  page,
}) => {
  await signInAs(page, 'administrator');
  await page.goto('/billing');
  // No CLEARINGHOUSE_URL: claims go to the local sandbox, and the screen says so.
  await expect(page.getByText('Sandbox clearinghouse')).toBeVisible();

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

  // The sandbox clearinghouse's 999 accepts it; the screen hears of it without a reload.
  await expect(detail.getByText('accepted', { exact: true })).toBeVisible();
  await expect(detail).toContainText('999');
  await detail.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('searchbox', { name: 'Search claims' }).fill(claimNumber);
  await expect(page.getByRole('list', { name: 'Claims' }).getByRole('listitem')).toHaveCount(1);

  // The payer's 835 for it, posted as a file: the claim is paid less the contractual adjustment; a second post changes nothing.
  const remittance = remittanceFileFor(claimNumber, `${claimNumber}-1`);
  await page.getByRole('tab', { name: 'Remittances' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Post 835 file' }).click();
  await (
    await chooser
  ).setFiles({ name: 'remittance.835', mimeType: 'text/plain', buffer: Buffer.from(remittance) });
  await expect(page.getByRole('status').filter({ hasText: 'remittance.835' })).toContainText(
    '1 claim, $94.50 paid',
  );
  const again = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Post 835 file' }).click();
  await (
    await again
  ).setFiles({ name: 'again.835', mimeType: 'text/plain', buffer: Buffer.from(remittance) });
  await expect(page.getByRole('status').filter({ hasText: 'again.835' })).toContainText(
    MESSAGES.remittanceAlreadyPosted,
  );
  await page.getByRole('tab', { name: 'Claims' }).click();
  await page.getByRole('button', { name: `View details of ${claimNumber}` }).click();
  const paid = page.getByRole('dialog', { name: `Claim ${claimNumber}` });
  await expect(paid.getByRole('list', { name: 'Payments' })).toContainText('CO-45 $10.50 on 97110');
  await expect(paid.getByText('paid', { exact: true })).toBeVisible();

  // A correction: a new draft, frequency 7, that carries the payer's claim number.
  await paid.getByRole('button', { name: 'Correct claim' }).click();
  await expect(page.getByRole('dialog', { name: /Claim PPEC-/ })).toContainText(
    `Replacement of payer claim PCN-${claimNumber}`,
  );
});

test('an administrator checks a child’s eligibility from the chart and sees the payer’s copay and deductible', async ({
  page,
}) => {
  await signInAs(page, 'administrator');
  const patients = (await (await page.request.get('/api/patients?search=Ethan&pageSize=10')).json()) as {
    items: { id: string; firstName: string }[];
  };
  const ethan = patients.items.find((patient) => patient.firstName === 'Ethan')!;
  await page.goto(`/patients/${ethan.id}`);
  const insurance = page.getByRole('region', { name: 'Insurance' });
  await insurance.getByRole('button', { name: 'Check eligibility' }).click();
  await expect(page.getByText(`${MESSAGES.eligibilityChecked}: eligible`)).toBeVisible();
  await expect(insurance).toContainText('Copay $25.00 · Deductible $500.00');
  await expect(insurance.getByText('Eligible', { exact: true })).toBeVisible();
});

test('an administrator sees a child’s authorization used up and billing details in the chart, and proposes drafts from attendance', async ({
  page,
}) => {
  await signInAs(page, 'administrator');
  const patients = (await (await page.request.get('/api/patients?search=Mateo&pageSize=10')).json()) as {
    items: { id: string; firstName: string; lastName: string }[];
  };
  const mateo = patients.items.find((patient) => patient.lastName === 'Alvarez')!;
  await page.goto(`/patients/${mateo.id}`);
  const authorizations = page.getByRole('region', { name: 'Prior authorizations' });
  await expect(authorizations).toContainText(/T1025 · .+ · PA-2026-4471/);
  await expect(authorizations).toContainText(/of 6 units used/);
  const details = page.getByRole('region', { name: 'Billing details' });
  await expect(details.getByRole('textbox', { name: 'City' })).toHaveValue('Miami');
  await details.getByRole('textbox', { name: 'ZIP code' }).fill('331');
  await details.getByRole('button', { name: 'Save billing details' }).click();
  await expect(details.getByText(MESSAGES.billingPostalCodeInvalid)).toBeVisible();

  await page.goto('/billing');
  await page.getByRole('button', { name: 'Propose from attendance' }).click();
  const dialog = page.getByRole('dialog', { name: 'Propose claims from attendance' });
  await dialog.getByRole('button', { name: 'Propose drafts' }).click();
  await expect(dialog.getByRole('status')).toContainText(/draft claims? proposed/);
});
