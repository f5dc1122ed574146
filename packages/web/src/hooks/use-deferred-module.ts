import { startTransition, useCallback, useEffect, useState } from 'react';
import { useAfterFirstPaint } from './use-after-first-paint.ts';

/** A module loaded on demand, shared by every component that asks for it (and by `app/lazy-screen.tsx`). */
export interface DeferredModule<T> {
  /** The module, once it has loaded. */
  loaded?: T;
  /** Loads the module: once, and again on the next call after a load that failed. */
  load(): Promise<T>;
}

/** The DeferredModule of `importModule`, e.g. `() => import('./UserMenuDropdown.tsx')`. */
export function deferredModule<T>(importModule: () => Promise<T>): DeferredModule<T> {
  let loading: Promise<T> | undefined;
  const deferred: DeferredModule<T> = {
    load() {
      loading ??= importModule().then(
        (module) => (deferred.loaded = module),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
  };
  return deferred;
}

/**
 * The module of `deferred` once the calling component has painted and the module has loaded; null before
 * (ARCHITECTURE.md, "Serving the web app"). What a screen needs only on a click, a menu's or a popover's dropdown,
 * leaves the first screen's chunks and its first commit this way: the component draws its button alone, and the
 * module's download starts after the first paint. The function returned asks for the module at once (the click
 * that came before it arrived); a download that failed is tried again then, and the button stays meanwhile.
 */
export function useDeferredModule<T>(deferred: DeferredModule<T>): [T | null, () => void] {
  const hasPainted = useAfterFirstPaint();
  const [module, setModule] = useState<T | null>(null);
  const load = useCallback(() => {
    deferred.load().then(
      (loaded) => startTransition(() => setModule(() => loaded)),
      () => undefined,
    );
  }, [deferred]);
  useEffect(() => {
    if (hasPainted) load();
  }, [hasPainted, load]);
  return [module, load];
}
