import { expect, test } from '@playwright/test';
import { startServerPair, type ServerPair } from '../support/server-pair.ts';
import { signInAs } from '../support/sign-in.ts';

// Two instances share a PostgreSQL server (the embedded database belongs to one process): this story runs
// where TEST_DATABASE_URL names one, as CI's does.
if (process.env.TEST_DATABASE_URL) {
  test.describe('two instances behind one balancer', () => {
    test.describe.configure({ timeout: 180_000 });
    let pair: ServerPair;
    test.beforeAll(async () => {
      test.setTimeout(180_000);
      pair = await startServerPair();
    });
    test.afterAll(async () => pair.stop());

    test('a reading recorded through one instance shows at once on a screen served by the other', async ({
      browser,
    }) => {
      const onFirst = await browser.newContext({ baseURL: pair.urls[0] });
      const onSecond = await browser.newContext({ baseURL: pair.urls[1] });
      const nurse = await onFirst.newPage();
      const administrator = await onSecond.newPage();
      await signInAs(administrator, 'administrator');
      await administrator.goto('/vital-signs');
      await expect(administrator.getByRole('heading', { name: 'Vital Signs Records' })).toBeVisible();

      await signInAs(nurse, 'nurse');
      await nurse.goto('/vital-signs');
      await nurse.getByRole('button', { name: 'Record Vitals' }).click();
      const dialog = nurse.getByRole('dialog', { name: 'Record Vital Signs' });
      await dialog
        .getByRole('combobox', { name: 'Patient' })
        .selectOption({ label: 'Mateo Alvarez (MRN-100234)' });
      await dialog.getByRole('textbox', { name: 'Temperature (°F)' }).fill('99.1');
      await dialog.getByRole('textbox', { name: 'Heart rate (bpm)' }).fill('97');
      await dialog.getByRole('button', { name: 'Record Vital Signs' }).click();
      await expect(dialog).toBeHidden();

      const newest = administrator.getByRole('article').first();
      await expect(newest).toContainText('Mateo Alvarez');
      await expect(newest).toContainText('99.1');
      await onFirst.close();
      await onSecond.close();
    });
  });
}
