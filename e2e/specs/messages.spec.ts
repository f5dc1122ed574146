import { expect, test } from '@playwright/test';
import { MESSAGES } from '@carenest/core';
import { newAccount, registerThroughApi, signInAndAcceptAgreement } from '../support/accounts.ts';
import { signInAs } from '../support/sign-in.ts';

test.describe.configure({ timeout: 150_000 });

test('a parent messages the care team from a phone; the nurse reads it as text and replies; the parent sees the reply and the read receipt live', async ({
  browser,
}) => {
  const text = `Sofia may be tired today <b>really</b> ${Date.now().toString(36)}`;
  const parent = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await signInAs(parent, 'parent');
  await parent.goto('/dashboard');
  await parent.getByRole('region', { name: 'Quick Actions' }).getByRole('link', { name: 'Messages' }).click();
  await expect(parent).toHaveURL(/\/messages$/);
  await parent
    .getByRole('region', { name: 'Conversations about Sofia Alvarez' })
    .getByRole('button', { name: /Sofia Alvarez's care team/ })
    .click();
  await parent.getByRole('button', { name: 'Send' }).click();
  await expect(parent.getByText(MESSAGES.messageRequired)).toBeVisible();
  await parent.getByRole('textbox', { name: 'Your message' }).fill(text);
  await parent.getByRole('button', { name: 'Send' }).click();
  const mine = parent.getByRole('list', { name: 'Messages' }).getByRole('listitem').filter({ hasText: text });
  await expect(mine).toContainText('Sent');

  const nurse = await (await browser.newContext()).newPage();
  await signInAs(nurse, 'nurse');
  await nurse.goto('/messages');
  const inbox = nurse.getByRole('region', { name: 'Conversations about Sofia Alvarez' });
  const thread = inbox.getByRole('button', { name: /Parent User/ });
  await expect(thread).toContainText(/\d+ unread/);
  await thread.click();
  await expect(thread).not.toContainText(/unread/);
  const received = nurse.getByRole('list', { name: 'Messages' }).getByText(text);
  await expect(received).toBeVisible();
  await expect(nurse.locator('b', { hasText: 'really' })).toHaveCount(0);
  await nurse.getByRole('textbox', { name: 'Your message' }).fill('We will have her ready at 1:30.');
  await nurse.getByRole('textbox', { name: 'Your message' }).press('Control+Enter');
  await expect(
    nurse.getByRole('list', { name: 'Messages' }).getByText('We will have her ready at 1:30.').last(),
  ).toBeVisible();

  // Without a reload: the nurse's reply arrives and the parent's message is marked Seen.
  await expect(
    parent.getByRole('list', { name: 'Messages' }).getByText('We will have her ready at 1:30.').last(),
  ).toBeVisible();
  await expect(mine).toContainText('Seen');

  const stranger = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  const account = newAccount('parent', 'Riley');
  await registerThroughApi(stranger.request, account);
  await signInAndAcceptAgreement(stranger, account);
  await stranger.goto('/messages');
  await expect(stranger.getByText('Link a child on My Children to message their care team.')).toBeVisible();
  await expect(stranger.getByText(text)).toHaveCount(0);
});

test('a parent attaches a note from the doctor on a phone; the nurse downloads it from the conversation', async ({
  browser,
}) => {
  const text = `The doctor's note about her new inhaler ${Date.now().toString(36)}`;
  const fileName = `doctor-note-${Date.now().toString(36)}.pdf`;
  const parent = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await signInAs(parent, 'parent');
  await parent.goto('/messages');
  await parent
    .getByRole('region', { name: 'Conversations about Sofia Alvarez' })
    .getByRole('button', { name: /Sofia Alvarez's care team/ })
    .click();
  const chooser = parent.waitForEvent('filechooser');
  await parent.getByRole('button', { name: 'Attach file' }).click();
  await (
    await chooser
  ).setFiles({
    name: fileName,
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n% Two puffs before lunch\n%%EOF\n'),
  });
  const toSend = parent.getByRole('list', { name: 'Files to send' });
  await expect(toSend.getByRole('button', { name: `Remove ${fileName}` })).toBeEnabled();
  await parent.getByRole('textbox', { name: 'Your message' }).fill(text);
  await parent.getByRole('button', { name: 'Send' }).click();
  await expect(toSend).toHaveCount(0);
  const mine = parent.getByRole('list', { name: 'Messages' }).getByRole('listitem').filter({ hasText: text });
  await expect(mine.getByRole('button', { name: new RegExp(`Download ${fileName}`) })).toBeVisible();

  const nurse = await (await browser.newContext()).newPage();
  await signInAs(nurse, 'nurse');
  await nurse.goto('/messages');
  await nurse
    .getByRole('region', { name: 'Conversations about Sofia Alvarez' })
    .getByRole('button', { name: /Parent User/ })
    .click();
  const received = nurse
    .getByRole('list', { name: 'Messages' })
    .getByRole('listitem')
    .filter({ hasText: text });
  const download = nurse.waitForEvent('download');
  await received.getByRole('button', { name: new RegExp(`Download ${fileName}`) }).click();
  expect((await download).suggestedFilename()).toBe(fileName);
});
