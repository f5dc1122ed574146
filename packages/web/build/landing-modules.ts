// The modules of the signed-in landing (ARCHITECTURE.md, "Serving the web app"): what the layout and the
// dashboard load statically, found once the module graph is built, so the chunking can give them one chunk and
// a phone opening the dashboard downloads that chunk rather than the UI kit of every screen. The web build finds
// what the landing loads after its first paint the same way, for a chunk of its own.
import path from 'node:path';
import type { Plugin } from 'vite';

/** The landing's modules and the plugin that finds them. */
export interface LandingModules {
  plugin: Plugin;
  /** Whether a module belongs to the landing (asked while chunking, after the graph is built). */
  includes(moduleId: string): boolean;
}

/**
 * A package whose index re-exports every module it has. Following all of the index's imports would make every
 * component or schema any screen uses part of the landing; only the modules that export the names the landing
 * imports from it are followed.
 */
interface Barrel {
  specifier: string;
  index: RegExp;
}

const BARRELS: readonly Barrel[] = [
  { specifier: '@mantine/core', index: /@mantine[\\/]core[\\/]esm[\\/]index\.mjs$/ },
  { specifier: '@carenest/core', index: /packages[\\/]core[\\/]src[\\/]index\.ts$/ },
  {
    specifier: '@tabler/icons-react',
    index: /@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]tabler-icons-react\.mjs$/,
  },
];

/**
 * The names a barrel's code re-exports under a name of its own, each with the absolute path of the module it comes
 * from: the icons' index re-exports each icon's default export
 * (`export { default as IconX } from './icons/IconX.mjs'`).
 */
function renamedReExports(code: string, barrelId: string): Map<string, string> {
  const sources = new Map<string, string>();
  for (const match of code.matchAll(/export\s*\{([^}]*)\}\s*from\s*["'](\.[^"']*)["']/g)) {
    const source = path.resolve(path.dirname(barrelId), match[2]!);
    for (const specifier of match[1]!.split(',')) {
      const exported = specifier.trim().split(/\s+as\s+/)[1];
      if (exported) sources.set(exported, source);
    }
  }
  return sources;
}

/** The names a module's code imports from `specifier` (`import { A, B as C } from "specifier"`). */
function namesImported(code: string, specifier: string): string[] {
  const statement = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["']${specifier}["']`, 'g');
  return [...code.matchAll(statement)].flatMap((match) =>
    match[1]!
      .split(',')
      .map((name) => name.trim().split(/\s+as\s+/)[0]!)
      .filter((name) => name && !name.startsWith('type ')),
  );
}

/**
 * Collects the static imports, recursively, of each module in `modulePaths` (relative to the web package, e.g.
 * `src/layout/AppLayout.tsx`), the modules themselves included; through a barrel (BARRELS), only the modules that
 * export the names imported from it. The build fails when a module named is not in the graph.
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
      // A barrel's names and the module each comes from, worked out once however many modules import it.
      const sourcesByBarrel = new Map<string, Map<string, string>>();
      const exportingModules = (barrelId: string) => {
        const barrel = this.getModuleInfo(barrelId);
        const sources = renamedReExports(barrel?.code ?? '', barrelId);
        for (const id of barrel?.importedIds ?? []) {
          for (const name of this.getModuleInfo(id)?.exports ?? []) {
            if (!sources.has(name)) sources.set(name, id);
          }
        }
        return sources;
      };
      for (const moduleId of pending) {
        if (!this.getModuleInfo(moduleId)) throw new Error(`${moduleId} is not in the build`);
      }
      while (pending.length > 0) {
        const moduleId = pending.pop()!;
        if (found.has(moduleId)) continue;
        found.add(moduleId);
        const info = this.getModuleInfo(moduleId);
        for (const importedId of info?.importedIds ?? []) {
          const barrel = BARRELS.find((candidate) => candidate.index.test(importedId));
          if (!barrel) {
            pending.push(importedId);
            continue;
          }
          let sources = sourcesByBarrel.get(importedId);
          if (!sources) {
            sources = exportingModules(importedId);
            sourcesByBarrel.set(importedId, sources);
          }
          for (const name of namesImported(info?.code ?? '', barrel.specifier)) {
            const source = sources.get(name);
            if (source) pending.push(source);
          }
        }
      }
    },
  };
  return { plugin, includes: (moduleId) => found.has(moduleId) };
}
