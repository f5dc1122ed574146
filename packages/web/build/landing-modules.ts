// The modules of the signed-in landing (ARCHITECTURE.md, "Serving the web app"): what the layout and the
// dashboard load statically, found once the module graph is built, so the chunking can give them one chunk and
// a phone opening the dashboard downloads that chunk rather than the UI kit of every screen.
import path from 'node:path';
import type { Plugin } from 'vite';

/** The landing's modules and the plugin that finds them. */
export interface LandingModules {
  plugin: Plugin;
  /** Whether a module belongs to the landing (asked while chunking, after the graph is built). */
  includes(moduleId: string): boolean;
}

/**
 * Collects the static imports, recursively, of each module in `modulePaths` (relative to the web package, e.g.
 * `src/layout/AppLayout.tsx`), the modules themselves included. The build fails when one is not in the graph.
 */
export function landingModules(modulePaths: readonly string[]): LandingModules {
  const found = new Set<string>();
  let root = '';
  const plugin: Plugin = {
    name: 'carenest-landing-modules',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    buildEnd() {
      found.clear();
      const pending = modulePaths.map((modulePath) => path.resolve(root, modulePath));
      for (const moduleId of pending) {
        if (!this.getModuleInfo(moduleId)) throw new Error(`${moduleId} is not in the build`);
      }
      while (pending.length > 0) {
        const moduleId = pending.pop()!;
        if (found.has(moduleId)) continue;
        found.add(moduleId);
        pending.push(...(this.getModuleInfo(moduleId)?.importedIds ?? []));
      }
    },
  };
  return { plugin, includes: (moduleId) => found.has(moduleId) };
}
