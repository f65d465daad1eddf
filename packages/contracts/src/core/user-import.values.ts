// The plain values of user-import.ts (no zod): the columns and limits a screen needs before any schema (issue 19,
// decision 0082). user-import.ts builds its schemas from these and re-exports them.

/** The columns the file may have, in the documented order. `email` is required; the others optional. */
export const USER_IMPORT_COLUMNS = ['email', 'name', 'managerEmail', 'jobTitle', 'department', 'officeLocation'] as const;
export type UserImportColumn = (typeof USER_IMPORT_COLUMNS)[number];

/** The most data rows one file may carry (the 10,000-person organisation fits twice). */
export const USER_IMPORT_MAX_ROWS = 20_000;

/** The largest file accepted, in bytes (5 MiB; about 50,000 rows of typical length). */
export const USER_IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/** The media type of the request body. */
export const USER_IMPORT_MEDIA_TYPE = 'text/csv';

/** Query of `POST /v1/users/import`: `dryRun=true` validates and previews without applying. */
