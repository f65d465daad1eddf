import { afterAll, describe, expect, it } from 'vitest';
import type { Role } from '@apps/contracts/core/role';
import type { User } from '@apps/contracts/core/user';
import { createDatabase } from '../../src/db/client';
import { TEST_DB } from '../helper';
import { scratchDatabase, type ScratchDatabase } from './databases';
import { brokenRows, checkAgainstModel } from './mytime-invariants';
import { approverLoop, emptyModel, employeeLoop, prng, type EmployeeCursor, type LoadPerson } from './mytime-load';
import { call, startServerProcess, type ServerProcess } from './server-process';

/**
 * Crash safety of MyTime: employees add and remove time entries, submit timesheets
 * and request leave while an approver approves timesheets and leave, concurrently; the server is
 * SIGKILLed after a number of acknowledged writes and restarted on the same data (the same PGlite
 * folder, or the same PostgreSQL database), twice. Then every acknowledged write is there, no
 * timesheet's totals differ from the sum of its entries, no leave balance differs from its approved
 * requests, and no half-done transition exists (checked through the API and in the database itself).
 */
const ROUNDS = 2;
const EMPLOYEES = 6;
const KILL_AFTER_ACKS = 100;
const APPROVER_EMAIL = 'crash.approver@test.example';

async function signIn(server: ServerProcess, email: string): Promise<LoadPerson> {
  const token = (await call<{ accessToken: string }>(server, 'POST', '/v1/auth/dev/token', { body: { email } })).body.data.accessToken;
  const user = await call<User>(server, 'POST', '/v1/auth/login', { token });
  if (user.status !== 200) throw new Error(`sign-in of ${email}: ${user.status}`);
  return { id: user.body.data.id, email, token };
}

/** The approver (Admin on all through ADMIN_EMAILS), a project, and employees with Employee on mytime. */
async function setUp(server: ServerProcess) {
  const approver = await signIn(server, APPROVER_EMAIL);
  const roles = (await call<Role[]>(server, 'GET', '/v1/roles', { token: approver.token })).body.data;
  const project = await call<{ id: string }>(server, 'POST', '/v1/mytime/projects', {
    token: approver.token,
    body: { name: 'Crash Project', code: 'CRASH', clientName: 'Crash Client', billingType: 'T&M', status: 'Active', startDate: '2030-01-01', projectManagerId: approver.id },
  });
  const employees: LoadPerson[] = [];
  for (let i = 0; i < EMPLOYEES; i += 1) {
    const person = await signIn(server, `crash.employee.${i}@test.example`);
    const assigned = await call(server, 'POST', '/v1/user-roles', { token: approver.token, body: { userId: person.id, roleId: roles.find((r) => r.name === 'Employee')!.id, module: 'mytime' } });
    if (assigned.status !== 201) throw new Error(`role of ${person.email}: ${assigned.status}`);
    employees.push(person);
  }
  return { approver, projectId: project.body.data.id, employees };
}

describe(`MyTime crash safety on ${TEST_DB}`, () => {
  let database: ScratchDatabase | undefined;
  let server: ServerProcess | undefined;

  afterAll(async () => {
    await server?.stop().catch(() => {});
    await database?.drop();
  });

  it('keeps every acknowledged entry, transition and balance across SIGKILLs under concurrent writes', async () => {
    database = await scratchDatabase(TEST_DB);
    const env = { ...database.env, ADMIN_EMAILS: APPROVER_EMAIL };
    server = await startServerProcess(env);
    const { approver, projectId, employees } = await setUp(server);
    const model = emptyModel();
    const cursors: EmployeeCursor[] = employees.map(() => ({ week: 0, leaveDay: 0 }));
    const figures: string[] = [];

    for (let round = 1; round <= ROUNDS; round += 1) {
      const running = server;
      const killAt = model.acknowledged + KILL_AFTER_ACKS;
      let killed = false;
      const stop = () => killed;
      const killer = async () => {
        while (model.acknowledged < killAt) await new Promise((resolve) => setTimeout(resolve, 5));
        killed = true;
        await running.kill();
      };
      await Promise.all([
        killer(),
        approverLoop(running, approver, model, stop),
        ...employees.map((person, i) => employeeLoop(running, person, projectId, model, cursors[i]!, prng(round * 100 + i), stop)),
      ]);
      expect(killed).toBe(true);

      server = await startServerProcess(env);
      const { problems, checked } = await checkAgainstModel(server, employees, model);
      expect(problems, `after kill ${round}`).toEqual([]);
      const unsettled = [...model.sheets.values()].filter((s) => s.inFlight > 0).length;
      figures.push(`round ${round}: ${model.acknowledged} writes acknowledged in all, ${checked} facts checked, ${unsettled} timesheets with an unanswered request`);
    }

    expect(await server.stop()).toBe(0);
    server = undefined;
    const direct = await createDatabase({ databaseUrl: database.env.DATABASE_URL, dataDir: database.env.DATA_DIR ?? '' });
    try {
      expect(await brokenRows(direct.db)).toEqual([]);
    } finally {
      await direct.close();
    }
    const sheets = [...model.sheets.values()];
    const entries = sheets.reduce((n, s) => n + s.entries.size, 0);
    const approved = sheets.filter((s) => s.status === 'Approved').length;
    const leavesApproved = [...model.leaves.values()].filter((l) => l.status === 'Approved').length;
    console.info(
      `crash (MyTime, ${TEST_DB}): ${figures.join('; ')}; ${sheets.length} timesheets (${approved} approved), ${entries} entries, ` +
        `${model.leaves.size} leave requests (${leavesApproved} approved)`,
    );
  }, 300_000);
});
