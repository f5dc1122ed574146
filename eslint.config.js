// ESLint flat config: type-aware typescript-eslint rules across every package.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import carenest from './eslint-rules/feature-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.tmp/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['packages/server/src/*/**/*.ts'],
    plugins: { carenest },
    rules: { 'carenest/feature-boundaries': 'error' },
  },
  {
    // The X12 package has no I/O (ARCHITECTURE.md, "X12"): its tests read the fixtures, its code never does.
    files: ['packages/x12/src/**/*.ts'],
    ignores: ['packages/x12/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['node:*', 'fs', 'path', 'http', 'net'], message: 'X12 code does no I/O.' }] },
      ],
    },
  },
  {
    // npm test passes on a machine without PostgreSQL: a suite runs on it only when TEST_DATABASE_URL names one.
    files: ['packages/server/test/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['ArrayExpression', 'TSAsExpression > ArrayExpression'].map((list) => ({
          selector: `CallExpression[callee.property.name='each'] > ${list} > Literal[value='postgresql']`,
          message: 'List the databases with TEST_DATABASES (test/support/test-database.ts), not literally.',
        })),
      ],
    },
  },
  { files: ['**/*.js', '**/*.mjs'], languageOptions: { globals: { ...globals.node } } },
);
