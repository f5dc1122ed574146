// Mantine's ids without the swap after mount (ARCHITECTURE.md, "Serving the web app"): the build resolves
// @mantine/hooks' `useId` to src/hooks/use-mantine-id.ts.
import path from 'node:path';
import type { Plugin } from 'vite';

/** The index of @mantine/hooks, which imports `useId` from its own module and exports it to every Mantine package. */
const HOOKS_INDEX = /@mantine[\\/]hooks[\\/]esm[\\/]index\.mjs$/;

/** The Vite plugin: the hooks' index gets CareNest's `useId` in place of Mantine's. */
export function mantineIds(): Plugin {
  let replacement = '';
  return {
    name: 'carenest-mantine-ids',
    enforce: 'pre',
    configResolved(config) {
      replacement = path.resolve(config.root, 'src/hooks/use-mantine-id.ts');
    },
    resolveId(source, importer) {
      if (source === './use-id/use-id.mjs' && importer && HOOKS_INDEX.test(importer)) return replacement;
      return null;
    },
  };
}
