import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { MESSAGES, capacityReachedMessage } from '@carenest/core';
import { signInAs } from '../support/sign-in.ts';

test.describe.configure({ timeout: 90_000 });

/** A fresh person with a unique last name and email, so parallel runs never collide. */
function newPerson(firstName: string) {
  const suffix = randomUUID().slice(0, 8);
  return {
    firstName,
    lastName: `Tester${suffix}`,
    email: `${firstName.toLowerCase()}.${suffix}@test.example`,
  };
}

/** Creates a nurse through the Create User dialog and answers the one-time setup link it shows. */
async function createNurse(
  page: Page,
  person: ReturnType<typeof newPerson>,
  maxPatientLoad?: number,
): Promise<string> {
  await page.goto('/users');
  await page.getByRole('button', { name: 'Create User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create User' });
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expect(dialog.getByText(MESSAGES.firstNameRequired)).toBeVisible();
  await expect(dialog.getByText(MESSAGES.emailRequired)).toBeVisible();
  await dialog.getByRole('textbox', { name: 'First name' }).fill(person.firstName);
  await dialog.getByRole('textbox', { name: 'Last name' }).fill(person.lastName);
  await dialog.getByRole('textbox', { name: 'Email' }).fill(person.email);
  await expect(dialog.getByRole('combobox', { name: 'Role' })).toHaveValue('Nurse');
  if (maxPatientLoad !== undefined)
    await dialog.getByRole('textbox', { name: 'Maximum patient load' }).fill(String(maxPatientLoad));
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expect(page.getByText(MESSAGES.userCreated)).toBeVisible();
  const created = page.getByRole('dialog', { name: 'User created' });
  const link = created.getByRole('textbox', { name: 'One-time setup link' });
  await expect(link).toHaveValue(/\/reset-password\?token=/);
  await expect(created.getByText(/works once, for 30 minutes/)).toBeVisible();
  const setupLink = await link.inputValue();
  await created.getByRole('button', { name: 'Done' }).click();
  return setupLink;
}

test('an administrator creates a user who sets a password by the setup link, and deactivating them ends their session', async ({
  page,
  browser,
}) => {
  const person = newPerson('Quinn');
  await signInAs(page, 'administrator');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Users' })
    .click();
  await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
  const setupLink = await createNurse(page, person);

  const theirs = await browser.newContext();
  const theirPage = await theirs.newPage();
  await theirPage.goto(setupLink);
  await theirPage.getByLabel('New password').fill('Setup!Pass7');
  await theirPage.getByLabel('Confirm password').fill('Setup!Pass7');
  await theirPage.getByRole('button', { name: 'Set password' }).click();
  await expect(theirPage).toHaveURL(/\/login$/);
  await theirPage.getByRole('radio', { name: 'Nurse' }).check();
  await theirPage.getByRole('textbox', { name: 'Email' }).fill(person.email);
  await theirPage.getByRole('textbox', { name: 'Password', exact: true }).fill('Setup!Pass7');
  await theirPage.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(theirPage).toHaveURL(/\/dashboard$/);

  await page.getByRole('searchbox', { name: 'Search users' }).fill(person.lastName);
  const fullName = `${person.firstName} ${person.lastName}`;
  await page.getByRole('button', { name: `Deactivate ${fullName}` }).click();
  await page
    .getByRole('dialog', { name: 'Deactivate this user?' })
    .getByRole('button', { name: 'Deactivate' })
    .click();
  await expect(page.getByText(MESSAGES.userUpdated)).toBeVisible();
  await expect(page.getByRole('button', { name: `Activate ${fullName}` })).toBeVisible();
  await expect(
    page.getByRole('row', { name: new RegExp(fullName) }).getByText('Inactive', { exact: true }),
  ).toBeVisible();

  await theirPage.goto('/dashboard');
  await expect(theirPage).toHaveURL(/\/login$/);
  const session = await theirPage.request.get('/api/auth/session');
  expect(await session.json()).toEqual({ user: null });
  await theirs.close();
});

test("an assignment past a nurse's maximum load is refused with the spec's sentence", async ({ page }) => {
  const person = newPerson('Cora');
  const fullName = `${person.firstName} ${person.lastName}`;
  await signInAs(page, 'administrator');
  await createNurse(page, person, 1);
  await page.goto('/assignments');
  await expect(page.getByRole('heading', { name: 'Patient Assignments' })).toBeVisible();
  const workload = page.getByRole('region', { name: 'Staff workload' });
  const loadBar = workload.getByRole('progressbar', { name: new RegExp(`^${fullName} load:`) });
  await expect(loadBar).toHaveAttribute('aria-valuenow', '0');
  await expect(loadBar).toHaveAccessibleName(`${fullName} load: 0 of 1 patients (0%)`);

  const search = page.getByRole('searchbox', { name: 'Search patients' });
  await search.fill('Noah Campbell');
  await page.getByRole('button', { name: 'Assign staff to Noah Campbell' }).click();
  let dialog = page.getByRole('dialog', { name: 'Assign Staff to Noah Campbell' });
  await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(page.getByText(MESSAGES.selectStaffMember).first()).toBeVisible();
  await dialog.getByRole('radio', { name: fullName }).check();
  await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(page.getByText(MESSAGES.patientAssigned)).toBeVisible();
  await expect(loadBar).toHaveAttribute('aria-valuenow', '100');
  await expect(loadBar).toHaveAccessibleName(`${fullName} load: 1 of 1 patients (100%)`);

  await search.fill('Marcus Davis');
  await page.getByRole('button', { name: 'Assign staff to Marcus Davis' }).click();
  dialog = page.getByRole('dialog', { name: 'Assign Staff to Marcus Davis' });
  await dialog.getByRole('radio', { name: fullName }).check();
  await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(page.getByText(capacityReachedMessage(person.firstName, person.lastName))).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await search.fill('Noah Campbell');
  await page.getByRole('button', { name: `Unassign ${fullName} from Noah Campbell` }).click();
  await page
    .getByRole('dialog', { name: 'Unassign staff member?' })
    .getByRole('button', { name: 'Unassign' })
    .click();
  await expect(page.getByText(MESSAGES.patientUnassigned)).toBeVisible();
  await expect(loadBar).toHaveAttribute('aria-valuenow', '0');
});

test('a nurse is kept out of user management and assignments', async ({ page }) => {
  await signInAs(page, 'nurse');
  const users = await page.request.get('/api/users');
  expect(users.status()).toBe(403);
  expect((await users.json()).error.message).toBe(MESSAGES.usersRestricted);
  const assignments = await page.request.get('/api/assignments/overview');
  expect(assignments.status()).toBe(403);
  expect((await assignments.json()).error.message).toBe(MESSAGES.assignmentsRestricted);
  await page.goto('/users');
  await expect(page).toHaveURL(/\/unauthorized$/);
});
