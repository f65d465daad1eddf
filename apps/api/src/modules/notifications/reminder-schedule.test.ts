import { describe, expect, it } from 'vitest';
import { dueReminders, localTime, startOfLocalDay, waitingCutoff, weekStart } from './reminder-schedule';

const KOLKATA = { timeZone: 'Asia/Kolkata', day: 1, hour: 10, waitingWorkingDays: 2 };

describe('reminder schedule', () => {
  it('reads an instant in the organisation time zone', () => {
    expect(localTime(new Date('2026-11-23T04:30:00Z'), 'Asia/Kolkata')).toEqual({ date: '2026-11-23', dayOfWeek: 1, hour: 10, minute: 0 });
    expect(localTime(new Date('2026-11-22T20:00:00Z'), 'Asia/Kolkata').date).toBe('2026-11-23');
  });

  it('weeks start on Sunday', () => {
    expect(weekStart('2026-11-23')).toBe('2026-11-22');
    expect(weekStart('2026-11-22')).toBe('2026-11-22');
    expect(weekStart('2026-11-28')).toBe('2026-11-22');
  });

  it('the weekly reminder is due from Monday 10:00 local time until the week ends, for last week', () => {
    expect(dueReminders(new Date('2026-11-23T04:29:00Z'), KOLKATA).timesheetWeek).toBeNull();
    expect(dueReminders(new Date('2026-11-23T04:30:00Z'), KOLKATA).timesheetWeek).toBe('2026-11-15');
    expect(dueReminders(new Date('2026-11-27T12:00:00Z'), KOLKATA).timesheetWeek).toBe('2026-11-15');
    // Sunday: a new week whose reminder time has not come yet.
    expect(dueReminders(new Date('2026-11-29T08:00:00Z'), KOLKATA).timesheetWeek).toBeNull();
    // Another zone and day: Friday 16:00 in New York.
    const newYork = { ...KOLKATA, timeZone: 'America/New_York', day: 5, hour: 16 };
    expect(dueReminders(new Date('2026-11-27T20:59:00Z'), newYork).timesheetWeek).toBeNull();
    expect(dueReminders(new Date('2026-11-27T21:00:00Z'), newYork).timesheetWeek).toBe('2026-11-15');
  });

  it('the digest is due on working days from the reminder hour', () => {
    expect(dueReminders(new Date('2026-11-25T05:00:00Z'), KOLKATA).digestDate).toBe('2026-11-25');
    expect(dueReminders(new Date('2026-11-25T04:00:00Z'), KOLKATA).digestDate).toBeNull();
    expect(dueReminders(new Date('2026-11-28T05:00:00Z'), KOLKATA).digestDate).toBeNull();
  });

  it('counts waiting working days after the day of submission, weekends excluded', () => {
    // Wednesday, more than 2 working days: submitted before Monday.
    expect(waitingCutoff('2026-11-25', 2)).toBe('2026-11-23');
    // Monday: submitted before the Wednesday before.
    expect(waitingCutoff('2026-11-23', 2)).toBe('2026-11-19');
    expect(waitingCutoff('2026-11-25', 0)).toBe('2026-11-25');
  });

  it('local midnight as an instant, also across a daylight-saving change', () => {
    expect(startOfLocalDay('2026-11-23', 'Asia/Kolkata').toISOString()).toBe('2026-11-22T18:30:00.000Z');
    expect(startOfLocalDay('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfLocalDay('2026-03-09', 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z');
  });
});
