// The layering of STYLE.md rules 1 and 7 as lint rules:
// `npm run lint` fails when a feature imports another feature, shared web code imports a feature,
// an API module reaches past another module's entry points, contracts import anything but zod, a
// cycle appears, a file or folder name is not kebab-case, or API code outside a repository imports
// Drizzle or the db schema (set in eslint.config.js after the date rules, which
// configure the same rule). eslint.boundaries.test.ts proves each.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import checkFile from 'eslint-plugin-check-file';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';

const root = import.meta.dirname;
const web = 'apps/web/src';
const api = 'apps/api/src';

/** Feature folders of the web app and API modules; a new one is covered without editing this file. */
const foldersIn = (dir) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const webFeatures = foldersIn(`${web}/features`);
const apiModules = foldersIn(`${api}/modules`);

/**
 * The files of an API module that other code may import (its named entry points), as globs over
 * the module folder. Every module offers its services (`*.service.ts`, the rules) and mappers
 * (`*.mapper.ts`, row -> DTO); `app.ts` registers its `*.routes.ts`; the demo seed (db/seed) writes
 * a module's data through its `*.seed.ts`; a `*.scope.ts` holds query pieces that other modules'
 * repositories build into their own statements (the reporting line's `scopeCondition`,
 * `linePlacement`, ...), so the SQL stays in the repository layer. Every entry point is a kind of
 * file: no module names a single file of its own.
 */
export const API_ENTRY_POINTS = [
  '*.service.ts',
  '*.mapper.ts',
  '*.routes.ts',
  '*.seed.ts',
  '*.scope.ts',
];

const modulesGlob = path.join(root, api, 'modules/**');
// `**/` keeps every entry a glob, as the rule wants when `from` is one.
const entryPointGlobs = API_ENTRY_POINTS.map((p) => path.join(root, api, 'modules/**', p));

const featureMessage = 'A feature never imports another feature (STYLE.md rule 1): move what both need to lib/ or components/.';

const zones = [
  ...webFeatures.map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [`./${feature}`],
    message: featureMessage,
  })),
  {
    target: [`${web}/lib`, `${web}/components`],
    from: [`${web}/features`, `${web}/app`],
    message: 'Shared web code (lib/, components/) never imports a feature or the app shell (STYLE.md rule 1).',
  },
  {
    target: `${web}/features`,
    from: `${web}/app`,
    message: 'A feature never imports the app shell; the app imports features.',
  },
  {
    target: ['apps/web', 'e2e'],
    from: 'apps/api',
    message: 'The web app and e2e tests reach the API over HTTP only; shared types live in packages/contracts.',
  },
  { target: 'apps/api', from: 'apps/web', message: 'The API never imports the web app; shared code lives in packages/contracts.' },
  {
    target: 'packages/contracts',
    from: ['apps', 'e2e', 'bench', 'scripts'],
    message: 'packages/contracts imports nothing but zod and itself.',
  },
  // Inside modules/M: M's own files, and other modules only through their entry points.
  ...apiModules.map((module) => ({
    target: `${api}/modules/${module}`,
    from: modulesGlob,
    except: [...entryPointGlobs, path.join(root, api, 'modules', module, '**')],
    message: `An API module reaches another only through its entry points (${API_ENTRY_POINTS.join(', ')}).`,
  })),
  {
    target: [`${api}/!(modules)/**`, `${api}/*.ts`, 'apps/api/test/**', 'bench/**'],
    from: modulesGlob,
    except: entryPointGlobs,
    message: `Code outside the API modules uses their entry points only (${API_ENTRY_POINTS.join(', ')}).`,
  },
];

const sourceFiles = ['**/*.{ts,tsx,js,mjs}'];

/** Flat-config entries: boundaries, no cycles, kebab-case names. */
export const boundaries = [
  {
    files: sourceFiles,
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      // Parse imported TypeScript files too (no-cycle follows them), and resolve like TypeScript does.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['packages/contracts/tsconfig.json', 'apps/api/tsconfig.json', 'apps/web/tsconfig.json', 'e2e/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'check-file/filename-naming-convention': ['error', { '**/*': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
  {
    // Contracts are the wire's types, shared by browser and server: zod and themselves, nothing else.
    files: ['packages/contracts/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod(/|$)|@apps/contracts/|\\.{1,2}/)',
              message: 'packages/contracts imports nothing but zod and itself.',
            },
          ],
        },
      ],
    },
  },
];
