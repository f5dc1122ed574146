import { expect, test, type Page } from '@playwright/test';
import { signInAs } from '../support/sign-in.ts';

test.describe.configure({ timeout: 90_000 });

/** The unread count the bell announces, from its accessible name ("Notifications, 3 unread"). */
async function unreadCount(page: Page): Promise<number> {
  const name = await page.getByRole('button', { name: /^Notifications/ }).getAttribute('aria-label');
  return Number(/(\d+) unread/.exec(name ?? '')?.[1] ?? 0);
}

test('what a nurse records shows on the administrator’s open screens without a reload: the list and the bell', async ({
  page,
  browser,
}) => {
  const administrator = await browser.newPage();
  await signInAs(administrator, 'administrator');
  await administrator.goto('/vital-signs');
  await expect(administrator.getByRole('heading', { name: 'Vital Signs Records' })).toBeVisible();
  const before = await unreadCount(administrator);
  let reloads = 0;
  administrator.on('framenavigated', (frame) => {
    if (frame === administrator.mainFrame()) reloads += 1;
  });

  await signInAs(page, 'nurse');
  const list = await page.request.get('/api/patients?search=Mateo');
  const patientId = (await list.json()).items[0].id as string;
  const recorded = await page.request.post('/api/vital-signs', {
    data: { patientId, temperature: 103.1, heartRate: 128, oxygenSaturation: 97 },
  });
  expect(recorded.status()).toBe(201);

  const newest = administrator.getByRole('article').first();
  await expect(newest).toContainText('Mateo Alvarez');
  await expect(newest).toContainText('103.1');
  await expect.poll(() => unreadCount(administrator)).toBeGreaterThan(before);
  expect(reloads).toBe(0);
  await administrator.close();
});
