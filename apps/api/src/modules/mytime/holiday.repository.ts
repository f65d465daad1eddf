import { and, asc, eq, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/core';
import { holidays } from '../../db/schema/mytime';

export type HolidayRow = typeof holidays.$inferSelect;

/** The calendar condition: `officeLocation` null is the default calendar; others match without regard to case. */
function ofCalendar(officeLocation: string | null): SQL {
  return officeLocation === null ? isNull(holidays.officeLocation) : sql`lower(${holidays.officeLocation}) = lower(${officeLocation})`;
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
 * The calendars (issue 18): the default calendar, every office location that has holidays, and every
 * office location of an active person. `peopleCount`: active people whose holidays it gives (people
 * of an office without holidays in any year fall to the default); `holidayCount`: its holidays of `year`.
 */
export async function listCalendars(
  db: DbOrTx,
  year: number,
): Promise<Array<{ officeLocation: string | null; peopleCount: number; holidayCount: number }>> {
  const result = await db.execute<{ office_location: string | null; people_count: number | string; holiday_count: number | string }>(sql`
    with offices as (
      select lower(office_location) as key, min(office_location) as office_location from ${holidays}
        where office_location is not null group by lower(office_location)
      union all
      select lower(trim(${users.officeLocation})), min(trim(${users.officeLocation})) from ${users}
        where ${users.isActive} and nullif(trim(${users.officeLocation}), '') is not null
          and lower(trim(${users.officeLocation})) not in (select lower(office_location) from ${holidays} where office_location is not null)
        group by lower(trim(${users.officeLocation}))
    ),
    people as (
      select case when exists (select 1 from ${holidays} h where lower(h.office_location) = lower(trim(u.office_location)))
        then lower(trim(u.office_location)) else '' end as key, count(*)::int as n
      from ${users} u where u.is_active group by 1
    ),
    counts as (
      select coalesce(lower(office_location), '') as key, count(*)::int as n from ${holidays}
        where date between ${`${year}-01-01`} and ${`${year}-12-31`} group by 1
    ),
    calendars as (select '' as key, null::text as office_location union all select key, office_location from offices)
    select c.office_location, coalesce(p.n, 0) as people_count, coalesce(k.n, 0) as holiday_count
    from calendars c left join people p on p.key = c.key left join counts k on k.key = c.key
    order by c.office_location nulls first
  `);
  return result.rows.map((row) => ({
    officeLocation: row.office_location,
    peopleCount: Number(row.people_count),
    holidayCount: Number(row.holiday_count),
  }));
}

/**
 * The person's holidays from `start` to `end` (issue 18): their office's calendar when it has any
 * holiday (in any year), else the default calendar's.
 */
export async function listOfPerson(db: DbOrTx, employeeId: string, start: string, end: string): Promise<HolidayRow[]> {
  const office = sql`(select lower(trim(${users.officeLocation})) from ${users} where ${users.id} = ${employeeId})`;
  return db
    .select()
    .from(holidays)
    .where(
      and(
        gte(holidays.date, start),
        lte(holidays.date, end),
        sql`(lower(${holidays.officeLocation}) = ${office}
          or (${holidays.officeLocation} is null and not exists (select 1 from ${holidays} h2 where lower(h2.office_location) = ${office})))`,
      ),
    )
    .orderBy(asc(holidays.date));
}
