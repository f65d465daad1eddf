import { z } from 'zod';
import { queryFlag, storableText } from '../common';
import { USER_IMPORT_COLUMNS, USER_IMPORT_MAX_BYTES, USER_IMPORT_MAX_COLUMNS, USER_IMPORT_MAX_LINE_CHARS } from './user-import.values';

/**
 * The people CSV import of User Management (`POST /v1/users/import`): the columns, the
 * limits and the answer. The file is validated whole before anything is applied; a preview
 * (`?dryRun=true`) answers the same plan without applying it.
 */

export {
  USER_IMPORT_COLUMNS,
  USER_IMPORT_MAX_BYTES,
  USER_IMPORT_MAX_COLUMNS,
  USER_IMPORT_MAX_LINE_CHARS,
  USER_IMPORT_MAX_ROWS,
  USER_IMPORT_MEDIA_TYPE,
  USER_IMPORT_READ_SECONDS,
  type UserImportColumn,
} from './user-import.values';

export const UserImportQuerySchema = z.object({
  dryRun: queryFlag().transform((value) => value === 'true'),
});

/** The import's limits and what it answers past each (413, keyed `file`): the file is refused whole. */
export const USER_IMPORT_LIMIT_MESSAGES = {
  tooLarge: 'The file is too large (at most 5 MB)',
  tooManyRows: 'The file has more than 20,000 rows; split it',
  tooManyColumns: (line: number) => `Line ${line} has more than ${USER_IMPORT_MAX_COLUMNS} columns, the most a line may have`,
  lineTooLong: (line: number) => `Line ${line} is longer than ${new Intl.NumberFormat('en-US').format(USER_IMPORT_MAX_LINE_CHARS)} characters, the most a line may have`,
} as const;

/** Body of `POST /v1/users/import`: the CSV text (`Content-Type: text/csv`, UTF-8, header row first). */
export const UserImportBodySchema = storableText('Send the CSV file as the body (Content-Type: text/csv)').max(USER_IMPORT_MAX_BYTES, USER_IMPORT_LIMIT_MESSAGES.tooLarge);

/** One person the import creates or changes: the file's line and the new values of what changes. */
export const UserImportChangeSchema = z.object({
  /** The physical line of the file (the header is line 1). */
  line: z.number().int(),
  email: z.string(),
  action: z.enum(['create', 'update']),
  /** The values the person will have for the fields that change (null clears a field). */
  changes: z.object({
    name: z.string().nullable().optional(),
    managerEmail: z.string().nullable().optional(),
    jobTitle: z.string().nullable().optional(),
    department: z.string().nullable().optional(),
    officeLocation: z.string().nullable().optional(),
    /** Role assignments the row adds (`<Role>.<module>`), those the person does not hold yet. */
    roles: z.array(z.string()).optional(),
  }),
});
export type UserImportChange = z.infer<typeof UserImportChangeSchema>;

/** Answer of `POST /v1/users/import`: counts and the people created or changed, in file order. */
export const UserImportResultSchema = z.object({
  /** True when nothing was applied (a preview). */
  dryRun: z.boolean(),
  /** Data rows in the file. */
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  people: z.array(UserImportChangeSchema),
});
export type UserImportResult = z.infer<typeof UserImportResultSchema>;

/** Messages of the import's validation; field errors are keyed `line N` ("file" for the whole file). */
export const USER_IMPORT_MESSAGES = {
  empty: 'The file has no rows: the first line names the columns (email,name,managerEmail,jobTitle,department,officeLocation,roles), then one person per line',
  roleUnknown: (value: string) => `roles: "${value}" is not a role; write <Role>.<module> (for example Employee.mytime), separated by ;`,
  roleOnAllOnly: (value: string, reason: string) => `roles: "${value}": ${reason}; write it on all (for example Admin.all)`,
  noEmailColumn: 'The header must name an email column',
  unknownColumn: (name: string) => `Unknown column "${name}"; the columns are ${USER_IMPORT_COLUMNS.join(', ')}`,
  duplicateColumn: (name: string) => `Column "${name}" appears twice`,
  duplicateEmail: (line: number) => `email: the same person is on line ${line}`,
  managerUnknown: 'managerEmail: no active person with this e-mail in the file or the directory',
  managerSelf: 'managerEmail: a person cannot be their own manager',
  managerCycle: 'managerEmail: this manager reports (directly or indirectly) to this person; a reporting line cannot loop',
} as const;
