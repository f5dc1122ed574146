// The entry's first import (main.tsx), so the worker starts before the rest of the entry is evaluated.

/**
 * Starts the worker that loads ICU's data while the main thread evaluates the app (`intl-warm-up.worker.ts`).
 * Without worker support, or if it fails, the main thread simply loads that data itself on its first formatting.
 */
function warmIntlOffTheMainThread(): void {
  if (typeof Worker === 'undefined') return;
  const worker = new Worker(new URL('./intl-warm-up.worker.ts', import.meta.url), { type: 'module' });
  worker.addEventListener('error', () => worker.terminate());
}

warmIntlOffTheMainThread();
