import { parseArgs } from 'node:util';
import { sql, type SQL } from 'drizzle-orm';
import { loadConfig } from '../config';
import { createDatabase, type Db } from '../db/client';
import { runMigrations } from '../db/migrate';
import { seedRolesAndPermissions } from '../db/seed/base';

/**
 * `npm run seed:scale -- --employees 10000 --weeks 52`: fills the configured database (PostgreSQL via
 * DATABASE_URL, else the embedded one in DATA_DIR) with an organisation at scale for benchmarks
 *: employees and managers with roles, projects, one timesheet per person and week with 5 to
 * 10 entries (at most 8 hours a day), leave balances and requests that add up, OKRs with key results,
 * reviews, learning paths, career goals, job postings and candidates.
 *
 * Every step is set-based SQL (`insert ... select from generate_series`), in batches of employees
 * with progress, and idempotent: a second run adds only what is missing.
 *
 * People: `employee.00001@scale.example` ... (five digits, six from 100,000 employees; Employee on all), `manager.0001@scale.example` ...
 * (Manager and Employee on all, one per 50 employees); their `azure_id` is the development object id,
 * so development tokens for these e-mails sign in directly. Reporting line: one tree of
 * span 8 over everyone (`manager.0001` at the top, the other scale managers below, then the
 * employees by e-mail; 6 levels for 10,200 people); employees with direct reports are also Manager
 * on mytime and grow. `employee.00386` ... `employee.01074` each have 8 direct reports and nobody further down.
 */

const { values: args } = parseArgs({
  options: {
    employees: { type: 'string', default: '10000' },
    weeks: { type: 'string', default: '52' },
    batch: { type: 'string', default: '500' },
  },
});
const EMPLOYEES = Number(args.employees);
const WEEKS = Number(args.weeks);
const BATCH = Number(args.batch);
const MANAGERS = Math.max(1, Math.ceil(EMPLOYEES / 50));
/** Direct reports per manager in the scale organisation's reporting line (span about 8). */
const SPAN = 8;
const PROJECTS = 60;
const JOBS = 200;
const CANDIDATES = Math.max(50, Math.round(EMPLOYEES / 2));

/** First names of the scale organisation's people (40: each first name is one person in 40). */
const FIRST_NAMES = 'Aarav Vivaan Aditya Vihaan Arjun Sai Reyansh Ayaan Krishna Ishaan Ananya Diya Saanvi Aadhya Pari Anika Navya Myra Sara Ira Liam Noah Oliver Emma Olivia Ava Sophia Mia Lucas Mateo Chloe Zoe Hiro Yuki Mei Chen Omar Fatima Lena Jonas'.split(' ');
/** Last names (101, prime to 40 and 7, so first and last names combine into 4,040 different names). */
const LAST_NAMES = ('Sharma Verma Gupta Mehta Kapoor Singh Patel Reddy Iyer Nair Joshi Rao Das Bose Chopra Malhotra Smith Johnson Brown Garcia ' +
  'Miller Davis Martinez Lopez Wilson Anderson Thomas Moore Jackson Martin Lee Walker Hall Young King Wright Scott Green Baker Adams ' +
  'Nelson Hill Campbell Mitchell Roberts Carter Phillips Evans Turner Torres Parker Collins Edwards Stewart Flores Morris Nguyen Murphy ' +
  'Rivera Cook Rogers Morgan Peterson Cooper Reed Bailey Bell Gomez Kelly Howard Ward Cox Diaz Richardson Wood Watson Brooks Bennett ' +
  'Gray James Reyes Cruz Hughes Price Myers Long Foster Sanders Ross Morales Powell Sullivan Russell Ortiz Jenkins Gutierrez Perry Butler Barnes Fisher Hayes').split(' ');

const pad = (n: number, width: number) => String(n).padStart(width, '0');
/**
 * Digits of an employee's number: five up to 99,999 employees (the benchmarks name people so), more
 * beyond, so every number keeps its own e-mail and the e-mails sort in number order.
 */
const EMPLOYEE_DIGITS = Math.max(5, String(EMPLOYEES).length);
const employeeEmail = (n: number) => `employee.${pad(n, EMPLOYEE_DIGITS)}@scale.example`;

/** The Sunday that starts the current week, as YYYY-MM-DD (weeks run Sunday to Saturday). */
function currentSunday(): string {
  const now = new Date();
  const sunday = new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate() - now.getDay()));
  return sunday.toISOString().slice(0, 10);
}

/** Mondays of the current year on which the demo leave falls (weeks 6, 19 and 45 after 1 January). */
function leaveMondays(): [string, string, string] {
  const year = new Date().getFullYear();
  const jan1 = new Date(Date.UTC(year, 0, 1));
  const firstMonday = new Date(jan1);
  firstMonday.setUTCDate(jan1.getUTCDate() + ((8 - jan1.getUTCDay()) % 7));
  const week = (n: number) => new Date(firstMonday.getTime() + n * 7 * 86_400_000).toISOString().slice(0, 10);
  return [week(6), week(19), week(45)];
}

const written: Record<string, number> = {};
async function step(name: string, query: SQL, db: Db): Promise<void> {
  const result = await db.execute(query);
  written[name] = (written[name] ?? 0) + (result.rowCount ?? (result as unknown as { affectedRows?: number }).affectedRows ?? 0);
}

async function main(): Promise<void> {
  const started = Date.now();
  const config = loadConfig({ ...process.env, SEED_DEMO: 'false', LOG_LEVEL: 'silent' });
  const database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, queryTimeoutMs: 0 });
  const db = database.db;
  console.info(`seed:scale on ${database.kind}: ${EMPLOYEES} employees, ${MANAGERS} managers, ${WEEKS} weeks`);
  try {
    await runMigrations(database);
    await seedRolesAndPermissions(db);
    const sunday = currentSunday();
    const year = new Date().getFullYear();
    const quarter = Math.floor(new Date().getMonth() / 3) + 1;
    const [leaveA, leaveB, leaveC] = leaveMondays();

    // People and roles. A name from common first and last names (deterministic in the person's number): with
    // names of their own, PostgreSQL's statistics of the people search's words look like an organisation's
    // (a hundred or more common words), so a search's plan on this data is the plan a real directory gets.
    const nameOf = (n: SQL) =>
      sql`(${`{${FIRST_NAMES.join(',')}}`}::text[])[1 + ${n} % ${FIRST_NAMES.length}] || ' ' || (${`{${LAST_NAMES.join(',')}}`}::text[])[1 + (${n} * 7 + ${n} / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}]`;
    // The development object id is sha256('apps-dev:' || email) shaped as a UUID.
    const devOid = (email: SQL) => sql`(select substr(h,1,8)||'-'||substr(h,9,4)||'-5'||substr(h,14,3)||'-a'||substr(h,18,3)||'-'||substr(h,21,12)
      from (select encode(sha256(convert_to('apps-dev:' || ${email}, 'UTF8')), 'hex') as h) x)`;
    await step('users', sql`insert into users (email, name, azure_id)
      select e, ${nameOf(sql`g`)}, ${devOid(sql`e`)}
      from generate_series(1, ${MANAGERS}) g, lateral (select 'manager.' || lpad(g::text, 4, '0') || '@scale.example' as e) m
      on conflict do nothing`, db);
    for (let from = 1; from <= EMPLOYEES; from += BATCH * 4) {
      const to = Math.min(EMPLOYEES, from + BATCH * 4 - 1);
      await step('users', sql`insert into users (email, name, azure_id)
        select e, ${nameOf(sql`(g + ${MANAGERS})`)}, ${devOid(sql`e`)}
        from generate_series(${from}::int, ${to}::int) g, lateral (select 'employee.' || lpad(g::text, ${EMPLOYEE_DIGITS}, '0') || '@scale.example' as e) m
        on conflict do nothing`, db);
    }
    await step('user_roles', sql`insert into user_roles (user_id, role_id, module)
      select u.id, r.id, 'all' from users u join roles r on r.name = 'Employee' where u.email like '%@scale.example'
      on conflict do nothing`, db);
    await step('user_roles', sql`insert into user_roles (user_id, role_id, module)
      select u.id, r.id, 'all' from users u join roles r on r.name = 'Manager' where u.email like 'manager.%@scale.example'
      on conflict do nothing`, db);
    console.info(`  people and roles done (${Math.round((Date.now() - started) / 1000)} s)`);

    // The reporting line: everyone in one tree of span SPAN, filled level by level in a
    // fixed order (the scale managers first, then the employees, by e-mail), so person n reports to
    // person floor((n - 1) / SPAN): 10,200 people make 6 levels. Everyone with direct reports gets
    // Manager on mytime and grow (the scale managers keep Manager on all).
    // Statistics of the people just inserted first: without them the planner took the ranked people for
    // a handful and joined them with themselves in a nested loop, quadratic in the organisation's size
    // (29 s at 10,200 people, over six minutes at 102,000).
    await db.execute(sql`analyze users, reporting_line_closure, reporting_line_paths, people_search_words`);
    await step('users.manager_id', sql`with ranked as (
        select id, row_number() over (order by (email like 'manager.%') desc, email) - 1 as n
        from users where email like 'manager.%@scale.example' or email like 'employee.%@scale.example'
      )
      update users u set manager_id = boss.id
      from ranked me join ranked boss on boss.n = (me.n - 1) / ${SPAN}
      where u.id = me.id and me.n > 0 and u.manager_id is null`, db);
    await step('user_roles', sql`insert into user_roles (user_id, role_id, module)
      select u.id, r.id, m.module from users u
      join roles r on r.name = 'Manager'
      cross join (values ('mytime'), ('grow')) as m(module)
      where u.email like 'employee.%@scale.example' and exists (select 1 from users x where x.manager_id = u.id)
      on conflict do nothing`, db);
    console.info(`  reporting line done (${Math.round((Date.now() - started) / 1000)} s)`);

    // Projects, managed by the first manager.
    await step('mytime_projects', sql`insert into mytime_projects (name, code, client_name, billing_type, status, start_date, project_manager_id)
      select 'Scale Project ' || g, 'SCALE-' || lpad(g::text, 3, '0'), 'Client ' || (g % 17 + 1),
        (array['T&M', 'Fixed', 'Non-billable'])[g % 3 + 1], 'Active', ${sunday}::date - 800,
        (select id from users where email = 'manager.0001@scale.example')
      from generate_series(1, ${PROJECTS}) g
      on conflict do nothing`, db);

    // Timesheets and entries, per batch of employees.
    for (let from = 1; from <= EMPLOYEES; from += BATCH) {
      const to = Math.min(EMPLOYEES, from + BATCH - 1);
      const inBatch = sql`u.email between ${employeeEmail(from)} and ${employeeEmail(to)}`;
      await step('timesheets', sql`insert into timesheets (employee_id, week_start_date, week_end_date, status, submitted_at, reviewed_by_id, reviewed_at, rejection_reason)
        select u.id, w.start, w.start + 6, s.status,
          case when s.status <> 'Draft' then (w.start + 5)::timestamp + interval '14 hours' + (abs(hashtext(u.email)) % 600) * interval '1 minute' end,
          case when s.status in ('Approved', 'Rejected') then m.id end,
          case when s.status in ('Approved', 'Rejected') then (w.start + 8)::timestamp + interval '10 hours' end,
          case when s.status = 'Rejected' then 'Please split the meeting hours by project' end
        from users u
        cross join lateral (select id from users where email = 'manager.' || lpad((1 + abs(hashtext(u.email)) % ${MANAGERS})::text, 4, '0') || '@scale.example') m
        cross join generate_series(0, ${WEEKS - 1}::int) k
        cross join lateral (select ${sunday}::date - 7 * k as start) w
        cross join lateral (select case
          when w.start = ${sunday}::date then 'Draft'
          when w.start = ${sunday}::date - 7 then 'Submitted'
          when abs(hashtext(u.id::text || w.start::text)) % 50 = 0 then 'Rejected'
          else 'Approved' end as status) s
        where ${inBatch}
        on conflict do nothing`, db);
      await step('time_entries', sql`insert into time_entries (timesheet_id, date, project_id, task_description, hours, category, is_billable)
        select t.id, t.week_start_date + 1 + (i % 5), p.id,
          (array['Feature work', 'Code review', 'Sprint planning', 'Bug fixing', 'Client call', 'Documentation'])[i % 6 + 1] || ' #' || i,
          2 + (i % 3),
          (array['Development', 'Testing', 'CodeReview', 'Meeting', 'Documentation', 'Planning', 'Research', 'Support'])[(abs(hashtext(t.id::text)) + i) % 8 + 1],
          i % 4 <> 0
        from timesheets t
        join users u on u.id = t.employee_id
        cross join lateral generate_series(0, 4 + abs(hashtext(t.id::text)) % 6) i
        cross join lateral (select id from mytime_projects where code = 'SCALE-' || lpad((1 + (abs(hashtext(t.employee_id::text)) + i) % ${PROJECTS})::text, 3, '0')) p
        where ${inBatch} and not exists (select 1 from time_entries e where e.timesheet_id = t.id)`, db);
      process.stdout.write(`\r  timesheets: employees ${to}/${EMPLOYEES} (${Math.round((Date.now() - started) / 1000)} s)   `);
    }
    process.stdout.write('\n');

    // Leave: requests first (two approved, one pending), then balances whose `used` is the sum of approved days.
    await step('leave_requests', sql`insert into leave_requests (employee_id, leave_type, start_date, end_date, total_days, reason, status, reviewed_by_id, reviewed_at)
      select u.id, l.type, l.start, l.start + (l.days - 1), l.days, l.reason, l.status,
        case when l.status = 'Approved' then (select id from users where email = 'manager.0001@scale.example') end,
        case when l.status = 'Approved' then l.start::timestamp - interval '3 days' end
      from users u
      cross join (values
        ('CasualLeave', ${leaveA}::date, 2, 'Family function', 'Approved'),
        ('SickLeave', ${leaveB}::date, 1, 'Fever', 'Approved'),
        ('EarnedLeave', ${leaveC}::date, 3, 'Vacation', 'Pending')) as l(type, start, days, reason, status)
      where u.email like 'employee.%@scale.example'
        and not exists (select 1 from leave_requests r where r.employee_id = u.id)`, db);
    await step('leave_balances', sql`insert into leave_balances (employee_id, leave_type, year, allocated, used)
      select u.id, a.type, ${year}, a.days, coalesce(used.days, 0)
      from users u
      cross join (values ('CasualLeave', 12), ('SickLeave', 12), ('EarnedLeave', 18), ('CompensatoryOff', 2),
        ('MaternityLeave', 130), ('PaternityLeave', 10), ('BereavementLeave', 5)) as a(type, days)
      left join (select employee_id, leave_type, sum(total_days)::int as days from leave_requests
        where status = 'Approved' and extract(year from start_date) = ${year} group by employee_id, leave_type) used
        on used.employee_id = u.id and used.leave_type = a.type
      where u.email like '%@scale.example'
      on conflict do nothing`, db);
    console.info(`  leave done (${Math.round((Date.now() - started) / 1000)} s)`);

    // Grow: two OKRs with three key results each, a review, a learning path with four modules, a career goal with three milestones.
    await step('okrs', sql`insert into okrs (employee_id, quarter, year, objective)
      select u.id, ${quarter}, ${year}, o.objective
      from users u cross join (values ('Ship the quarter''s roadmap on time'), ('Grow as a reviewer and mentor')) as o(objective)
      where u.email like '%@scale.example' and not exists (select 1 from okrs x where x.employee_id = u.id)`, db);
    await step('key_results', sql`insert into key_results (okr_id, position, description, target, unit, current)
      select o.id, k, 'Key result ' || k, 100, '%', (abs(hashtext(o.id::text || k)) % 101)
      from okrs o join users u on u.id = o.employee_id cross join generate_series(1, 3) k
      where u.email like '%@scale.example' and not exists (select 1 from key_results x where x.okr_id = o.id)`, db);
    await step('performance_reviews', sql`insert into performance_reviews (employee_id, reviewer_id, review_type, period_start, period_end, status)
      select u.id, m.id, 'Annual', make_date(${year - 1}, 1, 1), make_date(${year - 1}, 12, 31), 'Pending'
      from users u
      cross join lateral (select id from users where email = 'manager.' || lpad((1 + abs(hashtext(u.email)) % ${MANAGERS})::text, 4, '0') || '@scale.example') m
      where u.email like 'employee.%@scale.example' and not exists (select 1 from performance_reviews x where x.employee_id = u.id)`, db);
    await step('learning_paths', sql`insert into learning_paths (employee_id, created_by_id, title, description, status)
      select u.id, u.id, 'Cloud fundamentals', 'Four modules on running services in the cloud', 'InProgress'
      from users u where u.email like '%@scale.example' and not exists (select 1 from learning_paths x where x.employee_id = u.id)`, db);
    await step('learning_modules', sql`insert into learning_modules (path_id, position, title, completed_at)
      select p.id, k, 'Module ' || k, case when k <= 2 then now() - interval '30 days' end
      from learning_paths p join users u on u.id = p.employee_id cross join generate_series(1, 4) k
      where u.email like '%@scale.example' and not exists (select 1 from learning_modules x where x.path_id = p.id)`, db);
    await step('career_goals', sql`insert into career_goals (employee_id, created_by_id, "current_role", target_role, timeline_months, status)
      select u.id, u.id, 'Software Engineer', 'Senior Software Engineer', 18, 'Active'
      from users u where u.email like '%@scale.example' and not exists (select 1 from career_goals x where x.employee_id = u.id)`, db);
    await step('career_milestones', sql`insert into career_milestones (goal_id, position, title, target_date, completed_at)
      select g.id, k, 'Milestone ' || k, make_date(${year + 1}, k * 3, 1), case when k = 1 then now() - interval '10 days' end
      from career_goals g join users u on u.id = g.employee_id cross join generate_series(1, 3) k
      where u.email like '%@scale.example' and not exists (select 1 from career_milestones x where x.goal_id = g.id)`, db);
    console.info(`  grow done (${Math.round((Date.now() - started) / 1000)} s)`);

    // Hire: job postings in every status, candidates linked to them.
    await step('job_postings', sql`insert into job_postings (title, description, department, location, employment_type, experience_level, required_skills, status, created_by, published_at, closed_at)
      select 'Scale: Engineer ' || g, 'Build and run the platform', (array['Engineering', 'QA', 'Design', 'Sales'])[g % 4 + 1],
        (array['Bengaluru', 'Pune', 'Remote'])[g % 3 + 1], 'FullTime', (array['Junior', 'Mid', 'Senior', 'Lead'])[g % 4 + 1],
        array['TypeScript', 'PostgreSQL'], (array['Draft', 'Open', 'Open', 'Closed'])[g % 4 + 1],
        (select id from users where email = 'manager.0001@scale.example'),
        case when g % 4 in (1, 2, 3) then now() - interval '20 days' end, case when g % 4 = 3 then now() - interval '2 days' end
      from generate_series(1, ${JOBS}) g
      where not exists (select 1 from job_postings where title = 'Scale: Engineer ' || g)`, db);
    await step('candidates', sql`insert into candidates (full_name, email, phone, "current_role", current_company, total_experience, source, expected_salary, status, job_id, created_by)
      select 'Scale Candidate ' || g, 'candidate.' || g || '@scale.example', '+91 98' || lpad((g % 100000000)::text, 8, '0'), 'Engineer', 'Acme',
        (g % 150) / 10.0, (array['LinkedIn', 'Referral', 'Naukri', 'Careers page'])[g % 4 + 1], 600000 + (g % 40) * 50000,
        (array['New', 'Screening', 'Interviewing', 'Offered', 'Hired', 'Rejected'])[g % 6 + 1],
        (select id from job_postings where title = 'Scale: Engineer ' || (g % ${JOBS} + 1)),
        (select id from users where email = 'manager.0001@scale.example')
      from generate_series(1, ${CANDIDATES}) g
      on conflict do nothing`, db);

    // Statistics, and the visibility map a long-running database's autovacuum (on PGlite the server's
    // own upkeep, embedded-maintenance.ts) keeps: without them the planner guesses on fresh data and the
    // index-only reads (pending approvals' counts, the line's places) go to the heap.
    await db.execute(sql`vacuum analyze`);
    const seconds = (Date.now() - started) / 1000;
    console.info(`seed:scale finished in ${seconds.toFixed(1)} s. Rows written:`);
    for (const [table, rows] of Object.entries(written)) console.info(`  ${table.padEnd(20)} ${rows.toLocaleString('en-US')}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const cause = (error as { cause?: { message?: string } }).cause?.message;
  console.error(error instanceof Error ? (error.stack ?? error.message) : error, cause ? `\ncause: ${cause}` : '');
  process.exit(1);
});
