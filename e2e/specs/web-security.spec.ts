import { expect, test } from '@playwright/test';
import { signInAs } from '../support/sign-in.ts';

const SCRIPT_NAME = '<img src=x onerror="window.__injected=1">';

test('a script payload stored in a patient name is shown as text, never run', async ({ page }) => {
  await signInAs(page, 'administrator');
  const created = await page.request.post('/api/patients', {
    data: {
      firstName: SCRIPT_NAME,
      lastName: '<script>window.__injected=2</script>',
      dateOfBirth: '2016-02-03',
      medicalRecordNumber: `MRN-XSS-${Date.now()}`,
      primaryDiagnosis: 'G80.1',
      careComplexity: 'low',
    },
  });
  expect(created.status()).toBe(201);
  const { patient } = await created.json();
  await page.goto(`/patients?search=${encodeURIComponent('onerror')}`);
  await expect(page.getByText(SCRIPT_NAME).first()).toBeVisible();
  await page.goto(`/patients/${patient.id}`);
  await expect(page.getByText(SCRIPT_NAME).first()).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { __injected?: number }).__injected),
  ).toBeUndefined();
});

test('pages carry a CSP without inline scripts and refuse framing; API answers are not cached', async ({
  page,
}) => {
  const response = await page.goto('/login');
  const headers = response!.headers();
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  const api = await page.request.get('/api/auth/session');
  expect(api.headers()['cache-control']).toBe('no-store');
});

test('the session cookie is httpOnly and SameSite=Strict, out of reach of page scripts', async ({
  page,
  context,
}) => {
  await signInAs(page, 'nurse');
  const cookie = (await context.cookies()).find((item) => item.name === 'carenest_session')!;
  expect(cookie.httpOnly).toBe(true);
  expect(cookie.sameSite).toBe('Strict');
  expect(await page.evaluate(() => document.cookie)).not.toContain('carenest_session');
});

test('the sign-in screen and a dashboard load without a single Content-Security-Policy violation', async ({
  page,
}) => {
  // Every violation the page reports, from its first script on (a blocked eval, inline script or style, source).
  await page.addInitScript(() => {
    const violations: string[] = [];
    Object.assign(window, { violations });
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const violationsSeen = () =>
    page.evaluate(() => (window as unknown as { violations: string[] }).violations);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Demo Access' })).toBeVisible();
  expect(await violationsSeen()).toEqual([]);
  await signInAs(page, 'parent');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
  expect(await violationsSeen()).toEqual([]);
});
