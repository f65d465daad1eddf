import { describe, expect, it } from 'vitest';
import { retryAfterMs } from './graph-client.service';
import { graphTimeZone, leaveWindow, replyMessagesOf, replyText, type OutlookLeave } from './outlook-leave.payloads';

const LEAVE: OutlookLeave = { startDate: '2030-12-30', endDate: '2030-12-31', halfDay: null, language: 'en', timeZone: 'Asia/Kolkata', workingDayHours: 8, delegate: null };

describe('leaveWindow', () => {
  it('spans whole days from midnight to the midnight after the last day, across a year end', () => {
    expect(leaveWindow(LEAVE)).toEqual({
      start: { dateTime: '2030-12-30T00:00:00', timeZone: 'India Standard Time' },
      end: { dateTime: '2031-01-01T00:00:00', timeZone: 'India Standard Time' },
      allDay: true,
    });
  });

  it('gives the morning or the afternoon of a half day, half a working day each', () => {
    const morning = leaveWindow({ ...LEAVE, endDate: LEAVE.startDate, halfDay: 'FirstHalf', workingDayHours: 7.5 });
    expect([morning.start.dateTime, morning.end.dateTime, morning.allDay]).toEqual(['2030-12-30T09:00:00', '2030-12-30T12:45:00', false]);
    const afternoon = leaveWindow({ ...LEAVE, endDate: LEAVE.startDate, halfDay: 'SecondHalf' });
    expect([afternoon.start.dateTime, afternoon.end.dateTime]).toEqual(['2030-12-30T13:00:00', '2030-12-30T17:00:00']);
  });
});

describe('graphTimeZone', () => {
  it('gives Graph the Windows name of an IANA zone, an alias included, and keeps one Windows does not know', () => {
    expect(['Asia/Kolkata', 'Asia/Calcutta', 'America/New_York', 'UTC', 'Mars/Base'].map(graphTimeZone)).toEqual([
      'India Standard Time',
      'India Standard Time',
      'Eastern Standard Time',
      'UTC',
      'Mars/Base',
    ]);
  });
});

describe('replyMessagesOf', () => {
  it('names the return date, the same day after a morning off, and the delegate inside only', () => {
    expect(replyMessagesOf({ ...LEAVE, endDate: LEAVE.startDate, halfDay: 'FirstHalf' }).internal).toBe('I am out of the office and back on Dec 30, 2030.');
    const withDelegate = replyMessagesOf({ ...LEAVE, delegate: { name: 'Dev Deputy', email: 'dev@example.com' } });
    expect(withDelegate).toEqual({
      internal: 'I am out of the office and back on Jan 1, 2031. For anything urgent, please contact Dev Deputy (dev@example.com).',
      external: 'I am out of the office and back on Jan 1, 2031.',
    });
  });
});

describe('replyText', () => {
  it('reads a reply Exchange keeps as HTML as the text that was written', () => {
    expect(replyText('<html>\n<body>\n<div>I am out&nbsp;&amp; back on Jan 1.</div>\n</body>\n</html>\n')).toBe('I am out & back on Jan 1.');
    expect(replyText(null)).toBe('');
  });
});

describe('retryAfterMs', () => {
  it('reads seconds and HTTP dates, nothing for an unreadable value', () => {
    expect(retryAfterMs('120')).toBe(120_000);
    expect(retryAfterMs('Wed, 21 Oct 2030 07:28:30 GMT', new Date('2030-10-21T07:28:00Z'))).toBe(30_000);
    expect(retryAfterMs('soon')).toBeNull();
    expect(retryAfterMs(undefined)).toBeNull();
  });
});
