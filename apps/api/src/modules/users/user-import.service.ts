import { USER_IMPORT_READ_SECONDS, type UserImportResult } from '@apps/contracts/core/user-import';
import type { Db, Tx } from '../../db/client';
import type { Caller } from '../../lib/access';
import { writeAudits, type AuditEntry } from '../../lib/audit';
import { AppError, ConflictError, ValidationError } from '../../lib/errors';
import { userRefusals as U, usersRefusal } from './refusal.messages';
import { workerModule, type FileParsePool } from '../../lib/file-parse-pool';
import { localizeLineErrors } from '../../lib/line-error-texts';
import { userImportTexts } from './user-import.texts';
import { applyRoleDefaults, assignRolesByName } from '../roles/role-defaults.service';
import { lockReportingLines } from '../authority/reporting-line.service';
import * as importRepository from './user-import.repository';
import type * as UserImportPlan from './user-import.plan';
import { planImport, type DirectoryPerson, type ImportPlan, type PlannedPerson } from './user-import.plan';

/** The file reader, as the file-parse pool's threads load it. */
const USER_IMPORT_PLAN = workerModule<typeof UserImportPlan>(import.meta.url, 'user-import.plan');

/** Rows per multi-row insert (well under PostgreSQL's 65,535 bind parameters). */
const INSERT_CHUNK = 1_000;

/**
 * The people CSV import (`POST /v1/users/import`, Admin on all): reads the whole file in a
 * worker thread of `parser` (within `USER_IMPORT_READ_SECONDS`), plans it against the directory under
 * the reporting-line lock (so no concurrent manager edit can make the result loop), and applies it in
 * the same transaction: people created (they link to their Microsoft account at first sign-in by
 * e-mail), profile fields and managers changed, one audit record per person (`user.imported`, before
 * and after), the `roles` column's assignments added (a new person without any receives the default
 * roles), each audited. With `dryRun` nothing is written: the answer is the preview of the same plan.
 * @param csv the file's text: header `email,name,managerEmail,jobTitle,department,officeLocation,roles`
 *   (any order; only `email` required), then one person per line.
 * @throws ValidationError every error of the file keyed `line N` (or `file`); nothing is applied.
 * @throws AppError 413 for a file past a limit (rows, columns, line length), 400 past the time budget,
 *   503 when the pool is full; nothing is applied.
 * @throws ConflictError when one of the new people signed in while the import ran (run it again).
 */
export async function importUsers(db: Db, caller: Caller, csv: string, dryRun: boolean, parser: FileParsePool): Promise<UserImportResult> {
  const file = await parser.run(USER_IMPORT_PLAN, 'readImportFile', [csv], USER_IMPORT_READ_SECONDS);
  if (!file.ok) {
    const errors = localizeLineErrors(file.errors, userImportTexts);
    if (file.overLimit) throw new AppError(413, errors.file?.[0] ?? 'The file is too large', errors);
    throw new ValidationError(errors, usersRefusal(U.importHasErrors));
  }
  return db.transaction(async (tx) => {
    await lockReportingLines(tx);
    const directory = await importRepository.loadDirectory(tx);
    const heldRoles = file.value.columns.has('roles') ? await importRepository.loadHeldRoles(tx) : new Map<string, Set<string>>();
    const plan = planImport(file.value, directory, heldRoles);
    if (!plan.ok) throw new ValidationError(localizeLineErrors(plan.errors, userImportTexts), usersRefusal(U.importHasErrors));
    if (!dryRun) await applyPlan(tx, caller.user.id, plan.value, directory);
    return resultOf(plan.value, dryRun);
  });
}

/**
 * Writes the plan. The directory was read under the reporting-line lock, which deactivation and
 * deletion also take, so its ids stay valid; new people get theirs from the insert.
 */
async function applyPlan(tx: Tx, actorId: string, plan: ImportPlan, directory: readonly DirectoryPerson[]): Promise<void> {
  const idOf = new Map(directory.map((person) => [person.email.toLowerCase(), person.id]));
  const created = plan.people.filter((person) => person.action === 'create');
  for (let start = 0; start < created.length; start += INSERT_CHUNK) {
    const chunk = created.slice(start, start + INSERT_CHUNK);
    const rows = await importRepository.insertPeople(
      tx,
      chunk.map((person) => ({ email: person.email, ...person.values })),
    );
    if (rows.length !== chunk.length) throw new ConflictError(usersRefusal(U.importRace));
    for (const row of rows) idOf.set(row.email.toLowerCase(), row.id);
  }
  const managerChanges: Array<{ id: string; managerId: string | null }> = [];
  const audits: AuditEntry[] = [];
  for (const person of plan.people) {
    const id = person.id ?? idOf.get(person.email.toLowerCase())!;
    const managerId = person.managerKey === undefined ? undefined : person.managerKey === null ? null : idOf.get(person.managerKey)!;
    if (person.action === 'update' && Object.keys(person.values).length > 0) await importRepository.updatePerson(tx, id, person.values);
    if (managerId !== undefined) managerChanges.push({ id, managerId });
    audits.push(auditOf(actorId, id, person, managerId));
  }
  for (let start = 0; start < managerChanges.length; start += INSERT_CHUNK) {
    await importRepository.setManagers(tx, managerChanges.slice(start, start + INSERT_CHUNK));
  }
  await writeAudits(tx, audits);
  await assignImportedRoles(tx, actorId, plan, idOf);
}

/**
 * The roles of the file: each row's `roles` added to its person (audited, reason 'import'); a person
 * the import created whose row names no role receives the default roles instead, as at a first sign-in.
 */
async function assignImportedRoles(tx: Tx, actorId: string, plan: ImportPlan, idOf: ReadonlyMap<string, string>): Promise<void> {
  const idFor = (person: PlannedPerson) => person.id ?? idOf.get(person.email.toLowerCase())!;
  const withoutRoles = plan.people.filter((person) => person.action === 'create' && !person.roles).map(idFor);
  await applyRoleDefaults(tx, withoutRoles, actorId, 'import');
  const wanted = plan.people.filter((person) => person.roles).flatMap((person) => person.roles!.map((role) => ({ userId: idFor(person), ...role })));
  await assignRolesByName(tx, wanted, actorId, 'import');
}

function auditOf(actorId: string, id: string, person: PlannedPerson, managerId: string | null | undefined): AuditEntry {
  const after = { ...person.values, ...(managerId !== undefined ? { managerId } : {}) };
  const before = person.before ? Object.fromEntries(Object.keys(after).map((key) => [key, person.before![key as keyof DirectoryPerson]])) : null;
  return { actorId, action: person.action === 'create' ? 'user.imported' : 'user.import_changed', entity: 'user', entityId: id, before, after: { email: person.email, ...after } };
}

function resultOf(plan: ImportPlan, dryRun: boolean): UserImportResult {
  const people = plan.people.map(({ line, email, action, changes }) => ({ line, email, action, changes }));
  const created = people.filter((person) => person.action === 'create').length;
  return { dryRun, rows: plan.rows, created, updated: people.length - created, unchanged: plan.unchanged, people };
}
