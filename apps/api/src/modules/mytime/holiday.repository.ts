import { and, asc, eq, gte, isNull, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { officeKey } from '@apps/contracts/mytime/office';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/core';
import { holidays } from '../../db/schema/mytime';

export type HolidayRow = typeof holidays.$inferSelect;

/**
 * An office as the database compares it: the SQL twin of `officeKey` (contracts), without regard to
 * case, outer spaces and runs of inner spaces. Every comparison of offices here goes through it, so a
 * person's calendar, the admin's people counts and the team calendar always agree.
 */
export function officeKeySql(value: SQL | AnyColumn | string): SQL {
  return sql`lower(btrim(regexp_replace(${value}, ' +', ' ', 'g'), ' '))`;
}

/** The calendar condition: `officeLocation` null is the default calendar; others match by `officeKeySql`. */
function ofCalendar(officeLocation: string | null): SQL {
  return officeLocation === null ? isNull(holidays.officeLocation) : sql`${officeKeySql(holidays.officeLocation)} = ${officeKey(officeLocation)}`;
}

const inYear = (year: number): SQL => and(gte(holidays.date, `${year}-01-01`), lte(holidays.date, `${year}-12-31`))!;

/** Holidays of a year, of one calendar or (undefined) every calendar; by date, default calendar first. */
export function listByYear(db: DbOrTx, year: number, officeLocation?: string | null): Promise<HolidayRow[]> {
  const conditions = [inYear(year)];
  if (officeLocation !== undefined) conditions.push(ofCalendar(officeLocation));
  return db
    .select()
    .from(holidays)
    .where(and(...conditions))
    .orderBy(asc(holidays.date), sql`${holidays.officeLocation} nulls first`);
}

export function findById(db: DbOrTx, id: string): Promise<HolidayRow | undefined> {
  return db
    .select()
    .from(holidays)
    .where(eq(holidays.id, id))
    .then((rows) => rows[0]);
}

/** The calendar's holiday on `date` other than `exceptId`, if any. */
export function findOnDate(db: DbOrTx, officeLocation: string | null, date: string, exceptId?: string): Promise<HolidayRow | undefined> {
  const conditions = [ofCalendar(officeLocation), eq(holidays.date, date)];
  if (exceptId) conditions.push(sql`${holidays.id} <> ${exceptId}`);
  return db
    .select()
    .from(holidays)
    .where(and(...conditions))
    .then((rows) => rows[0]);
}

/** The spelling the calendar already uses for this office (case aside), so one office stays one calendar. */
export async function calendarSpelling(db: DbOrTx, officeLocation: string | null): Promise<string | null> {
  if (officeLocation === null) return null;
  const rows = await db.select({ officeLocation: holidays.officeLocation }).from(holidays).where(ofCalendar(officeLocation)).limit(1);
  return rows[0]?.officeLocation ?? officeLocation;
}

/** Inserts a holiday; undefined when the calendar already has one on that date. */
export function insert(db: DbOrTx, values: { officeLocation: string | null; date: string; name: string }): Promise<HolidayRow | undefined> {
  return db
    .insert(holidays)
    .values(values)
    .onConflictDoNothing()
    .returning()
    .then((rows) => rows[0]);
}

export function update(db: DbOrTx, id: string, values: { officeLocation: string | null; date: string; name: string }): Promise<HolidayRow | undefined> {
  return db
    .update(holidays)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(holidays.id, id))
    .returning()
    .then((rows) => rows[0]);
}

export function remove(db: DbOrTx, id: string): Promise<HolidayRow | undefined> {
  return db
    .delete(holidays)
    .where(eq(holidays.id, id))
    .returning()
    .then((rows) => rows[0]);
}

/** Replaces a calendar's holidays of `year` with `list`; returns how many were removed. */
export async function replaceYear(
  db: DbOrTx,
  officeLocation: string | null,
  year: number,
  list: ReadonlyArray<{ date: string; name: string }>,
): Promise<number> {
  const removed = await db.delete(holidays).where(and(ofCalendar(officeLocation), inYear(year))).returning({ id: holidays.id });
  if (list.length > 0) await db.insert(holidays).values(list.map((h) => ({ officeLocation, date: h.date, name: h.name })));
  return removed.length;
}

/**
 * The calendars: the default calendar, every office location that has holidays, and every office
 * location of an active person, offices matched by `officeKeySql`. `peopleCount`: the active people
 * of that office (for the default calendar: everyone whose office has no holidays in any year, who
 * follow it); `followsDefault`: an office without holidays of its own, whose people take the
 * default calendar's; `holidayCount`: its holidays of `year`.
 */
export async function listCalendars(
  db: DbOrTx,
  year: number,
): Promise<Array<{ officeLocation: string | null; peopleCount: number; holidayCount: number; followsDefault: boolean }>> {
  const hKey = officeKeySql(sql.raw('office_location'));
  const uKey = officeKeySql(sql.raw('u.office_location'));
  const result = await db.execute<{ office_location: string | null; people_count: number | string; holiday_count: number | string; has_holidays: boolean }>(sql`
    with offices as (
      select ${hKey} as key, min(office_location) as office_location from ${holidays}
        where office_location is not null group by 1
      union all
      select ${uKey}, min(trim(regexp_replace(u.office_location, '[[:space:]]+', ' ', 'g'))) from ${users} u
        where u.is_active and nullif(trim(u.office_location), '') is not null
          and ${uKey} not in (select ${hKey} from ${holidays} where office_location is not null)
        group by 1
    ),
    people as (
      select coalesce(${uKey}, '') as key, count(*)::int as n from ${users} u where u.is_active group by 1
    ),
    covered as (select distinct ${hKey} as key from ${holidays} where office_location is not null),
    defaults as (
      select count(*)::int as n from ${users} u
        where u.is_active and coalesce(${uKey}, '') not in (select key from covered)
    ),
    counts as (
      select coalesce(${hKey}, '') as key, count(*)::int as n from ${holidays}
        where date between ${`${year}-01-01`} and ${`${year}-12-31`} group by 1
    ),
    calendars as (select '' as key, null::text as office_location union all select key, office_location from offices)
    select c.office_location,
      case when c.key = '' then (select n from defaults) else coalesce(p.n, 0) end as people_count,
      coalesce(k.n, 0) as holiday_count,
      (c.key = '' or c.key in (select key from covered)) as has_holidays
    from calendars c left join people p on p.key = c.key left join counts k on k.key = c.key
    order by c.office_location nulls first
  `);
  return result.rows.map((row) => ({
    officeLocation: row.office_location,
    peopleCount: Number(row.people_count),
    holidayCount: Number(row.holiday_count),
    followsDefault: !row.has_holidays,
  }));
}

/**
 * The person's holidays from `start` to `end`: their office's calendar when it has any
 * holiday (in any year), else the default calendar's.
 */
export async function listOfPerson(db: DbOrTx, employeeId: string, start: string, end: string): Promise<HolidayRow[]> {
  const office = sql`(select ${officeKeySql(users.officeLocation)} from ${users} where ${users.id} = ${employeeId})`;
  return db
    .select()
    .from(holidays)
    .where(
      and(
        gte(holidays.date, start),
        lte(holidays.date, end),
        sql`(${officeKeySql(holidays.officeLocation)} = ${office}
          or (${holidays.officeLocation} is null and not exists (select 1 from ${holidays} h2 where ${officeKeySql(sql.raw('h2.office_location'))} = ${office})))`,
      ),
    )
    .orderBy(asc(holidays.date));
}

/**
 * The holidays from `start` to `end` of each of `employeeIds`, by the same rule as `listOfPerson`
 * (their office's calendar when it has any holiday, else the default calendar's), in one statement;
 * by date, then name of the person.
 */
export async function listOfPeople(
  db: DbOrTx,
  employeeIds: readonly string[],
  start: string,
  end: string,
): Promise<Array<{ employeeId: string; employeeName: string | null; date: string; name: string }>> {
  if (employeeIds.length === 0) return [];
  const ids = sql.join(employeeIds.map((id) => sql`${id}::uuid`), sql`, `);
  const result = await db.execute<{ employee_id: string; employee_name: string | null; date: string; name: string }>(sql`
    with people as (
      select u.id, u.name, ${officeKeySql(sql.raw('u.office_location'))} as key from ${users} u where u.id in (${ids})
    )
    select p.id as employee_id, p.name as employee_name, to_char(h.date, 'YYYY-MM-DD') as date, h.name
    from people p join ${holidays} h on h.date between ${start} and ${end}
      and (${officeKeySql(sql.raw('h.office_location'))} = p.key
        or (h.office_location is null and not exists (select 1 from ${holidays} h2 where ${officeKeySql(sql.raw('h2.office_location'))} = p.key)))
    order by h.date, p.name, p.id
  `);
  return result.rows.map((row) => ({ employeeId: row.employee_id, employeeName: row.employee_name, date: row.date, name: row.name }));
}
