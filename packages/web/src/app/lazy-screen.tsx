import { lazy, useState, type ComponentType } from 'react';
import { deferredModule } from '../hooks/use-deferred-module.ts';

/** A screen loaded on demand, with a way to start loading it before it renders. */
export interface LazyScreen<P extends object> {
  (props: P): React.JSX.Element;
  /** Loads the screen's chunk (once; later calls share the first load, and try again after a failed one). */
  preload(): Promise<ComponentType<P>>;
}

/**
 * A screen's chunk or styles that did not download, most often on a patchy signal: what the error boundary tells
 * from a screen whose own code failed (components/ScreenErrorBoundary.tsx). The network's error is its cause.
 */
export class ScreenDownloadError extends Error {
  constructor(cause: unknown) {
    super('The screen did not download', { cause });
    this.name = 'ScreenDownloadError';
  }
}

/** How to give each lazy screen whose last load failed a fresh lazy component. */
const failedScreens = new Set<() => void>();

/**
 * Lets every screen whose chunk (or styles) did not load try again the next time it mounts: `deferredModule`
 * downloads what failed again once asked (components/ScreenErrorBoundary.tsx calls this on Try again and when the
 * address changes).
 */
export function retryFailedScreens(): void {
  for (const renew of failedScreens) renew();
  failedScreens.clear();
}

/**
 * A screen whose chunk loads on demand (ARCHITECTURE.md, "Serving the web app"). Where it mounts after its chunk
 * has loaded (`preload`, or an earlier mount), it renders at once, like a component imported statically; before
 * that it suspends like `React.lazy`. `React.lazy` alone suspends on every first mount, however long ago the chunk
 * arrived, and a suspension shows the nearest fallback; React then holds back the screen that replaces a fallback
 * until 300 ms after it appeared, so a preloaded screen would still cost a spinner and that wait.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): LazyScreen<P> {
  const screen = deferredModule(load);
  // React.lazy keeps a failed load's error for good (and React renders a failed screen again at once, which must
  // show the failure, not download again): a fresh one comes only with retryFailedScreens.
  function suspendingScreen() {
    return lazy(() =>
      screen.load().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          failedScreens.add(renew);
          throw new ScreenDownloadError(error);
        },
      ),
    );
  }
  function renew() {
    Suspending = suspendingScreen();
  }
  let Suspending = suspendingScreen();
  function Screen(props: P) {
    // Chosen once per mount: switching from the suspending component to the loaded one would remount the screen.
    const [Loaded] = useState(() => screen.loaded);
    return Loaded ? <Loaded {...props} /> : <Suspending {...props} />;
  }
  return Object.assign(Screen, { preload: () => screen.load() });
}
