import { count } from 'drizzle-orm';
import type { Db } from '../client';
import { holidays } from '../schema/mytime';
import type { DemoSeeder } from './demo';

// Holiday calendars of the demo organisation: the default calendar has India's 2026 public
// holidays (after the central government's list of gazetted holidays), and the Pune office has its own
// calendar with Maharashtra's. Bengaluru has none, so its people follow the default calendar.

const INDIA_2026: ReadonlyArray<readonly [string, string]> = [
  ['2026-01-26', 'Republic Day'],
  ['2026-03-04', 'Holi'],
  ['2026-03-21', 'Id-ul-Fitr'],
  ['2026-03-26', 'Ram Navami'],
  ['2026-03-31', 'Mahavir Jayanti'],
  ['2026-04-03', 'Good Friday'],
  ['2026-05-01', 'Buddha Purnima'],
  ['2026-05-27', 'Id-ul-Zuha (Bakrid)'],
  ['2026-06-26', 'Muharram'],
  ['2026-08-15', 'Independence Day'],
  ['2026-08-26', 'Milad-un-Nabi'],
  ['2026-09-04', 'Janmashtami'],
  ['2026-10-02', 'Gandhi Jayanti'],
  ['2026-10-20', 'Dussehra'],
  ['2026-11-08', 'Diwali (Deepavali)'],
  ['2026-11-24', "Guru Nanak's Birthday"],
  ['2026-12-25', 'Christmas Day'],
];

const PUNE_2026: ReadonlyArray<readonly [string, string]> = [
  ['2026-01-26', 'Republic Day'],
  ['2026-02-19', 'Chhatrapati Shivaji Maharaj Jayanti'],
  ['2026-03-19', 'Gudi Padwa'],
  ['2026-04-03', 'Good Friday'],
  ['2026-04-14', 'Dr. Babasaheb Ambedkar Jayanti'],
  ['2026-05-01', 'Maharashtra Day'],
  ['2026-08-15', 'Independence Day'],
  ['2026-09-14', 'Ganesh Chaturthi'],
  ['2026-10-02', 'Gandhi Jayanti'],
  ['2026-10-20', 'Dussehra'],
  ['2026-11-09', 'Diwali (Lakshmi Puja)'],
  ['2026-11-24', "Guru Nanak's Birthday"],
  ['2026-12-25', 'Christmas Day'],
];

/** Seeds the demo holiday calendars once: returns at once when any holiday exists. */
export const seedHolidaysDemo: DemoSeeder = async (db: Db) => {
  const [existing] = await db.select({ n: count() }).from(holidays);
  if ((existing?.n ?? 0) > 0) return;
  await db.insert(holidays).values([
    ...INDIA_2026.map(([date, name]) => ({ officeLocation: null, date, name })),
    ...PUNE_2026.map(([date, name]) => ({ officeLocation: 'Pune', date, name })),
  ]);
};
