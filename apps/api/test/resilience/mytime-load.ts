import { addDays } from '@apps/contracts/mytime/calendar';
import type { Page } from '@apps/contracts/page';
import type { LeaveRequest } from '@apps/contracts/mytime/leave';
import type { Timesheet } from '@apps/contracts/mytime/timesheet';
import { call, type ServerProcess } from './server-process';

/** A signed-in person of the crash test. */
export interface LoadPerson {
  id: string;
  email: string;
  token: string;
}

/** What the client knows for certain about one timesheet: only acknowledged (2xx) writes count. */
export interface SheetModel {
  id: string;
  employeeId: string;
  /** Entries whose addition was acknowledged and whose removal was not: id -> hours and billable. */
  entries: Map<string, { hours: number; isBillable: boolean }>;
  /** Entries whose removal was acknowledged. */
  removed: Set<string>;
  /** Entries whose removal was sent but not answered: they may be gone or not. */
  removing: Set<string>;
  status: 'Draft' | 'Submitted' | 'Approved';
  /** Requests sent and not answered (the process died under them): the sheet's final state is not known exactly. */
  inFlight: number;
}

/** What the client knows about one leave request. */
export interface LeaveModel {
  id: string;
  employeeId: string;
  status: 'Pending' | 'Approved';
  inFlight: number;
}

/** Everything acknowledged so far, across server restarts. */
export interface LoadModel {
  sheets: Map<string, SheetModel>;
  leaves: Map<string, LeaveModel>;
  /** Acknowledged writes (creates, entry additions and removals, submits, approvals). */
  acknowledged: number;
}

export function emptyModel(): LoadModel {
  return { sheets: new Map(), leaves: new Map(), acknowledged: 0 };
}

/** A small deterministic pseudo-random sequence (mulberry32), so every run drives the same shape of load. */
export function prng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * Sends one write and records it in the model only when acknowledged. A failure of the connection
 * (the process was killed) leaves the target marked in flight; any other answer is returned as is.
 */
async function write<T>(server: ServerProcess, method: string, path: string, token: string, body: unknown, target?: { inFlight: number }) {
  if (target) target.inFlight += 1;
  try {
    const response = await call<T>(server, method, path, { token, body });
    if (target) target.inFlight -= 1;
    return response;
  } catch {
    return null;
  }
}

/** Per-employee counters that keep weeks and leave days unique across rounds. */
export interface EmployeeCursor {
  week: number;
  leaveDay: number;
}

/**
 * One employee's loop until `stop()`: a Draft timesheet for a new week, two to five entries (now and
 * then one removed), submit; then a one-day leave request. Hours are 0.5 to 4 on weekdays.
 */
export async function employeeLoop(server: ServerProcess, person: LoadPerson, projectId: string, model: LoadModel, cursor: EmployeeCursor, random: () => number, stop: () => boolean) {
  while (!stop()) {
    cursor.week += 1;
    const weekStartDate = addDays('2040-01-01', 7 * cursor.week);
    const created = await write<Timesheet>(server, 'POST', '/v1/mytime/timesheets', person.token, { employeeId: person.id, weekStartDate, weekEndDate: addDays(weekStartDate, 6) });
    if (created?.status !== 201) continue;
    model.acknowledged += 1;
    const sheet: SheetModel = { id: created.body.data.id, employeeId: person.id, entries: new Map(), removed: new Set(), removing: new Set(), status: 'Draft', inFlight: 0 };
    model.sheets.set(sheet.id, sheet);

    const count = 2 + Math.floor(random() * 4);
    for (let i = 0; i < count && !stop(); i += 1) {
      const entry = { date: addDays(weekStartDate, 1 + (i % 5)), projectId, taskDescription: `Crash work ${i}`, hours: 0.5 * (1 + Math.floor(random() * 8)), isBillable: random() < 0.6, category: 'Development' };
      const before = new Set(sheet.entries.keys());
      const added = await write<Timesheet>(server, 'POST', `/v1/mytime/timesheets/${sheet.id}/entries`, person.token, entry, sheet);
      if (added?.status !== 201) continue;
      model.acknowledged += 1;
      const fresh = added.body.data.entries.find((e) => !before.has(e.id) && !sheet.removed.has(e.id))!;
      sheet.entries.set(fresh.id, { hours: entry.hours, isBillable: entry.isBillable });
    }
    if (sheet.entries.size > 1 && random() < 0.3 && !stop()) {
      const victim = [...sheet.entries.keys()][0]!;
      sheet.removing.add(victim);
      const removed = await write(server, 'DELETE', `/v1/mytime/timesheets/${sheet.id}/entries/${victim}`, person.token, undefined, sheet);
      if (removed?.status === 200) {
        model.acknowledged += 1;
        sheet.entries.delete(victim);
        sheet.removing.delete(victim);
        sheet.removed.add(victim);
      }
    }
    if (stop()) break;
    const submitted = await write(server, 'POST', `/v1/mytime/timesheets/${sheet.id}/submit`, person.token, undefined, sheet);
    if (submitted?.status === 200) {
      model.acknowledged += 1;
      // The approver may have approved it already, between the commit and this answer.
      if (sheet.status === 'Draft') sheet.status = 'Submitted';
    }

    cursor.leaveDay += 1;
    const day = addDays('2041-01-07', 7 * cursor.leaveDay);
    const leave: LeaveModel = { id: '', employeeId: person.id, status: 'Pending', inFlight: 0 };
    const requested = await write<LeaveRequest>(server, 'POST', '/v1/mytime/leaves', person.token, { employeeId: person.id, leaveType: 'CasualLeave', startDate: day, endDate: day, reason: 'Crash test' }, leave);
    if (requested?.status === 201) {
      model.acknowledged += 1;
      model.leaves.set(requested.body.data.id, { ...leave, id: requested.body.data.id });
    }
  }
}

/** The approver's loop until `stop()`: approves every Submitted timesheet and Pending leave request it sees. */
export async function approverLoop(server: ServerProcess, approver: LoadPerson, model: LoadModel, stop: () => boolean) {
  while (!stop()) {
    const sheets = await write<Page<Timesheet>>(server, 'GET', `/v1/mytime/timesheets/pending-approval?managerId=${approver.id}&limit=100`, approver.token, undefined);
    const leaves = await write<Page<LeaveRequest>>(server, 'GET', `/v1/mytime/leaves/pending-approval?managerId=${approver.id}&limit=100`, approver.token, undefined);
    if (!sheets || !leaves) return;
    for (const [kind, found, tracked] of [
      ['timesheets', sheets.body.data?.items ?? [], model.sheets],
      ['leaves', leaves.body.data?.items ?? [], model.leaves],
    ] as const) {
      for (const { id } of found) {
        if (stop()) return;
        const record = tracked.get(id);
        const approved = await write(server, 'POST', `/v1/mytime/${kind}/${id}/approve`, approver.token, { approverId: approver.id }, record);
        if (approved?.status === 200 && record) {
          model.acknowledged += 1;
          record.status = 'Approved';
        }
      }
    }
    if ((sheets.body.data?.items.length ?? 0) === 0 && (leaves.body.data?.items.length ?? 0) === 0) await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
