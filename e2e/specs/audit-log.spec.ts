import { expect, test } from '@playwright/test';
import { signInAs } from '../support/sign-in.ts';

/** The sequences of an audit log answer's rows. */
const sequencesOf = (answer: { items: { sequence: string }[] }) =>
  answer.items.map((item) => BigInt(item.sequence));

test('an administrator pages the audit log: the next page reads on below the last row shown', async ({
  page,
}) => {
  await signInAs(page, 'administrator');
  const firstPage = page.waitForResponse((response) => response.url().includes('/api/audit-logs?'));
  await page.goto('/audit-log');
  await expect(page.getByRole('heading', { name: 'Audit Log' })).toBeVisible();
  const first = await (await firstPage).json();
  expect(first.nextCursor).toEqual(expect.any(String));
  await expect(page.getByText(`${first.total.toLocaleString('en-US')} entries`)).toBeVisible();

  const secondPage = page.waitForResponse((response) => response.url().includes('/api/audit-logs?'));
  await page.getByRole('button', { name: 'Next page' }).click();
  const answer = await secondPage;
  const asked = new URL(answer.url()).searchParams;
  expect(asked.get('page')).toBe('2');
  expect(asked.get('after')).toBe(first.nextCursor);
  const second = await answer.json();
  const lastShown = sequencesOf(first).at(-1)!;
  expect(second.items.length).toBeGreaterThan(0);
  expect(sequencesOf(second).every((sequence) => sequence < lastShown)).toBe(true);
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
});
