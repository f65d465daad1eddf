import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DEFAULT_USER_SETTINGS, type Language } from '@apps/contracts/core/user-settings.values';
import { buildTestApp, type TestApp, type TestPerson } from '../../../test/helper';
import { createProject, createTimesheet, MYTIME } from '../../../test/factories/mytime.factories';
import { dataOf } from '../../../test/factories/grow.factories';
import { deliverDueEmails } from './email-delivery.service';
import type { EmailMessage } from './email-message';
import { writeNotifications } from './notification-outbox.service';
import { missingTimesheetReminder } from './reminders.service';
import { weeklyDigest } from './digest.service';

// Notifications, their e-mails, reminders and digests in each recipient's language (Settings).

const OPTIONS = { appUrl: 'https://apps.example.com', orgName: 'Contoso India' };
let t: TestApp;
let employee: TestPerson;
let manager: TestPerson;
let english: TestPerson;
let projectId: string;

/** Saves `language` with Weekly Digest on (the digest is written only to those who want it). */
const chooseLanguage = async (person: TestPerson, language: Language) => {
  const saved = await t.request({ method: 'PUT', url: '/v1/me/settings', as: person, payload: { ...DEFAULT_USER_SETTINGS, language, notifications: { ...DEFAULT_USER_SETTINGS.notifications, weeklyDigest: true } } });
  expect(saved.statusCode, saved.body).toBe(200);
};

beforeAll(async () => {
  t = await buildTestApp();
  manager = await t.createPerson({ roles: MYTIME.manager, name: 'Manuel Manager' });
  employee = await t.createPerson({ roles: MYTIME.employee, name: 'Elena Empleada', managerId: manager.id });
  english = await t.createPerson({ roles: MYTIME.employee, name: 'Eddie English', managerId: manager.id });
  projectId = (await createProject(t, { projectManagerId: manager.id })).id;
  await chooseLanguage(employee, 'es');
  await chooseLanguage(english, 'en');
  // Only the mails of this file count.
  await t.app.db.execute(sql`update notification_deliveries set status = 'sent'`);
});

afterAll(async () => {
  await t.close();
});

async function notificationsOf(person: TestPerson, kind: string) {
  const { rows } = await t.app.db.execute<{ title: string; body: string }>(
    sql`select title, body from notifications where recipient_id = ${person.id} and kind = ${kind} order by created_at`,
  );
  return rows;
}

async function mailsSent(): Promise<EmailMessage[]> {
  await t.app.db.execute(sql`update notification_deliveries set next_attempt_at = now() where status = 'pending'`);
  const mails: EmailMessage[] = [];
  await deliverDueEmails(t.app.db, async (message) => void mails.push(message), OPTIONS);
  return mails;
}

describe('notifications in the recipient’s language', () => {
  it('writes a Spanish reader’s notification and e-mail in Spanish, an English reader’s as before', async () => {
    const sheet = await createTimesheet(t, { employee, projectId, week: { weekStartDate: '2026-11-22', weekEndDate: '2026-11-28' } });
    dataOf(await t.request({ method: 'POST', url: `/v1/mytime/timesheets/${sheet.id}/submit`, as: employee }));
    dataOf(await t.request({ method: 'POST', url: `/v1/mytime/timesheets/${sheet.id}/approve`, as: manager, payload: { approverId: manager.id } }));

    // The manager never chose a language: English, exactly as before.
    const [submitted] = await notificationsOf(manager, 'timesheet.submitted');
    expect(submitted).toEqual({ title: 'A timesheet is waiting for your approval', body: 'Elena Empleada submitted the timesheet for the week of Nov 22, 2026.' });

    const [approved] = await notificationsOf(employee, 'timesheet.approved');
    expect(approved?.title).toBe('Su hoja de horas fue aprobada');
    expect(approved?.body).toBe('Su hoja de horas de la semana del 22 nov 2026 fue aprobada.');

    const mails = await mailsSent();
    const toEmployee = mails.filter((mail) => mail.to === employee.email);
    expect(toEmployee.map((mail) => mail.subject)).toEqual(['[Contoso India] Su hoja de horas fue aprobada']);
    expect(toEmployee[0]!.text).toContain('Hola, Elena Empleada:');
    expect(toEmployee[0]!.text).toContain('Ábralo en Apps: https://apps.example.com/mytime/timesheet?week=2026-11-22');
    expect(toEmployee[0]!.html).toContain('lang="es"');
    const toManager = mails.filter((mail) => mail.to === manager.email);
    expect(toManager.map((mail) => mail.subject)).toEqual(['[Contoso India] A timesheet is waiting for your approval']);
    expect(toManager[0]!.text).toContain('Hello Manuel Manager,');
    expect(toManager[0]!.text).toContain('Open it in Apps: ');
  });

  it('writes the weekly reminder and digest in each reader’s language, in one batch', async () => {
    const summary = { hours: [{ employeeId: '', status: 'Approved' as const, hours: 7.5 }], pendingLeaves: 1, waitingForDecision: { timesheets: 0, leaves: 0 }, decisions: [] };
    await t.app.db.transaction((tx) =>
      writeNotifications(tx, [
        missingTimesheetReminder(employee.id, '2026-11-08'),
        missingTimesheetReminder(english.id, '2026-11-08'),
        weeklyDigest(employee.id, '2026-11-08', summary),
        weeklyDigest(english.id, '2026-11-08', summary),
      ]),
    );
    const [reminderEs] = await notificationsOf(employee, 'reminder.timesheet_missing');
    expect(reminderEs).toEqual({
      title: 'Falta su hoja de horas de la semana pasada',
      body: 'Complete y envíe su hoja de horas de la semana del 8–14 nov 2026.',
    });
    const [reminderEn] = await notificationsOf(english, 'reminder.timesheet_missing');
    expect(reminderEn).toEqual({ title: 'Your timesheet for last week is missing', body: 'Please fill in and submit your timesheet for the week of Nov 8 – Nov 14, 2026.' });

    const [digestEn] = await notificationsOf(english, 'digest.weekly');
    expect(digestEn).toEqual({
      title: 'Your weekly digest for Nov 8 – Nov 14, 2026',
      body: ['Hours booked: 7.5 hours (Approved: 7.5 hours).', 'Pending: 1 leave request of yours pending.', 'Decisions on your records: none.'].join('\n'),
    });
    const [digestEs] = await notificationsOf(employee, 'digest.weekly');
    expect(digestEs?.title).toBe('Su resumen semanal del 8–14 nov 2026');
    expect(digestEs?.body.split('\n')[0]).toBe('Horas registradas: 7,5 horas (Aprobada: 7,5 horas).');
  });
});
