import { deferredModule } from '../hooks/use-deferred-module.ts';
import otherScreensStylesUrl from './styles/other-screens.css?url';

/** The stylesheet that first-screen.css is, in the built page: the entry's; in the dev server, the style element. */
const FIRST_SCREEN_STYLESHEET = 'style[data-vite-dev-id$="first-screen.css"], link[rel="stylesheet"]';

/** The stylesheet, added to the page once (and again after a download that failed). */
const otherScreensStyles = deferredModule(
  () =>
    new Promise<void>((resolve, reject) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = otherScreensStylesUrl;
      link.onload = () => resolve();
      link.onerror = () => {
        link.remove();
        reject(new Error(`The stylesheet ${otherScreensStylesUrl} did not load`));
      };
      const firstScreenStylesheet = document.querySelector(FIRST_SCREEN_STYLESHEET);
      if (firstScreenStylesheet) firstScreenStylesheet.after(link);
      else document.head.append(link);
    }),
);

/**
 * Adds Mantine's styles of the components no first screen draws (`styles/other-screens.css`) to the page: once,
 * and again on the next call after a download that failed. Settles when the stylesheet has loaded, so a screen
 * that waits for it never draws unstyled (ARCHITECTURE.md, "Serving the web app"). The stylesheet goes right after
 * first-screen.css, before the app's own styles, so the cascade is that of Mantine's styles.css loaded whole.
 */
export function loadOtherScreensStyles(): Promise<void> {
  return otherScreensStyles.load();
}

/** `load` (a screen's chunk), settled once both it and the other screens' styles have loaded. */
export function withOtherScreensStyles<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadOtherScreensStyles()]).then(([module]) => module);
}
