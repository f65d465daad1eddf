import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { boundaries } from './eslint.boundaries.js';
import { dateFormatRules, dateLibraryImports, rawDateInMessage } from './eslint.dates.js';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'coverage/**', 'test-results/**', 'playwright-report/**', 'bench/.tmp/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  ...boundaries,
  {
    // Ids are compared canonically (sameId), never as raw strings.
    files: ['apps/api/src/**/*.ts', 'packages/contracts/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "BinaryExpression[operator=/^[!=]==?$/]:matches([left.property.name=/^(id|oid|(?!module)[a-zA-Z]+Id)$/], [right.property.name=/^(id|oid|(?!module)[a-zA-Z]+Id)$/], [left.name=/^(id|me|(?!module)[a-zA-Z]+Id)$/], [right.name=/^(id|me|(?!module)[a-zA-Z]+Id)$/]):not([right.type='Literal']):not([right.type='Identifier'][right.name='undefined']):not([left.type='Literal']):not([left.type='Identifier'][left.name='undefined'])",
          message: 'Compare ids with sameId() from @apps/contracts/common (ids are canonical, never compared as raw strings).',
        },
        rawDateInMessage,
      ],
    },
  },
  ...dateFormatRules,
  {
    // Queries live in repositories: outside a `*.repository.ts`
    // no API file imports Drizzle or the db schema, so no SQL fragment, column or Drizzle type leaves
    // a repository; services pass plain values (ids, dates, a `DecisionScope`) and get declared rows.
    files: ['apps/api/src/**/*.ts'],
    ignores: [
      '**/*.repository.ts',
      // Query pieces other repositories build in (`*.scope.ts`, an entry point of their module).
      '**/*.scope.ts',
      // The schema, the connection, migrations and the demo seed are the database itself.
      'apps/api/src/db/**',
      // Command-line tools (bench setup, data fixes) talk to the database directly.
      'apps/api/src/tools/**',
      // Tests build and inspect rows directly.
      '**/*.test.ts',
      // The repositories' shared helpers (`transitionStatus`, `RowPage`, prepared statements
      // `preparedFor`/`preparedSql`): used by repositories only.
      'apps/api/src/lib/repository.ts',
      'apps/api/src/lib/prepared.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            // The date rule's pattern (eslint.dates.js): this entry replaces its `no-restricted-imports` here.
            dateLibraryImports,
            {
              regex: '^drizzle-orm(/|$)',
              message: 'Queries live in repositories: move this query to a *.repository.ts and pass it plain values.',
            },
            {
              regex: '(^|/)db/schema(/|$)',
              message: 'Tables are read and written in repositories only: move this query to a *.repository.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // Command-line tools and scripts print to the terminal.
    files: ['scripts/**', 'bench/**', 'apps/api/src/tools/**', 'apps/api/build.mjs', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
