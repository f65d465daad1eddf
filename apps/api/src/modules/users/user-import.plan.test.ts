import { describe, expect, it } from 'vitest';
import { planImport, readImportFile, type DirectoryPerson, type ImportFile } from './user-import.plan';

// The people import's pure half: reading the CSV and planning against the directory.

function person(email: string, id: string, managerId: string | null = null, isActive = true): DirectoryPerson {
  return { id, email, name: null, managerId, jobTitle: null, department: null, officeLocation: null, isActive };
}

function read(text: string): ImportFile {
  const file = readImportFile(text);
  if (!file.ok) throw new Error(JSON.stringify(file.errors));
  return file.value;
}

describe('readImportFile', () => {
  it('reads a header in any order and case, a BOM, quoted cells with commas and line breaks, and skips blank lines', () => {
    const file = read('\uFEFFName,EMAIL\n"Rao, Sanjay",sanjay@x.example\n\n"Multi\nline",m@x.example\n');
    expect([...file.columns]).toEqual(['name', 'email']);
    expect(file.rows).toEqual([
      { line: 2, cells: { name: 'Rao, Sanjay', email: 'sanjay@x.example' } },
      { line: 5, cells: { name: 'Multi\nline', email: 'm@x.example' } },
    ]);
  });

  it('refuses a file past its limits whole, naming the limit, without reading the rest', () => {
    const tooLong = readImportFile(`email,name\na@x.example,${'x'.repeat(10_001)}\n`);
    expect(tooLong).toEqual({ ok: false, overLimit: true, errors: { file: ['Line 2 is longer than 10,000 characters, the most a line may have'] } });
    const wide = readImportFile(`email${','.repeat(2_000_000)}\na@x.example\n`);
    expect(wide).toEqual({ ok: false, overLimit: true, errors: { file: ['Line 1 has more than 20 columns, the most a line may have'] } });
    const rows = Array.from({ length: 20_001 }, (_, index) => `p${index}@x.example`);
    expect(readImportFile(['email', ...rows].join('\n'))).toEqual({ ok: false, overLimit: true, errors: { file: ['The file has more than 20,000 rows; split it'] } });
  });

  it('refuses a file without rows, a bad header and an unclosed quote, naming the line', () => {
    expect(readImportFile('')).toMatchObject({ ok: false, errors: { file: [expect.stringContaining('no rows')] } });
    expect(readImportFile('email,email\na@x.example,b@x.example')).toMatchObject({ ok: false, errors: { 'line 1': ['Column "email" appears twice'] } });
    expect(readImportFile('email\n"a@x.example\n')).toMatchObject({ ok: false, errors: { 'line 2': [expect.stringContaining('not valid CSV')] } });
  });
});

describe('planImport', () => {
  const directory = [person('head@x.example', 'h'), person('lead@x.example', 'l', 'h'), person('gone@x.example', 'g', null, false)];

  it('creates, updates and leaves alone, by e-mail without regard to case', () => {
    const plan = planImport(read('email,managerEmail\nLEAD@x.example,head@x.example\nnew@x.example,Lead@x.example\nhead@x.example,\n'), directory);
    expect(plan).toMatchObject({ ok: true, value: { rows: 3, unchanged: 2, people: [{ line: 3, action: 'create', managerKey: 'lead@x.example' }] } });
  });

  it('finds loops through the directory and through the file, and not a person below a loop', () => {
    const loop = planImport(read('email,managerEmail\nhead@x.example,lead@x.example\n'), directory);
    expect(loop).toMatchObject({ ok: false, errors: { 'line 2': [expect.stringContaining('cannot loop')] } });

    const fileLoop = planImport(read('email,managerEmail\na@x.example,b@x.example\nb@x.example,a@x.example\nc@x.example,a@x.example\n'), directory);
    expect(fileLoop.ok).toBe(false);
    if (!fileLoop.ok) expect(Object.keys(fileLoop.errors)).toEqual(['line 2', 'line 3']);
  });

  it('refuses a deactivated manager and collects every line\'s errors', () => {
    const plan = planImport(read('email,managerEmail,jobTitle\nx@x.example,gone@x.example,\nbad,,\nx@x.example,,\n'), directory);
    expect(plan).toEqual({
      ok: false,
      errors: {
        'line 2': ['managerEmail: no active person with this e-mail in the file or the directory'],
        'line 3': ['email: must be a valid e-mail address'],
        'line 4': ['email: the same person is on line 2'],
      },
    });
  });

  it('refuses a manager who is deactivated even when the file names them on a line of their own', () => {
    const plan = planImport(read('email,managerEmail\ngone@x.example,\nlead@x.example,gone@x.example\n'), directory);
    expect(plan).toEqual({ ok: false, errors: { 'line 3': ['managerEmail: no active person with this e-mail in the file or the directory'] } });
  });

  it('refuses line breaks, tabs and other control characters in the one-line columns (a quoted CR ends a physical line)', () => {
    const oneLine = 'Must be one line of text without control characters (line breaks, tabs)';
    const csv = 'email,name,jobTitle,department,officeLocation\nn@x.example,"Anna\nBcc: x@evil.example",,,\nj@x.example,,"Lead\tEngineer","Sales\rTeam","Pune\u0085"\n';
    expect(planImport(read(csv), directory)).toEqual({
      ok: false,
      errors: { 'line 3': [`name: ${oneLine}`], 'line 5': [`jobTitle: ${oneLine}`, `department: ${oneLine}`, `officeLocation: ${oneLine}`] },
    });
  });

  it('caps the listed lines so a wholly wrong file answers briefly', () => {
    const lines = Array.from({ length: 600 }, () => 'not-an-email');
    const plan = planImport(read(['email', ...lines].join('\n')), []);
    expect(plan.ok).toBe(false);
    if (!plan.ok) {
      expect(Object.keys(plan.errors)).toHaveLength(501);
      expect(plan.errors.file).toEqual(['100 more lines have errors; fix the ones listed and import again']);
    }
  });
});
