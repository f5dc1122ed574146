import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import carenest from '../../../eslint-rules/feature-boundaries.js';

const root = path.resolve(import.meta.dirname, '../../..');
const linter = new Linter({ configType: 'flat', cwd: root });
const config = [
  {
    files: ['**/*.ts'],
    languageOptions: { parser: tseslint.parser },
    plugins: { carenest },
    rules: { 'carenest/feature-boundaries': 'error' as const },
  },
];

/** The rule's messages for `code` written as the server file `file` (relative to packages/server/src). */
function lint(file: string, code: string): string[] {
  const filename = path.join(root, 'packages/server/src', file);
  return linter.verify(code, config, { filename }).map((message) => message.message);
}

describe('the feature-boundaries lint rule', () => {
  it("refuses a feature folder importing another feature folder's internals", () => {
    const messages = lint(
      'vital-signs/record.ts',
      "import { x } from '../medications/visible-medication.ts';",
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain("reaches into the medications feature's internals");
  });

  it('refuses re-exports and dynamic imports of internals too', () => {
    expect(lint('documents/a.ts', "export { y } from '../clinical-notes/load-note.ts';")).toHaveLength(1);
    expect(lint('documents/a.ts', "await import('../clinical-notes/load-note.ts');")).toHaveLength(1);
  });

  it("lets a feature use another feature's public face, its own files and the platform folders", () => {
    expect(
      lint('vital-signs/record.ts', "import { notifyCareTeam } from '../notifications/index.ts';"),
    ).toEqual([]);
    expect(lint('vital-signs/record.ts', "import { y } from './load-vital-signs.ts';")).toEqual([]);
    expect(lint('documents/scanning/scan.ts', "import { y } from '../storage/blob-store.ts';")).toEqual([]);
    for (const folder of ['shared', 'lib', 'db', 'audit', 'jobs', 'events', 'plugins'])
      expect(lint('medications/a.ts', `import { y } from '../${folder}/anything.ts';`)).toEqual([]);
    expect(lint('medications/a.ts', "import { z } from 'zod';")).toEqual([]);
  });

  it('leaves the files that wire features together (src/app.ts, src/main.ts) free', () => {
    expect(lint('app.ts', "import { routes } from './clinical-notes/routes.ts';")).toEqual([]);
  });
});
