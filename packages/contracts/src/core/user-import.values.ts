// The plain values of user-import.ts (no zod): the columns and limits a screen needs before any schema.
// user-import.ts builds its schemas from these and re-exports them.

/**
 * The columns the file may have, in the documented order. `email` is required; the others optional.
 * `roles`: role assignments to add, `;`-separated, each `<Role>.<module>` as Entra's app roles
 * (`Employee.mytime;Manager.grow`); a new person whose cell is empty receives the default roles.
 */
export const USER_IMPORT_COLUMNS = ['email', 'name', 'managerEmail', 'jobTitle', 'department', 'officeLocation', 'roles'] as const;
export type UserImportColumn = (typeof USER_IMPORT_COLUMNS)[number];

/** The most data rows one file may carry (the 10,000-person organisation fits twice). */
export const USER_IMPORT_MAX_ROWS = 20_000;

/** The largest file accepted, in bytes (5 MiB; about 50,000 rows of typical length). */
export const USER_IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/** The most cells a line may have: the six columns, with room for a few the header names by mistake (each reported). */
export const USER_IMPORT_MAX_COLUMNS = 20;

/** The most characters of one line's cells together (a person's six fields need about 1,300). */
export const USER_IMPORT_MAX_LINE_CHARS = 10_000;

/** How long reading the file may take, in seconds (a full 5 MB file takes well under one). */
export const USER_IMPORT_READ_SECONDS = 5;

/** The media type of the request body. */
export const USER_IMPORT_MEDIA_TYPE = 'text/csv';

/** Query of `POST /v1/users/import`: `dryRun=true` validates and previews without applying. */
