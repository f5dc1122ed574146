import { expect, type Locator, type Page } from '@playwright/test';
import { ROLE_LABELS, type Role } from '@carenest/core';
import { DEMO_PASSWORD, demoEmail, signInCardFor } from './sign-in.ts';

/** Whether `target` (any of its matches) holds the keyboard focus now; never waits for it to appear. */
function isFocused(target: Locator): Promise<boolean> {
  return target.evaluateAll((elements) => elements.some((element) => element === document.activeElement));
}

/** The focused element in a few words, for a failure message. */
function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'the page body';
    const role = element.getAttribute('role');
    const name =
      element.getAttribute('aria-label') ??
      (element.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : null) ??
      (element as HTMLElement).innerText.slice(0, 60);
    return `<${element.tagName.toLowerCase()}${role ? ` role="${role}"` : ''}> "${name ?? ''}"`;
  });
}

/**
 * Presses `key` (Tab by default; Shift+Tab, an arrow key…) until `target` holds the focus, at most
 * `maxPresses` times, and fails saying where the focus got stuck. Focus already on `target` needs no press.
 */
export async function pressUntilFocused(
  page: Page,
  target: Locator,
  { key = 'Tab', maxPresses = 40 }: { key?: string; maxPresses?: number } = {},
): Promise<void> {
  for (let press = 0; press < maxPresses; press += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(key);
  }
  if (await isFocused(target)) return;
  throw new Error(
    `${key} pressed ${maxPresses} times without reaching ${target.toString()}; the focus is on ${await describeFocus(page)}`,
  );
}

/** Tabs forward to `target` (see `pressUntilFocused`). */
export function tabTo(page: Page, target: Locator, options: { maxPresses?: number } = {}): Promise<void> {
  return pressUntilFocused(page, target, { key: 'Tab', ...options });
}

/** Tabs to a text field, selects what it holds and types `text` over it. */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

/**
 * Chooses `option` in a Mantine Select, Autocomplete or MultiSelect the keyboard way: Tab to it, type
 * `search` when given (a searchable one filters), ArrowDown through the list until the option is the
 * highlighted one, then Enter.
 */
export async function chooseOption(
  page: Page,
  combobox: Locator,
  option: Locator,
  { search, maxPresses = 30 }: { search?: string; maxPresses?: number } = {},
): Promise<void> {
  await tabTo(page, combobox);
  if (search !== undefined) await page.keyboard.type(search);
  for (let press = 0; press < maxPresses; press += 1) {
    const isHighlighted = await option.evaluateAll((elements) =>
      elements.some((element) => element.hasAttribute('data-combobox-selected')),
    );
    if (isHighlighted) {
      await page.keyboard.press('Enter');
      return;
    }
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`ArrowDown pressed ${maxPresses} times without highlighting ${option.toString()}`);
}

/**
 * Picks the first option of a native select whose text begins with `prefix` (no spaces: a space would open
 * the list), by typing the prefix while the select has the focus, as a keyboard user does.
 */
export async function chooseNativeOption(page: Page, select: Locator, prefix: string): Promise<void> {
  await tabTo(page, select);
  await page.keyboard.type(prefix);
  await expect(select.locator('option:checked')).toHaveText(new RegExp(`^${prefix}`));
}

/**
 * Signs in with the keyboard alone as the demo account of `role`: Tab to the checked role card, arrow keys
 * to the role's card, Tab to Email and Password, type them, Enter to submit; waits for the dashboard.
 */
export async function signInByKeyboard(page: Page, role: Role): Promise<void> {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in to CareNest' })).toBeVisible();
  const cards = page.getByRole('radiogroup', { name: 'I am signing in as' });
  await tabTo(page, cards.getByRole('radio', { checked: true }));
  const card = cards.getByRole('radio', { name: ROLE_LABELS[signInCardFor(role)], exact: true });
  await pressUntilFocused(page, card, { key: 'ArrowRight', maxPresses: 6 });
  await expect(card).toBeChecked();
  await typeInto(page, page.getByRole('textbox', { name: 'Email' }), demoEmail(role));
  await typeInto(page, page.getByRole('textbox', { name: 'Password', exact: true }), DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
}
