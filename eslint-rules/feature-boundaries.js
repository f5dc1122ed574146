// A local ESLint rule: a server feature folder may use another feature only through that folder's public face,
// its index.ts. Platform folders (shared, lib, db, audit, jobs, events, plugins, observability) serve every
// feature and may be imported anywhere. See ARCHITECTURE.md, "Server folders".
import path from 'node:path';

/** The server's source root, and the folders every feature may import from. */
const SERVER_SOURCE = path.join('packages', 'server', 'src');
const PLATFORM_FOLDERS = new Set([
  'shared',
  'lib',
  'db',
  'audit',
  'jobs',
  'events',
  'plugins',
  'observability',
]);

/** The feature folder a file belongs to ("clinical-notes"), or undefined outside the server's folders. */
function folderOf(file) {
  const relative = path.relative(path.resolve(SERVER_SOURCE), path.resolve(file));
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const parts = relative.split(path.sep);
  return parts.length > 1 ? { folder: parts[0], rest: parts.slice(1).join('/') } : undefined;
}

/** The rule: reports an import that reaches into another feature folder's internals. */
export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Import another server feature only through its index.ts, never its internals' },
    messages: {
      internals:
        "'{{source}}' reaches into the {{target}} feature's internals; import what {{target}} offers from " +
        "'{{target}}/index.ts', or move what both need into shared/.",
    },
    schema: [],
  },
  create(context) {
    const importer = folderOf(context.filename);
    if (!importer) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = folderOf(path.resolve(path.dirname(context.filename), source));
      if (!target || target.folder === importer.folder || PLATFORM_FOLDERS.has(target.folder)) return;
      if (target.rest === 'index.ts') return;
      context.report({ node: node.source, messageId: 'internals', data: { source, target: target.folder } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

/** The plugin that carries CareNest's own rules. */
export default { rules: { 'feature-boundaries': featureBoundaries } };
