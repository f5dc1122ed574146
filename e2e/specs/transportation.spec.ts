import { expect, test, type Browser, type Page } from '@playwright/test';
import { MESSAGES, type RouteDetailResponse, type RouteFormOptions } from '@carenest/core';
import { holdRequests } from '../support/held-requests.ts';
import { signInAs } from '../support/sign-in.ts';
import { drawSignature } from '../support/signature.ts';

// A whole run through dialogs, signatures and a dead zone: one minute alone, up to three on a busy 2-CPU runner.
test.describe.configure({ timeout: 240_000 });

/** Today's date in the demo facility's zone. */
function facilityToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
}

/** An administrator's page, signed in. */
async function administratorPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, 'administrator');
  return page;
}

/** Plans a route for today through the API with the demo driver and two children; answers its name and id. */
async function planRoute(administrator: Page, children: readonly string[]) {
  const options = (await (
    await administrator.request.get('/api/transport/route-options')
  ).json()) as RouteFormOptions;
  const name = `E2E run ${Date.now().toString(36)}`;
  const stops = children.map((childName, index) => ({
    patientId: options.children.find((child) => child.name === childName)!.id,
    address: `${10 + index} Test Lane, Orlando, FL`,
  }));
  const response = await administrator.request.post('/api/transport/routes', {
    data: {
      name,
      direction: 'to_facility',
      serviceDate: facilityToday(),
      driverId: options.drivers[0]!.id,
      vehicle: 'Van 9',
      attendantId: null,
      attendantCredential: null,
      scheduledDeparture: '06:00',
      scheduledArrival: '07:00',
      stops,
    },
  });
  expect(response.status()).toBe(201);
  return { name, id: ((await response.json()) as RouteDetailResponse).route.id };
}

test('once the server accepts a status, the card shows the next action even while the route list is still being read again', async ({
  browser,
}) => {
  const administrator = await administratorPage(browser);
  const route = await planRoute(administrator, ['Harper Williams']);
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    permissions: ['geolocation'],
    geolocation: { latitude: 28.566912, longitude: -81.33271, accuracy: 8 },
  });
  const page = await context.newPage();
  await signInAs(page, 'driver');
  await page.goto('/transportation');
  const card = page.getByRole('article', { name: route.name });
  await expect(card.getByRole('button', { name: 'Start Route' })).toBeVisible();

  // From now on every re-read of the route list waits until the test lets it through (a slow network).
  const release = await holdRequests(page, (url) => url.pathname === '/api/transport/routes', {
    method: 'GET',
  });
  const accepted = page.waitForResponse(
    (response) => response.url().endsWith(`/routes/${route.id}/status`) && response.status() === 200,
  );
  await card.getByRole('button', { name: 'Start Route' }).click();
  await accepted;
  await expect(card.getByText('All changes sent')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Begin Pickup' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Start Route' })).toHaveCount(0);
  release();
  await expect(card.getByText('En route to pickup')).toBeVisible();
  await context.close();
});

test('a driver runs a route from start to completion, part of it offline, each child signed for once', async ({
  browser,
}) => {
  const administrator = await administratorPage(browser);
  const route = await planRoute(administrator, ['Harper Williams', 'Ethan Nguyen']);

  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    permissions: ['geolocation'],
    geolocation: { latitude: 28.566912, longitude: -81.33271, accuracy: 8 },
  });
  const page = await context.newPage();
  await signInAs(page, 'driver');
  await page.goto('/transportation');
  const card = page.getByRole('article', { name: route.name });
  await expect(card).toBeVisible();

  const start = card.getByRole('button', { name: 'Start Route' });
  expect((await start.boundingBox())!.height).toBeGreaterThanOrEqual(48);
  await start.click();
  await expect(card.getByText('En route to pickup')).toBeVisible();
  await expect(card.getByRole('status').filter({ hasText: 'Tracking' })).toBeVisible();
  await context.setGeolocation({ latitude: 28.556317, longitude: -81.36015, accuracy: 8 });
  await card.getByRole('button', { name: 'Begin Pickup' }).click();
  await expect(card.getByText('Picking up', { exact: true })).toBeVisible();
  await expect(card.getByText('All changes sent')).toBeVisible();

  await context.setOffline(true);
  await card.getByRole('button', { name: 'Pickup signature for Harper Williams' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pickup signature: Harper Williams' });
  await expect(dialog.getByRole('radio', { name: /Ashley Williams/ })).toBeChecked();
  await drawSignature(
    page,
    page
      .getByRole('img', { name: /Signature pad/ })
      .or(page.locator('canvas'))
      .first(),
  );
  await dialog.getByRole('button', { name: 'Save signature' }).click();
  await expect(card.getByText('1 change waiting for signal')).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText(MESSAGES.pickupSignatureSaved)).toBeVisible();
  await expect(card.getByText('All changes sent')).toBeVisible();

  await card.getByRole('button', { name: 'Pickup signature for Ethan Nguyen' }).click();
  const second = page.getByRole('dialog', { name: 'Pickup signature: Ethan Nguyen' });
  await second.getByRole('radio', { name: /Someone else/ }).check();
  await second.getByRole('textbox', { name: 'Guardian name' }).fill('Sam Neighbour');
  await second.getByRole('textbox', { name: 'Or type your full name to sign' }).fill('Sam Neighbour');
  await second.getByRole('button', { name: 'Sign with typed name' }).click();
  await second.getByRole('button', { name: 'Save signature' }).click();
  await expect(second.getByText(MESSAGES.unauthorizedHandoffReason)).toBeVisible();
  await second.getByRole('textbox', { name: 'Reason' }).fill('Mother called the office; neighbour confirmed');
  await second.getByRole('button', { name: 'Save signature' }).click();
  await expect(card.getByText('All changes sent')).toBeVisible();

  // Each step waits for the card to show the status it led to, so no click lands on a button being replaced.
  await card.getByRole('button', { name: 'Head to Facility' }).click();
  await expect(card.getByText('En route to facility', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Arrived at Facility' }).click();
  await expect(card.getByText('Arrived', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Complete Route' }).click();
  await expect(card.getByText('Completed', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(card.getByText('All changes sent')).toBeVisible();

  const detail = (await (
    await administrator.request.get(`/api/transport/routes/${route.id}`)
  ).json()) as RouteDetailResponse;
  expect(detail.route.status).toBe('completed');
  expect(
    detail.route.stops.map((stop) => [stop.patientName, stop.pickup?.signedBy, stop.pickup?.isAuthorized]),
  ).toEqual([
    ['Harper Williams', 'Ashley Williams', true],
    ['Ethan Nguyen', 'Sam Neighbour', false],
  ]);
  expect(detail.fixes.length).toBeGreaterThanOrEqual(2);
  await card.getByRole('button', { name: 'Details' }).click();
  const fixes = page.getByRole('table', { name: 'Last location fixes' });
  await expect(fixes).toContainText(/28\.\d{6}/);

  const alerts = await (await administrator.request.get('/api/system-alerts')).json();
  expect(JSON.stringify(alerts)).toContain('Child handed to an adult not on the authorized pickup list');
});

test('an administrator plans a route through the form and cancels it with a reason; the parent sees only their child', async ({
  page,
  browser,
}) => {
  await signInAs(page, 'administrator');
  const mateo = (await (await page.request.get('/api/patients?search=Mateo')).json()).items[0].id as string;
  await page.goto(`/patients/${mateo}`);
  await expect(page.getByRole('region', { name: 'Diagnoses' })).toContainText('RN must ride along');
  await page.goto('/transportation');
  await page.getByRole('button', { name: 'New route' }).click();
  const form = page.getByRole('dialog', { name: 'New route' });
  const name = `Planned ${Date.now().toString(36)}`;
  await form.getByRole('textbox', { name: 'Route name' }).fill(name);
  await form.getByRole('combobox', { name: 'Driver' }).selectOption({ label: 'Driver User' });
  await form.getByRole('textbox', { name: 'Vehicle' }).fill('Van 3');
  await form
    .getByRole('combobox', { name: 'Stop 1: child' })
    .selectOption({ label: 'Mateo Alvarez (MRN-100234)' });
  await form.getByRole('textbox', { name: 'Stop 1: address' }).fill('1420 Lake Baldwin Ln, Orlando, FL');
  await form.getByRole('button', { name: 'Add child' }).click();
  await form
    .getByRole('combobox', { name: 'Stop 2: child' })
    .selectOption({ label: 'Jayden Brooks (MRN-100241)' });
  await form.getByRole('textbox', { name: 'Stop 2: address' }).fill('905 N Mills Ave, Orlando, FL');
  await form.getByRole('button', { name: 'Create route' }).click();
  await expect(page.getByText(MESSAGES.routeCreated)).toBeVisible();
  const card = page.getByRole('article', { name });
  await expect(card).toContainText('Scheduled');
  await expect(card.getByRole('progressbar', { name: `${name} progress` })).toHaveAttribute(
    'aria-valuenow',
    '0',
  );

  const parent = await (await browser.newContext()).newPage();
  await signInAs(parent, 'parent');
  await parent.goto('/transportation');
  const theirs = parent.getByRole('article', { name });
  await expect(theirs).toContainText('Mateo Alvarez');
  await expect(theirs).not.toContainText('Jayden Brooks');

  await card.getByRole('button', { name: 'Cancel route' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel route' });
  await cancel.getByRole('button', { name: 'Cancel route' }).click();
  await expect(cancel.getByText(MESSAGES.routeCancelReasonRequired)).toBeVisible();
  await cancel.getByRole('textbox', { name: 'Reason' }).fill('Van 3 in the workshop');
  await cancel.getByRole('button', { name: 'Cancel route' }).click();
  await expect(card).toContainText('Cancelled by Admin User: Van 3 in the workshop');
  await expect(theirs).toContainText('Cancelled');
});

test('the front desk checks a child in and out with a signature, and the daily log prints', async ({
  page,
}) => {
  await signInAs(page, 'administrator');
  // A child the day's log does not hold yet (the demo checks some children in at the front desk this morning).
  const today = await (await page.request.get('/api/attendance')).json();
  const logged = new Set(today.lines.map((line: { patientName: string }) => line.patientName));
  const patients = await (await page.request.get('/api/patients?limit=100')).json();
  const child = (patients.items as { firstName: string; lastName: string }[])
    .map((patient) => `${patient.firstName} ${patient.lastName}`)
    .find((name) => !logged.has(name));
  if (!child) throw new Error('every demo child is already in the day’s log');
  await page.goto('/transportation');
  await page.getByRole('tab', { name: 'Daily log' }).click();
  const open = page.getByRole('button', { name: 'Front desk check-in or out' });
  for (const kind of ['Check in', 'Check out'] as const) {
    await open.click();
    const desk = page.getByRole('dialog', { name: 'Front desk check-in or out' });
    // The dialog scales in as it opens, and the two halves of the switch sit side by side: a click made while it
    // still moves can land on the other half, so the click is made again until the half asked for is the one on.
    await expect(async () => {
      await desk.getByText(kind, { exact: true }).first().click();
      await expect(desk.getByRole('radio', { name: kind })).toBeChecked({ timeout: 1000 });
    }).toPass();
    await desk.getByRole('combobox', { name: 'Child' }).selectOption({ label: child });
    await desk.getByRole('button', { name: kind, exact: true }).click();
    await expect(desk.getByText(MESSAGES.guardianNameAndSignatureRequired)).toBeVisible();
    await desk.getByRole('textbox', { name: "Adult's name" }).fill('Carmen Rivera');
    await desk.getByRole('textbox', { name: 'Or type your full name to sign' }).fill('Carmen Rivera');
    await desk.getByRole('button', { name: 'Sign with typed name' }).click();
    await desk.getByRole('button', { name: kind, exact: true }).click();
    await expect(desk).toBeHidden();
  }
  const log = page.getByRole('table', { name: /Daily log of/ });
  const row = log.getByRole('row', { name: new RegExp(child) });
  await expect(row).toContainText('front desk, Carmen Rivera');
  await expect(row).toContainText('Gone home');

  await page.emulateMedia({ media: 'print' });
  await expect(log).toBeVisible();
  await expect(open).toBeHidden();
  await expect(page.getByRole('navigation').first()).toBeHidden();
});

test("New route waits for the day's routes, so the form starts from the facility's date and time zone and keeps what is typed", async ({
  page,
}) => {
  await signInAs(page, 'administrator');
  const release = await holdRequests(page, '**/api/transport/routes*');
  await page.goto('/transportation');
  const newRoute = page.getByRole('button', { name: 'New route' });
  await expect(newRoute).toBeDisabled();
  release();
  await newRoute.click();
  const form = page.getByRole('dialog', { name: 'New route' });
  await form.getByRole('textbox', { name: 'Route name' }).fill('Typed before anything else');
  await expect(page.getByRole('heading', { name: 'North morning run' })).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Route name' })).toHaveValue('Typed before anything else');
});
