// Prepares the people a benchmark acts as: development tokens from the server, user ids, role ids,
// this week's Draft timesheet and a project, read straight from the database.
import pg from 'pg';

/**
 * Reads `employees` scale employees and `managers` scale managers (ids, role ids, this week's Draft
 * timesheet) and the scale projects with `query` (`(sql, params) => Promise<rows>`: `pg` or PGlite).
 */
export async function loadPeopleRows(query, { employees = 400, managers = 40 } = {}) {
  // The first `employees` and `managers` by e-mail: the numbers' width grows with the seed (six digits
  // from 100,000 people), so the people are chosen by order and count, not by comparing e-mails.
  const rows = await query(
    `select u.id, u.email,
       array(select distinct ur.role_id::text from user_roles ur where ur.user_id = u.id) as role_ids,
       (select t.id from timesheets t where t.employee_id = u.id and t.status = 'Draft' order by t.week_start_date desc limit 1) as draft_id,
       (select to_char(t.week_start_date, 'YYYY-MM-DD') from timesheets t where t.employee_id = u.id and t.status = 'Draft' order by t.week_start_date desc limit 1) as draft_week
     from (
       (select id, email from users where email like 'employee.%@scale.example' order by email limit $1)
       union all
       (select id, email from users where email like 'manager.%@scale.example' order by email limit $2)
     ) chosen
     join users u on u.id = chosen.id
     order by u.email`,
    [employees, managers],
  );
  // Billable projects only: the entry scenario books billable hours, which a non-billable project refuses.
  const projects = await query(`select id from mytime_projects where status = 'Active' and code like 'SCALE-%' and billing_type <> 'Non-billable' order by code`);
  if (rows.length === 0 || projects.length === 0) throw new Error('No scale data: run npm run seed:scale first');
  return { rows, projects };
}

/**
 * Gives every loaded scale employee (`rows` of `loadPeopleRows`) 30 in-app notifications, 10 of them
 * unread, newest an hour old: the data of scenario g-notifications, which `seed:scale` does not
 * write. Idempotent: each row has a `bench:` dedupe key, so a second call inserts nothing.
 * `query(sql, params)` runs on PostgreSQL or PGlite.
 */
export async function ensureBenchNotifications(query, rows) {
  const ids = rows.filter((r) => r.email.startsWith('employee.')).map((r) => r.id);
  await query(
    `insert into notifications (recipient_id, kind, title, body, link, dedupe_key, read_at, created_at)
     select u, 'timesheet.approved', 'Timesheet approved', 'Your timesheet was approved.', '/mytime/timesheet',
       'bench:' || u || ':' || n, case when n > 10 then now() end, now() - n * interval '1 hour'
     from unnest($1::uuid[]) u, generate_series(1, 30) n
     on conflict (dedupe_key) do nothing`,
    [`{${ids.join(',')}}`],
  );
}

/** Issues a development token from `baseUrl` for each loaded person: the people a benchmark acts as. */
export async function issueTokens(baseUrl, { rows, projects }) {
  const people = [];
  for (const [index, row] of rows.entries()) {
    const response = await fetch(`${baseUrl}/v1/auth/dev/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: row.email }),
    });
    const { data } = await response.json();
    people.push({
      id: row.id,
      email: row.email,
      token: data.accessToken,
      roleIds: row.role_ids,
      draftTimesheetId: row.draft_id,
      draftWeekStart: row.draft_week,
      projectId: projects[index % projects.length].id,
      manager: row.email.startsWith('manager.'),
    });
  }
  return { employees: people.filter((p) => !p.manager), managers: people.filter((p) => p.manager) };
}

/** Loads `count` scale employees and `managers` scale managers from PostgreSQL with tokens issued by `baseUrl`. */
export async function preparePeople(baseUrl, databaseUrl, options = {}) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await issueTokens(baseUrl, await loadPeopleRows(async (sql, params) => (await client.query(sql, params)).rows, options));
  } finally {
    await client.end();
  }
}
