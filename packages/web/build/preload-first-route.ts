// The first route's chunks preloaded from index.html (ARCHITECTURE.md, "Serving the web app"): without this a
// phone fetches the entry, runs it, and only then learns which chunks the sign-in screen needs.
import path from 'node:path';
import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';

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
 * The Vite plugin: adds a `modulepreload` link to index.html for the chunk of each lazy module in
 * `modulePaths` (relative to the web package, e.g. `src/pages/login/LoginPage.tsx`) and for the chunks it
 * imports, leaving out those the entry already loads. The build fails when a module has no chunk of its own.
 */
export function preloadFirstRoute(modulePaths: readonly string[]): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'carenest-preload-first-route',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const { bundle, chunk: entry } = context;
        if (!bundle || !entry) return;
        const loadedByEntry = staticClosure(bundle, entry.fileName);
        const preloaded = new Set<string>();
        for (const modulePath of modulePaths) {
          const moduleId = path.resolve(root, modulePath);
          const chunk = Object.values(bundle).find(
            (output) => output.type === 'chunk' && output.facadeModuleId === moduleId,
          );
          if (!chunk) throw new Error(`No chunk of its own for ${modulePath}: is it still a lazy page?`);
          for (const fileName of staticClosure(bundle, chunk.fileName)) {
            if (!loadedByEntry.has(fileName)) preloaded.add(fileName);
          }
        }
        return [...preloaded].map((fileName): HtmlTagDescriptor => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${fileName}` },
          injectTo: 'head',
        }));
      },
    },
  };
}
