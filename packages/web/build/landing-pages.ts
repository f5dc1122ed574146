// The two pages the server sends (ARCHITECTURE.md, "Serving the web app"), each index.html plus modulepreload links
// for the chunks of the screen it lands on, so a phone fetches them beside the entry instead of after it: the
// visitor's page (index.html itself) for the sign-in screen, and the signed-in page for the signed-in layout and
// the landing screen, with preloads of the API answers its first render waits for.
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/** The file name of the signed-in page, beside index.html; the server sends it when a session cookie comes. */
export const SIGNED_IN_PAGE = 'index.signed-in.html';

/** What a page preloads: lazy modules (relative to the web package, e.g. `src/layout/AppLayout.tsx`), API paths. */
interface PagePreloads {
  modulePaths: readonly string[];
  apiPaths: readonly string[];
}

/** A chunk's static imports, recursively, the chunk first. */
function staticClosure(
  bundle: Rolldown.OutputBundle,
  fileName: string,
  found = new Set<string>(),
): Set<string> {
  const chunk = bundle[fileName];
  if (found.has(fileName) || chunk?.type !== 'chunk') return found;
  found.add(fileName);
  for (const imported of chunk.imports) staticClosure(bundle, imported, found);
  return found;
}

/**
 * The links of `preloads`: a `modulepreload` for the chunk of each module and for the chunks it imports, leaving
 * out those the entry already loads, a stylesheet link for their CSS, and a `fetch` preload of each API path.
 * Throws when no chunk holds a module.
 *
 * A fetch preload is used only by a `fetch()` of the same URL, CORS mode and credentials mode: `crossorigin`
 * (anonymous) matches the API client's `credentials: 'same-origin'` on the same origin.
 */
function preloadLinks(
  bundle: Rolldown.OutputBundle,
  { root, base }: { root: string; base: string },
  { modulePaths, apiPaths }: PagePreloads,
): string {
  const entry = Object.values(bundle).find((output) => output.type === 'chunk' && output.isEntry);
  if (!entry) throw new Error('The build has no entry chunk');
  const loadedByEntry = staticClosure(bundle, entry.fileName);
  const preloaded = new Set<string>();
  for (const modulePath of modulePaths) {
    const moduleId = path.resolve(root, modulePath);
    const chunk = Object.values(bundle).find(
      (output) => output.type === 'chunk' && output.moduleIds.includes(moduleId),
    );
    if (!chunk) throw new Error(`No chunk holds ${modulePath}: is it still a module of the app?`);
    for (const fileName of staticClosure(bundle, chunk.fileName)) {
      if (!loadedByEntry.has(fileName)) preloaded.add(fileName);
    }
  }
  // The chunks' own stylesheets too: the lazy import would otherwise add each only once its chunk has run.
  const stylesheets = [...preloaded].flatMap((fileName) => {
    const chunk = bundle[fileName];
    return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
  });
  return [
    ...[...preloaded].map((fileName) => `<link rel="modulepreload" crossorigin href="${base}${fileName}">`),
    ...stylesheets.map((fileName) => `<link rel="stylesheet" crossorigin href="${base}${fileName}">`),
    ...apiPaths.map((apiPath) => `<link rel="preload" as="fetch" crossorigin href="${apiPath}">`),
  ].join('\n    ');
}

/**
 * The Vite plugin: adds to index.html the preloads of the sign-in screen's modules (`visitor`), and writes
 * SIGNED_IN_PAGE, index.html with the preloads of `signedIn` instead. The build fails when no chunk holds a module.
 */
export function landingPages({
  visitor,
  signedIn,
}: {
  visitor: readonly string[];
  signedIn: PagePreloads;
}): Plugin {
  const where = { root: '', base: '/' };
  return {
    name: 'carenest-landing-pages',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      where.root = config.root;
      where.base = config.base;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const page = bundle['index.html'];
        if (page?.type !== 'asset') throw new Error('The build has no index.html');
        const withPreloads = (preloads: PagePreloads) =>
          String(page.source).replace('</head>', `  ${preloadLinks(bundle, where, preloads)}\n  </head>`);
        this.emitFile({ type: 'asset', fileName: SIGNED_IN_PAGE, source: withPreloads(signedIn) });
        page.source = withPreloads({ modulePaths: visitor, apiPaths: [] });
      },
    },
  };
}
