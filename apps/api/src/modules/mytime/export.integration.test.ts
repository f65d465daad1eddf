import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_USER_SETTINGS } from '@apps/contracts/core/user-settings.values';
import { SUMMARY_EXPORT_COLUMNS, TIMESHEET_EXPORT_COLUMNS } from '@apps/contracts/mytime/exports';
import { leaveBalances, timeEntries } from '../../db/schema/mytime';
import { buildTestApp, type TestApp, type TestPerson } from '../../../test/helper';
import { createLeaveRequest, createProject, createTimesheet, MYTIME } from '../../../test/factories/mytime.factories';

// Who is in each file (own, the approver's line, everyone for Admin on mytime or
// all), CSV safe against formula injection, an empty range gives the header alone, XLSX reads back,
// and bad queries are the /v1 envelope with field errors.

const WEEK = { weekStartDate: '2027-03-07', weekEndDate: '2027-03-13' };
const RANGE = 'from=2027-03-07&to=2027-03-13';

let t: TestApp;
let boss: TestPerson;
let lead: TestPerson;
let ann: TestPerson;
let gus: TestPerson;
let outsider: TestPerson;
let projectAdmin: TestPerson;
let projectId: string;

beforeAll(async () => {
  t = await buildTestApp();
  boss = await t.createPerson({ roles: MYTIME.globalAdmin, name: 'Bina Boss' });
  lead = await t.createPerson({ roles: MYTIME.manager, name: 'Lalit Lead', managerId: boss.id });
  ann = await t.createPerson({ roles: MYTIME.employee, name: 'Ann Analyst', managerId: lead.id });
  gus = await t.createPerson({ roles: MYTIME.employee, name: 'Gus Grandreport', managerId: ann.id });
  outsider = await t.createPerson({ roles: MYTIME.employee, name: 'Otto Outside' });
  projectAdmin = await t.createPerson({ roles: MYTIME.mytimeAdmin, name: 'Pia Projects' });
  projectId = (await createProject(t, { projectManagerId: boss.id, name: 'Apollo', clientName: 'Acme', code: 'APL-1' })).id;
  for (const person of [lead, ann, gus, outsider]) {
    await createTimesheet(t, { employee: person, projectId, week: WEEK, status: 'Submitted', entries: [{ hours: 6 }, { hours: 2, isBillable: false, date: '2027-03-09' }] });
  }
});

afterAll(async () => {
  await t.close();
});

const get = (as: TestPerson, path: string) => t.request({ method: 'GET', url: `/v1/mytime/exports/${path}`, as });

function csvRows(body: string): string[][] {
  return parse(body.replace(/^\uFEFF/, ''), { relax_column_count: true }) as string[][];
}

const emailsIn = (rows: string[][]) => [...new Set(rows.slice(1).map((row) => row[1]))].sort();

describe('GET /v1/mytime/exports/timesheets', () => {
  it('exports one row per entry with the named columns, as an attachment', async () => {
    const response = await get(ann, `timesheets?${RANGE}&employeeId=${ann.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="mytime-my-timesheets-2027-03-07-to-2027-03-13.csv"');
    const rows = csvRows(response.body);
    expect(rows[0]).toEqual([...TIMESHEET_EXPORT_COLUMNS]);
    expect(rows.slice(1)).toEqual([
      ['Ann Analyst', ann.email, '', 'Apollo', 'APL-1', 'Acme', 'T&M', '2027-03-08', '6', 'Yes', 'Development', 'Work', 'Submitted'],
      ['Ann Analyst', ann.email, '', 'Apollo', 'APL-1', 'Acme', 'T&M', '2027-03-09', '2', 'No', 'Development', 'Work', 'Submitted'],
    ]);
  });

  it('gives an employee their own rows only, and 403 for someone else', async () => {
    expect(emailsIn(csvRows((await get(gus, `timesheets?${RANGE}`)).body))).toEqual([gus.email]);
    const refused = await get(gus, `timesheets?${RANGE}&employeeId=${ann.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, error: expect.stringContaining('export') });
  });

  it('gives an approver their own rows and the line below them, never people outside it', async () => {
    expect(emailsIn(csvRows((await get(lead, `timesheets?${RANGE}`)).body))).toEqual([lead.email, ann.email, gus.email].sort());
    expect((await get(lead, `timesheets?${RANGE}&employeeId=${gus.id}`)).statusCode).toBe(200);
    expect((await get(lead, `timesheets?${RANGE}&employeeId=${outsider.id}`)).statusCode).toBe(403);
  });

  it('gives Admin on mytime and Admin on all everyone', async () => {
    const everyone = [lead.email, ann.email, gus.email, outsider.email].sort();
    expect(emailsIn(csvRows((await get(projectAdmin, `timesheets?${RANGE}`)).body))).toEqual(everyone);
    expect(emailsIn(csvRows((await get(boss, `timesheets?${RANGE}&projectId=${projectId}`)).body))).toEqual(everyone);
  });

  it('filters by status and project', async () => {
    expect(csvRows((await get(boss, `timesheets?${RANGE}&status=Approved`)).body)).toHaveLength(1);
    const other = await createProject(t, { projectManagerId: boss.id });
    expect(csvRows((await get(boss, `timesheets?${RANGE}&projectId=${other.id}`)).body)).toHaveLength(1);
  });

  it('answers an empty range with the header alone', async () => {
    const response = await get(boss, 'timesheets?from=2019-01-01&to=2019-01-31');
    expect(response.statusCode).toBe(200);
    expect(csvRows(response.body)).toEqual([[...TIMESHEET_EXPORT_COLUMNS]]);
  });

  it('neutralises cells that a spreadsheet would run as a formula', async () => {
    const mallory = await t.createPerson({ roles: MYTIME.employee, name: '=HYPERLINK("http://evil.example","x")' });
    const week = { weekStartDate: '2027-04-04', weekEndDate: '2027-04-10' };
    const sheet = await createTimesheet(t, { employee: mallory, projectId, week, entries: [] });
    const hostile = ['=cmd|\' /C calc\'!A0', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1', 'plain'];
    for (const task of hostile) {
      await t.app.db.insert(timeEntries).values({ timesheetId: sheet.id, date: '2027-04-05', projectId, taskDescription: task, hours: '0.5', category: 'Meeting' });
    }
    const rows = csvRows((await get(mallory, 'timesheets?from=2027-04-04&to=2027-04-10')).body).slice(1);
    expect(rows.map((row) => row[11]).sort()).toEqual(["'=cmd|' /C calc'!A0", "'+1+1", "'-2+3", "'@SUM(A1)", "'\t=1", "'\r=1", 'plain'].sort());
    expect(rows[0]![0]).toBe('\'=HYPERLINK("http://evil.example","x")');
  });

  it('writes an XLSX that reads back with the same rows', async () => {
    const response = await t.request({ method: 'GET', url: `/v1/mytime/exports/timesheets?${RANGE}&format=xlsx`, as: lead });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toContain('.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Time entries')!;
    const values = sheet.getSheetValues().slice(1).map((row) => (row as unknown[]).slice(1));
    expect(values[0]).toEqual([...TIMESHEET_EXPORT_COLUMNS]);
    expect(values).toHaveLength(1 + 3 * 2);
    expect(values[1]).toEqual(['Ann Analyst', ann.email, undefined, 'Apollo', 'APL-1', 'Acme', 'T&M', new Date('2027-03-08T00:00:00Z'), 6, 'Yes', 'Development', 'Work', 'Submitted']);
    // A real date with a date format, sized columns, the header frozen.
    const date = sheet.getRow(2).getCell(TIMESHEET_EXPORT_COLUMNS.indexOf('Date') + 1);
    expect(date.type).toBe(ExcelJS.ValueType.Date);
    expect(date.numFmt).toBe('yyyy-mm-dd');
    const widths = sheet.columns.map((column) => column.width ?? 0);
    expect(widths).toHaveLength(TIMESHEET_EXPORT_COLUMNS.length);
    expect(widths[TIMESHEET_EXPORT_COLUMNS.indexOf('E-mail')]).toBeGreaterThanOrEqual(24);
    expect(widths[TIMESHEET_EXPORT_COLUMNS.indexOf('Task')]).toBeGreaterThanOrEqual(40);
    for (const width of widths) expect(width).toBeGreaterThanOrEqual(10);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  });

  it('writes text in XLSX as text cells, without the apostrophe CSV needs', async () => {
    const eve = await t.createPerson({ roles: MYTIME.employee, name: '=HYPERLINK("http://evil.example","x")' });
    const week = { weekStartDate: '2027-04-11', weekEndDate: '2027-04-17' };
    const timesheet = await createTimesheet(t, { employee: eve, projectId, week, entries: [] });
    await t.app.db.insert(timeEntries).values({ timesheetId: timesheet.id, date: '2027-04-12', projectId, taskDescription: '@SUM(A1)', hours: '1', category: 'Meeting' });
    const response = await get(eve, 'timesheets?from=2027-04-11&to=2027-04-17&format=xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const row = workbook.getWorksheet('Time entries')!.getRow(2);
    expect(row.getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(row.getCell(1).value).toBe('=HYPERLINK("http://evil.example","x")');
    expect(row.getCell(TIMESHEET_EXPORT_COLUMNS.indexOf('Task') + 1).value).toBe('@SUM(A1)');
  });

  it('refuses a bad query with the envelope and field errors', async () => {
    const missing = await get(ann, 'timesheets?format=pdf');
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().validationErrors).sort()).toEqual(['format', 'from', 'to']);
    const backwards = await get(ann, 'timesheets?from=2027-03-13&to=2027-03-07');
    expect(backwards.json()).toMatchObject({ success: false, validationErrors: { to: ['Must be on or after from'] } });
    expect((await get(ann, 'timesheets?from=2026-01-01&to=2027-06-01')).json().validationErrors.to).toHaveLength(1);
    const unknown = await get(boss, `timesheets?${RANGE}&projectId=00000000-0000-4000-8000-000000000000`);
    expect(unknown.json().validationErrors).toEqual({ projectId: ['No such project'] });
  });
});

describe('GET /v1/mytime/exports/summary', () => {
  it('sums hours and billable hours per client, project, person and month within the reach', async () => {
    const rows = csvRows((await get(lead, `summary?${RANGE}`)).body);
    expect(rows[0]).toEqual([...SUMMARY_EXPORT_COLUMNS]);
    expect(rows.slice(1)).toEqual(
      [ann, gus, lead].map((p) => ['Acme', 'Apollo', 'APL-1', 'T&M', p.name, p.email, '2027-03', '8', '6', '2']),
    );
    expect(csvRows((await get(outsider, `summary?${RANGE}&format=csv`)).body).slice(1).map((r) => r[5])).toEqual([outsider.email]);
  });
});

describe('GET /v1/mytime/exports/leave-requests and leave-balances', () => {
  it('exports leave requests overlapping the range and balances of a year within the reach', async () => {
    await createLeaveRequest(t, { employeeId: ann.id, startDate: '2027-05-03', endDate: '2027-05-04', totalDays: 2, reason: '@holiday', status: 'Approved' });
    await createLeaveRequest(t, { employeeId: outsider.id, startDate: '2027-05-03', endDate: '2027-05-03', totalDays: 1 });
    const requests = csvRows((await get(lead, 'leave-requests?from=2027-05-01&to=2027-05-31')).body);
    expect(requests.slice(1)).toEqual([['Ann Analyst', ann.email, '', 'CasualLeave', '2027-05-03', '2027-05-04', '2', 'Approved', "'@holiday", '']]);
    expect(csvRows((await get(projectAdmin, 'leave-requests?from=2027-05-01&to=2027-05-31')).body)).toHaveLength(3);

    await t.app.db.insert(leaveBalances).values([
      { employeeId: ann.id, leaveType: 'CasualLeave', year: 2027, allocated: 12, used: 2 },
      { employeeId: outsider.id, leaveType: 'CasualLeave', year: 2027, allocated: 12, used: 0 },
    ]);
    const balances = await get(ann, 'leave-balances?year=2027&format=xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(balances.rawPayload as unknown as ArrayBuffer);
    const balanceSheet = workbook.getWorksheet('Leave balances')!;
    const values = balanceSheet.getSheetValues().slice(1).map((row) => (row as unknown[]).slice(1));
    expect(balanceSheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(values.slice(1)).toEqual([['Ann Analyst', ann.email, undefined, 2027, 'CasualLeave', 12, 2, 10]]);
    expect((await get(ann, `leave-balances?year=2027&employeeId=${outsider.id}`)).statusCode).toBe(403);
    expect((await get(ann, 'leave-balances?year=nope')).json().validationErrors.year).toBeDefined();
  });
});

describe('exports in the requester’s language', () => {
  it('names the columns and the sheet in the language of their Settings, values unchanged', async () => {
    const saved = await t.request({ method: 'PUT', url: '/v1/me/settings', as: outsider, payload: { ...DEFAULT_USER_SETTINGS, language: 'fr' } });
    expect(saved.statusCode, saved.body).toBe(200);
    const rows = csvRows((await get(outsider, `timesheets?${RANGE}`)).body);
    expect(rows[0]).toEqual(['Personne', 'E-mail', 'Service', 'Projet', 'Code', 'Client', 'Type de facturation', 'Date', 'Heures', 'Facturable', 'Catégorie', 'Tâche', 'Statut de la feuille de temps']);
    expect(rows[1]?.slice(0, 2)).toEqual(['Otto Outside', outsider.email]);
    expect(rows.slice(1).map((row) => row[9])).toEqual(['Oui', 'Non']);

    const xlsx = await get(outsider, 'leave-balances?year=2027&format=xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]?.name).toBe('Soldes de congés');
    expect(workbook.worksheets[0]?.getRow(1).values).toEqual([undefined, 'Personne', 'E-mail', 'Service', 'Année', 'Type de congé', 'Attribués', 'Utilisés', 'Disponibles']);
  });
});
