// The entry script's fetch priority (ARCHITECTURE.md, "Serving the web app"): the page paints its boot screen
// from the HTML and the stylesheet alone, while the module scripts download.
import type { Plugin } from 'vite';

/** The module script Vite writes into index.html for the entry chunk. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * The Vite plugin: marks the entry's module script `fetchpriority="low"`, so the stylesheet the first paint
 * waits for comes first. A module script never holds up the first paint (it runs once the page is parsed),
 * yet Chromium fetches it at high priority, and Lighthouse's simulated throttling counts every high-priority
 * script as blocking the paint. Under real throttling the dashboard draws as soon as before (README.md, "The
 * web app on a phone", has the figures). The build fails when index.html has no such script.
 */
export function lowPriorityEntryScript(): Plugin {
  return {
    name: 'carenest-low-priority-entry-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const marked = html.replace(
          ENTRY_SCRIPT,
          (_script, source: string) =>
            `<script type="module" fetchpriority="low" crossorigin src="${source}"></script>`,
        );
        if (marked === html) throw new Error('index.html has no module script for the entry');
        return marked;
      },
    },
  };
}
