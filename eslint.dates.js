// People see dates in one format, made by
// one helper, `packages/contracts/src/date-format.ts`, on both sides (screens, server messages,
// e-mails). Everywhere else the linter refuses the ways a second format creeps in: the Date's own
// locale methods, Intl.DateTimeFormat and date libraries. eslint.boundaries.test.ts proves each.

const message =
  'Show a date with @apps/contracts/date-format (formatDate, formatDateRange, formatDateTime, formatWeekday): one format for the whole app. A number: Intl.NumberFormat with en-US.';

const DATE_METHODS = ['toLocaleDateString', 'toLocaleTimeString', 'toLocaleString', 'toDateString', 'toTimeString', 'toUTCString', 'toGMTString'];

const DATE_LIBRARIES = ['date-fns', 'date-fns/*', '@date-fns/*', 'date-fns-tz', 'dayjs', 'dayjs/*', 'moment', 'moment/*', 'moment-timezone', 'luxon', 'luxon/*'];

/** Where people's texts are made: the web app, the API (not its terminal tools) and the contracts. */
const sources = ['apps/web/src/**/*.{ts,tsx}', 'apps/api/src/**/*.ts', 'packages/contracts/src/**/*.ts'];

const DATE_NAME = '/^(date|day|week|weekEnd|weekStart|[a-zA-Z]+(Date|Day|At))$/';
const MESSAGE = '/^(body|title|subject|text|html|message|error|period|label)$/';

/**
 * A `no-restricted-syntax` entry for the API and the contracts: a date-like value (`date`, `week`,
 * `x.startDate`, `x.createdAt`) put raw into a message people read (an error's text, a validation error
 * list, a notification's title or body) shows `2026-11-23`. Keys and SQL (tagged templates) are not
 * messages. eslint.config.js merges it with the other `no-restricted-syntax` entries of those files.
 */
export const rawDateInMessage = {
  selector: [
    `:matches(NewExpression[callee.name=/Error$/] TemplateLiteral, Property[key.name=${MESSAGE}] TemplateLiteral, VariableDeclarator[id.name=${MESSAGE}] TemplateLiteral, AssignmentExpression[left.object.name=/[eE]rrors$/] TemplateLiteral)`,
    `> :matches(Identifier[name=${DATE_NAME}], MemberExpression[property.name=${DATE_NAME}]).expressions`,
  ].join(' '),
  message: 'A date in a message reads as on the screens: wrap it in formatDate / formatDateRange from @apps/contracts/date-format.',
};

/** The `no-restricted-imports` pattern of date libraries (an API config that sets the rule again keeps it). */
export const dateLibraryImports = { group: DATE_LIBRARIES, message };

export const dateFormatRules = [
  {
    files: sources,
    ignores: ['packages/contracts/src/date-format.ts', 'apps/api/src/tools/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...DATE_METHODS.map((property) => ({ property, message })),
        { object: 'Intl', property: 'DateTimeFormat', message },
      ],
    },
  },
  {
    // packages/contracts already imports nothing but zod (eslint.boundaries.js).
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/api/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [dateLibraryImports] }],
    },
  },
];
