import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The server's lower modules never import up into a feature (ARCHITECTURE.md, "Server folders"): a file under
 * one of LOWER_FOLDERS may import only the platform folders and the root's configuration files. A feature
 * joins the platform by registering with it where the process is wired (`app.ts`, `main.ts`,
 * `background-jobs.ts`), never by the platform naming it.
 */
const source = path.resolve(import.meta.dirname, '..', 'packages', 'server', 'src');
const LOWER_FOLDERS = ['jobs', 'shared', 'lib', 'db', 'events'];
const PLATFORM_FOLDERS = new Set([...LOWER_FOLDERS, 'audit', 'plugins', 'observability']);
const ROOT_FILES_ALLOWED = new Set(['config.ts', 'secrets.ts']);

/** Every TypeScript file under `directory`, recursively. */
function filesUnder(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** The relative specifiers a file imports or re-exports (static and dynamic, type-only included). */
export function importsOf(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.[^'"]+)['"]/gm))
    found.push(match[1]!);
  return found;
}

/** Where an import lands, relative to the server's source: its first folder, or the root file it names. */
function landingOf(file: string, specifier: string): { folder?: string; rootFile?: string } {
  const relative = path.relative(source, path.resolve(path.dirname(file), specifier));
  if (relative.startsWith('..')) return { folder: '..' };
  const parts = relative.split(path.sep);
  return parts.length === 1 ? { rootFile: parts[0] } : { folder: parts[0] };
}

/** `file: specifier` for every import of a lower folder that reaches a feature or an entry point. */
function upwardImports(): string[] {
  const wrong: string[] = [];
  for (const folder of LOWER_FOLDERS)
    for (const file of filesUnder(path.join(source, folder))) {
      for (const specifier of importsOf(readFileSync(file, 'utf8'))) {
        const { folder: target, rootFile } = landingOf(file, specifier);
        const isAllowed = rootFile ? ROOT_FILES_ALLOWED.has(rootFile) : PLATFORM_FOLDERS.has(target!);
        if (!isAllowed) wrong.push(`${path.relative(source, file)}: ${specifier}`);
      }
    }
  return wrong;
}

describe('dependency direction', () => {
  it('finds the imports it looks for, in every form', () => {
    const text = [
      "import { a } from '../billing/index.ts';",
      "import type { B } from '../documents/index.ts';",
      "export { c } from './c.ts';",
      "const d = await import('../backup/index.ts');",
      "import '../side-effect.ts';",
      "import { z } from 'zod';",
    ].join('\n');
    expect(importsOf(text)).toEqual([
      '../billing/index.ts',
      '../documents/index.ts',
      './c.ts',
      '../backup/index.ts',
      '../side-effect.ts',
    ]);
  });

  it('lets no file of jobs/, shared/, lib/, db/ or events/ import a feature folder', () => {
    expect(upwardImports()).toEqual([]);
  });
});
