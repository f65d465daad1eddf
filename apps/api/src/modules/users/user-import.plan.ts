import { z } from 'zod';
import { hasControlCharacter, STORABLE_TEXT_MESSAGES } from '@apps/contracts/common';
import { roleModuleError } from '@apps/contracts/core/policy';
import { canBeManager } from '@apps/contracts/core/reporting-line';
import { parseRoleValue, type RoleDefault } from '@apps/contracts/core/role-defaults';
import { ProfileTextSchema } from '@apps/contracts/core/user';
import {
  USER_IMPORT_COLUMNS,
  USER_IMPORT_LIMIT_MESSAGES,
  USER_IMPORT_MAX_COLUMNS,
  USER_IMPORT_MAX_LINE_CHARS,
  USER_IMPORT_MAX_ROWS,
  USER_IMPORT_MESSAGES,
  type UserImportChange,
  type UserImportColumn,
} from '@apps/contracts/core/user-import';
import type { ValidationErrors } from '@apps/contracts/envelope';
import { readCsvRecords } from '../../lib/csv-records';
import { LineErrors } from '../../lib/line-errors';

/**
 * The people CSV import's pure half: reads the file and plans every change against the
 * directory as it is, or collects every error with its line. No database here; the service reads the
 * file in the file-parse pool (lib/file-parse-pool.ts), loads the directory under the reporting-line
 * lock and applies the plan in one transaction.
 */

/** One data row of the file: its physical line and the cells of the columns the header names. */
export interface ImportRow {
  line: number;
  cells: Partial<Record<UserImportColumn, string>>;
}

/** The file read: which columns it has, and its data rows. */
export interface ImportFile {
  columns: ReadonlySet<UserImportColumn>;
  rows: ImportRow[];
  /** Lines that could not be read as a row (wrong number of cells), reported with the plan's errors. */
  unreadable: Array<{ line: number; message: string }>;
}

/** A person of the directory as the planner needs them. */
export interface DirectoryPerson {
  id: string;
  email: string;
  name: string | null;
  managerId: string | null;
  jobTitle: string | null;
  department: string | null;
  officeLocation: string | null;
  isActive: boolean;
}

/** The profile fields a row sets (the columns present; null clears). */
export interface ImportValues {
  name?: string | null;
  jobTitle?: string | null;
  department?: string | null;
  officeLocation?: string | null;
}

/** What applying a row does: create a person, or change an existing one's fields and manager. */
export interface PlannedPerson extends UserImportChange {
  /** The existing person's id (updates only). */
  id: string | null;
  /** The fields to write (only those that change). */
  values: ImportValues;
  /** The new manager as a lower-cased e-mail, null for none, undefined when the manager does not change. */
  managerKey?: string | null;
  /** The person before, for the audit (updates only). */
  before: DirectoryPerson | null;
  /** Role assignments to add (those not held yet); undefined when the row names none. */
  roles?: RoleDefault[];
}

/** The plan: every created or changed person in file order, and how many rows change nothing. */
export interface ImportPlan {
  rows: number;
  people: PlannedPerson[];
  unchanged: number;
}

/** The most lines whose errors are listed; the rest are counted under `file`. */
const MAX_ERROR_LINES = 500;

const EmailCellSchema = z.email({ message: 'email: must be a valid e-mail address' }).max(254, 'email: must be at most 254 characters');
const ManagerEmailCellSchema = z.email({ message: 'managerEmail: must be a valid e-mail address' });

/**
 * The outcome of reading or planning: the value, or the field errors (`line N` / `file`);
 * `overLimit` when the file is past one of the import's limits (the message under `file` names it).
 */
export type Outcome<T> = { ok: true; value: T } | { ok: false; errors: ValidationErrors; overLimit?: true };

const overLimit = (message: string): Outcome<never> => ({ ok: false, errors: { file: [message] }, overLimit: true });

/**
 * Reads the CSV text (UTF-8, optional BOM, header row first, comma separated, RFC 4180 quoting).
 * Cells are trimmed; blank lines are skipped. The header may name the columns in any order; `email`
 * is required, an unknown or repeated column is an error.
 * @returns the file, or errors: a malformed line (unclosed quote, wrong number of cells), a bad header,
 *   no data rows; `overLimit` for more than `USER_IMPORT_MAX_ROWS` rows, a line of more than
 *   `USER_IMPORT_MAX_COLUMNS` cells or `USER_IMPORT_MAX_LINE_CHARS` characters (the rest unread).
 */
export function readImportFile(text: string): Outcome<ImportFile> {
  const errors = new LineErrors(MAX_ERROR_LINES);
  const read = readCsvRecords(text, errors, { records: USER_IMPORT_MAX_ROWS + 1, columns: USER_IMPORT_MAX_COLUMNS, recordChars: USER_IMPORT_MAX_LINE_CHARS });
  if ('over' in read) {
    if (read.over === 'records') return overLimit(USER_IMPORT_LIMIT_MESSAGES.tooManyRows);
    return overLimit(read.over === 'columns' ? USER_IMPORT_LIMIT_MESSAGES.tooManyColumns(read.line) : USER_IMPORT_LIMIT_MESSAGES.lineTooLong(read.line));
  }
  if ('invalid' in read) return { ok: false, errors: errors.done() };
  const [header, ...data] = read.records;
  if (!header || data.length === 0) return { ok: false, errors: { file: [USER_IMPORT_MESSAGES.empty] } };
  const columns: UserImportColumn[] = [];
  for (const name of header.record) {
    const column = USER_IMPORT_COLUMNS.find((known) => known.toLowerCase() === name.toLowerCase());
    if (!column) errors.add(header.info.lines, USER_IMPORT_MESSAGES.unknownColumn(name));
    else if (columns.includes(column)) errors.add(header.info.lines, USER_IMPORT_MESSAGES.duplicateColumn(column));
    else columns.push(column);
  }
  if (!columns.includes('email')) errors.add(header.info.lines, USER_IMPORT_MESSAGES.noEmailColumn);
  if (errors.any) return { ok: false, errors: errors.done() };

  const rows: ImportRow[] = [];
  const unreadable: ImportFile['unreadable'] = [];
  for (const { record, info } of data) {
    if (record.length !== header.record.length) {
      unreadable.push({ line: info.lines, message: `The line has ${record.length} cells; the header has ${header.record.length}` });
      continue;
    }
    const cells: ImportRow['cells'] = {};
    columns.forEach((column, index) => {
      cells[column] = record[index];
    });
    rows.push({ line: info.lines, cells });
  }
  return { ok: true, value: { columns: new Set(columns), rows, unreadable } };
}

const PROFILE_COLUMNS = ['jobTitle', 'department', 'officeLocation'] as const;

/**
 * A one-line cell (name, job title, department, office) as stored: trimmed, at most 200 characters,
 * empty as null, and without control characters, which would start a new line where the value is
 * written into a plain-text e-mail.
 * @returns the value, or the message for the line's errors (`column: …`).
 */
function oneLineCell(column: 'name' | (typeof PROFILE_COLUMNS)[number], cell: string): { value: string | null } | { message: string } {
  const parsed = ProfileTextSchema.safeParse(cell);
  if (!parsed.success) return { message: `${column}: ${parsed.error.issues[0]?.message ?? 'invalid'}` };
  if (parsed.data !== null && hasControlCharacter(parsed.data)) return { message: `${column}: ${STORABLE_TEXT_MESSAGES.oneLine}` };
  return { value: parsed.data };
}

/**
 * Plans the import against `directory` (every person, active or not). Rules:
 * - a row's `email` finds the person case-insensitively, or creates them (they link at first sign-in);
 * - a column the header leaves out changes nothing; an empty cell clears the field, except `name`,
 *   which an empty cell leaves as it is; name, job title, department and office are one line of text
 *   (no line breaks, tabs or other control characters);
 * - `managerEmail` names an active person of the directory (`canBeManager`, as PATCH /v1/users/{id})
 *   or a person the file creates; not the row's own person; the reporting line after the whole import
 *   may not loop;
 * - the same person on two lines is an error;
 * - `roles` lists `<Role>.<module>` values separated by `;` (Entra's app role form); each is added
 *   unless the person holds it (`heldRoles`: user id -> `Role.module` keys); roles are never removed.
 * @returns the plan, or every error keyed by line.
 */
export function planImport(file: ImportFile, directory: readonly DirectoryPerson[], heldRoles: ReadonlyMap<string, ReadonlySet<string>> = new Map()): Outcome<ImportPlan> {
  const errors = new LineErrors(MAX_ERROR_LINES);
  for (const { line, message } of file.unreadable) errors.add(line, message);
  const byEmail = new Map(directory.map((person) => [person.email.toLowerCase(), person]));
  const emailOfId = new Map(directory.map((person) => [person.id, person.email.toLowerCase()]));

  // 1. Each row on its own: cells valid, the person not repeated.
  interface Parsed {
    row: ImportRow;
    key: string;
    email: string;
    values: ImportValues;
    managerKey?: string | null;
    roles: RoleDefault[];
  }
  const parsed: Parsed[] = [];
  const lineOf = new Map<string, number>();
  for (const row of file.rows) {
    const { line, cells } = row;
    const email = EmailCellSchema.safeParse(cells.email ?? '');
    if (!email.success) {
      errors.add(line, cells.email ? email.error.issues[0]?.message ?? 'invalid' : 'email: required');
      continue;
    }
    const key = email.data.toLowerCase();
    const first = lineOf.get(key);
    if (first !== undefined) {
      errors.add(line, USER_IMPORT_MESSAGES.duplicateEmail(first));
      continue;
    }
    lineOf.set(key, line);
    const values: ImportValues = {};
    if (file.columns.has('name') && cells.name) {
      const name = oneLineCell('name', cells.name);
      if ('value' in name) values.name = name.value;
      else errors.add(line, name.message);
    }
    for (const column of PROFILE_COLUMNS) {
      if (!file.columns.has(column)) continue;
      const value = oneLineCell(column, cells[column] ?? '');
      if ('value' in value) values[column] = value.value;
      else errors.add(line, value.message);
    }
    let managerKey: string | null | undefined;
    if (file.columns.has('managerEmail')) {
      const cell = cells.managerEmail ?? '';
      if (cell === '') managerKey = null;
      else {
        const manager = ManagerEmailCellSchema.safeParse(cell);
        if (manager.success) managerKey = manager.data.toLowerCase();
        else errors.add(line, manager.error.issues[0]?.message ?? 'invalid');
      }
    }
    const roles: RoleDefault[] = [];
    if (file.columns.has('roles')) {
      for (const value of (cells.roles ?? '').split(';').map((part) => part.trim()).filter(Boolean)) {
        const role = parseRoleValue(value);
        const onAllOnly = role && roleModuleError(role.roleName, role.module);
        if (!role) errors.add(line, USER_IMPORT_MESSAGES.roleUnknown(value));
        else if (onAllOnly) errors.add(line, USER_IMPORT_MESSAGES.roleOnAllOnly(value, onAllOnly));
        else if (!roles.some((held) => held.roleName === role.roleName && held.module === role.module)) roles.push(role);
      }
    }
    parsed.push({ row, key, email: email.data, values, managerKey, roles });
  }

  // 2. Managers may manage by the rule PATCH /v1/users/{id} applies (an active person), and are not the
  // row's person. A row of the file changes no one's active state: a deactivated person stays one
  // however often the file names them, and a person the file creates is created active.
  for (const entry of parsed) {
    if (!entry.managerKey) continue;
    const manager = byEmail.get(entry.managerKey) ?? (lineOf.has(entry.managerKey) ? { isActive: true } : undefined);
    if (entry.managerKey === entry.key) errors.add(entry.row.line, USER_IMPORT_MESSAGES.managerSelf);
    else if (!canBeManager(manager)) errors.add(entry.row.line, USER_IMPORT_MESSAGES.managerUnknown);
  }
  if (errors.any) return { ok: false, errors: errors.done() };

  // 3. The reporting line after the import does not loop.
  const managerOf = new Map<string, string | null>();
  for (const person of directory) managerOf.set(person.email.toLowerCase(), person.managerId ? (emailOfId.get(person.managerId) ?? null) : null);
  for (const entry of parsed) {
    if (entry.managerKey !== undefined) managerOf.set(entry.key, entry.managerKey);
    else if (!managerOf.has(entry.key)) managerOf.set(entry.key, null);
  }
  const reachesTop = new Set<string>();
  for (const entry of parsed) {
    if (!entry.managerKey) continue;
    const path: string[] = [];
    const seen = new Set<string>([entry.key]);
    let current: string | null = entry.managerKey;
    while (current !== null && !reachesTop.has(current) && !seen.has(current)) {
      seen.add(current);
      path.push(current);
      current = managerOf.get(current) ?? null;
    }
    if (current === entry.key) errors.add(entry.row.line, USER_IMPORT_MESSAGES.managerCycle);
    else if (current === null || reachesTop.has(current)) for (const key of [entry.key, ...path]) reachesTop.add(key);
    // Otherwise the walk ran into a loop this person is below, not in: that loop's own rows report it.
  }
  if (errors.any) return { ok: false, errors: errors.done() };

  // 4. What changes.
  const people: PlannedPerson[] = [];
  let unchanged = 0;
  for (const entry of parsed) {
    const before = byEmail.get(entry.key) ?? null;
    if (!before) {
      people.push({
        line: entry.row.line,
        email: entry.email,
        action: 'create',
        id: null,
        before: null,
        values: entry.values,
        managerKey: entry.managerKey ?? undefined,
        ...(entry.roles.length > 0 ? { roles: entry.roles } : {}),
        changes: { ...entry.values, ...(entry.managerKey ? { managerEmail: entry.managerKey } : {}), ...rolesChange(entry.roles) },
      });
      continue;
    }
    const values: ImportValues = {};
    for (const [field, value] of Object.entries(entry.values) as Array<[keyof ImportValues, string | null]>) {
      if (before[field] !== value) values[field] = value;
    }
    const currentManager = before.managerId ? (emailOfId.get(before.managerId) ?? null) : null;
    const managerKey = entry.managerKey !== undefined && entry.managerKey !== currentManager ? entry.managerKey : undefined;
    const held = heldRoles.get(before.id);
    const roles = entry.roles.filter((role) => !held?.has(roleKey(role)));
    if (Object.keys(values).length === 0 && managerKey === undefined && roles.length === 0) {
      unchanged += 1;
      continue;
    }
    people.push({
      line: entry.row.line,
      email: before.email,
      action: 'update',
      id: before.id,
      before,
      values,
      managerKey,
      ...(roles.length > 0 ? { roles } : {}),
      changes: { ...values, ...(managerKey !== undefined ? { managerEmail: managerKey } : {}), ...rolesChange(roles) },
    });
  }
  return { ok: true, value: { rows: file.rows.length + file.unreadable.length, people, unchanged } };
}

/** A role assignment as the file and Entra write it: `Employee.mytime`. */
export function roleKey(role: RoleDefault): string {
  return `${role.roleName}.${role.module}`;
}

function rolesChange(roles: readonly RoleDefault[]): { roles?: string[] } {
  return roles.length > 0 ? { roles: roles.map(roleKey) } : {};
}
