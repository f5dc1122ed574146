import type { Page } from '@playwright/test';

/**
 * Holds the requests `url` matches (only those of `method` when given) until the answered function is called,
 * as a slow network would; then they go through unchanged. Other requests are not touched.
 */
export async function holdRequests(
  page: Page,
  url: string | RegExp | ((url: URL) => boolean),
  options: { method?: string } = {},
): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    if (!options.method || route.request().method() === options.method) await held;
    await route.continue();
  });
  return release;
}
