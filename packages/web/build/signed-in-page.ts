// The page a signed-in browser gets (ARCHITECTURE.md, "Serving the web app"): index.html plus modulepreload links
// for the signed-in layout and the landing screen, and preloads of the API answers its first render waits for, so a
// phone fetches them beside the entry instead of after it.
// The sign-in screen is in the entry itself, so a visitor's index.html needs no preloads.
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/** The file name of the signed-in page, beside index.html; the server sends it when a session cookie comes. */
export const SIGNED_IN_PAGE = 'index.signed-in.html';

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
 * The Vite plugin: writes SIGNED_IN_PAGE, index.html with a `modulepreload` link for the chunk of each lazy
 * module in `modulePaths` (relative to the web package, e.g. `src/layout/AppLayout.tsx`) and for the chunks it
 * imports, leaving out those the entry already loads, a stylesheet link for their CSS, and a `fetch` preload of
 * each API path in `apiPaths`. The build fails when no chunk holds a module.
 *
 * A fetch preload is used only by a `fetch()` of the same URL, CORS mode and credentials mode: `crossorigin`
 * (anonymous) matches the API client's `credentials: 'same-origin'` on the same origin.
 */
export function signedInPage(modulePaths: readonly string[], apiPaths: readonly string[]): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'carenest-signed-in-page',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const page = bundle['index.html'];
        const entry = Object.values(bundle).find((output) => output.type === 'chunk' && output.isEntry);
        if (page?.type !== 'asset' || !entry)
          throw new Error('The build has no index.html or no entry chunk');
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
        const links = [
          ...[...preloaded].map(
            (fileName) => `<link rel="modulepreload" crossorigin href="${base}${fileName}">`,
          ),
          ...stylesheets.map((fileName) => `<link rel="stylesheet" crossorigin href="${base}${fileName}">`),
          ...apiPaths.map((apiPath) => `<link rel="preload" as="fetch" crossorigin href="${apiPath}">`),
        ].join('\n    ');
        this.emitFile({
          type: 'asset',
          fileName: SIGNED_IN_PAGE,
          source: String(page.source).replace('</head>', `  ${links}\n  </head>`),
        });
      },
    },
  };
}
