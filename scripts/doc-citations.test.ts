import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Comments and documents cite only what a reader of the repository can open (CODE_STYLE.md, "Files and names"):
 * the spec, a regulation by number, or a section of ARCHITECTURE.md, CODE_STYLE.md or the README that exists.
 * Never a document outside the repository, never an issue number.
 */
const root = path.resolve(import.meta.dirname, '..');
const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|css|html|md|json|yml|yaml|sh)$|^\.ci\/run$/;
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root })
  .toString()
  .split('\n')
  .filter(
    (file) => TEXT_FILE.test(file) && !file.endsWith('package-lock.json') && !file.includes('/fixtures/'),
  );
const texts = files.map((file) => ({ file, text: readFileSync(path.join(root, file), 'utf8') }));
const markdownNames = new Set(
  files.filter((file) => file.endsWith('.md')).map((file) => path.basename(file)),
);

/** Every `file:line: match` of `pattern` in the repository's text files, but on a line marked ❌ (a counter-example). */
function findAll(pattern: RegExp, isWrong: (match: RegExpExecArray) => boolean = () => true): string[] {
  const found: string[] = [];
  for (const { file, text } of texts) {
    for (const match of text.matchAll(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`))) {
      if (!isWrong(match)) continue;
      const line = text.slice(0, match.index).split('\n').length;
      if (text.split('\n')[line - 1]!.includes('❌')) continue;
      found.push(`${file}:${line}: ${match[0]}`);
    }
  }
  return found;
}

/** The headings of a Markdown file, lower-cased. */
function headingsOf(file: string): Set<string> {
  const text = readFileSync(path.join(root, file), 'utf8');
  return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((match) => match[1]!.trim().toLowerCase()));
}
const SECTIONS: Record<string, Set<string>> = {
  ARCHITECTURE: headingsOf('ARCHITECTURE.md'),
  CODE_STYLE: headingsOf('CODE_STYLE.md'),
  README: headingsOf('README.md'),
};

describe('citations in comments and documents', () => {
  it('name no Markdown file the repository does not have', () => {
    expect(findAll(/\b[A-Za-z][\w-]*\.md\b/, (match) => !markdownNames.has(match[0]))).toEqual([]);
  });

  it('name no issue number', () => {
    expect(findAll(/\bissues?\s*#?\d+/i)).toEqual([]);
  });

  it('name only sections that exist', () => {
    const cited = /\b(ARCHITECTURE|CODE_STYLE|README)\.md,?\s*(?:section\s*)?["“]([^"”\n]+)["”]/;
    expect(findAll(cited, (match) => !SECTIONS[match[1]!]!.has(match[2]!.trim().toLowerCase()))).toEqual([]);
  });
});
