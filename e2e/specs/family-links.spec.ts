import { expect, test } from '@playwright/test';
import { MESSAGES } from '@carenest/core';
import { newAccount, registerThroughApi, signInAndAcceptAgreement } from '../support/accounts.ts';
import { signInAs } from '../support/sign-in.ts';

test.describe.configure({ timeout: 120_000 });

test('an administrator issues a family code; the parent links the child with it at phone width; the administrator sees the link live and unlinks', async ({
  browser,
}) => {
  const administrator = await (await browser.newContext()).newPage();
  await signInAs(administrator, 'administrator');
  const children = (await (
    await administrator.request.get('/api/patients?pageSize=50&search=Harper')
  ).json()) as {
    items: { id: string; firstName: string; lastName: string }[];
  };
  const harper = children.items.find((child) => child.firstName === 'Harper')!;
  await administrator.goto(`/patients/${harper.id}`);
  const card = administrator.getByRole('region', { name: 'Family access' });
  await card.getByRole('button', { name: 'Issue family code' }).click();
  const dialog = administrator.getByRole('dialog', { name: 'Family code' });
  const code = (await dialog.getByTestId('family-code').textContent())!;
  expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(card.getByText('active', { exact: true }).first()).toBeVisible();

  // A parent of their own, so the demo parent's list stays as other tests expect it.
  const parent = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  const account = newAccount('parent', 'Jordan');
  await registerThroughApi(parent.request, account);
  await signInAndAcceptAgreement(parent, account);
  await parent.goto('/my-children');
  await parent.getByRole('button', { name: 'Link Child' }).click();
  const form = parent.getByRole('dialog', { name: 'Link Child' });
  await form.getByRole('button', { name: 'Link Child' }).click();
  await expect(form.getByText(MESSAGES.fillInAllFields).first()).toBeVisible();
  await form.getByRole('textbox', { name: "Child's full name" }).fill('Harper Williams');
  await form.getByLabel('Date of birth').fill('2020-08-18');
  await form.getByRole('textbox', { name: 'Family code' }).fill(code.toLowerCase());
  await form.getByRole('button', { name: 'Link Child' }).click();
  await expect(parent.getByText(MESSAGES.childNotFoundForLink)).toBeVisible();

  await form.getByLabel('Date of birth').fill('2020-08-17');
  await form.getByRole('button', { name: 'Link Child' }).click();
  await expect(parent.getByText(MESSAGES.childLinked)).toBeVisible();
  await expect(form).toBeHidden();
  await expect(parent.getByText('Harper Williams').first()).toBeVisible();

  // The chart's card follows without a reload: the parent is linked, the code used.
  const linked = card.getByRole('button', { name: 'Unlink Jordan Tester' });
  await expect(linked).toBeVisible();
  await expect(card.getByText('used', { exact: true }).first()).toBeVisible();
  await linked.click();
  await expect(administrator.getByText(MESSAGES.parentUnlinked)).toBeVisible();
  await expect(linked).toBeHidden();
  await expect(parent.getByText('Harper Williams')).toHaveCount(0);
});
