// `npx tsx bench/reminders.ts [--people 10000] [--connections 3]`: the Monday reminder run for an organisation
// at scale. Opens a fresh database (PostgreSQL when DATABASE_URL is set: a scratch database created
// and dropped; else embedded PGlite in memory), makes `people` people (Employee on MyTime) in teams of ten: the
// first of each ten also holds Manager on MyTime and the other nine report to them. 30% handed in last week's
// timesheet, 20% left it Draft and 50% have none. Then
//   1. times `runReminders` on Monday 10:30 in Asia/Kolkata (personal reminders and managers' team summaries:
//      notifications and outbox rows written),
//   2. times the e-mail worker (`deliverDueEmails`, as in production: a pooled transport of `connections` SMTP
//      connections, as many mails at once) sending every reminder to a real SMTP server process on 127.0.0.1
//      (the tests' smtp-server sink),
//   3. samples this process's resident memory throughout (peak RSS and heap),
// and prints one JSON line of figures plus a Markdown row for bench/RESULTS.md. Local traffic only.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { createDatabase, type Database } from '../apps/api/src/db/client';
import { runMigrations } from '../apps/api/src/db/migrate';
import { seedRolesAndPermissions } from '../apps/api/src/db/seed/base';
import { deliverDueEmails, smtpSender } from '../apps/api/src/modules/notifications/email-delivery.service';
import { runReminders } from '../apps/api/src/modules/notifications/reminders.service';
import { startSmtpSink } from '../apps/api/test/mail/smtp-sink';
import { scratchDatabase } from '../apps/api/test/resilience/databases';

const { values: args } = parseArgs({
  options: { people: { type: 'string', default: '10000' }, port: { type: 'string', default: '3625' }, connections: { type: 'string', default: '3' } },
});
const PEOPLE = Number(args.people);
const CONNECTIONS = Number(args.connections);
const PORT = Number(args.port);
const MONDAY_1030 = new Date('2026-11-23T05:00:00Z');
const SCHEDULE = { timeZone: 'Asia/Kolkata', day: 1, hour: 10, waitingWorkingDays: 2 };

let peakRss = 0;
let peakHeap = 0;
const sample = () => {
  const usage = process.memoryUsage();
  peakRss = Math.max(peakRss, usage.rss);
  peakHeap = Math.max(peakHeap, usage.heapUsed);
};
const sampler = setInterval(sample, 50);

async function openDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (!process.env.DATABASE_URL) return { database: await createDatabase({ dataDir: 'memory://', queryTimeoutMs: 0 }), drop: async () => {} };
  const scratch = await scratchDatabase('postgres');
  return { database: await createDatabase({ databaseUrl: scratch.env.DATABASE_URL, dataDir: '', queryTimeoutMs: 0 }), drop: scratch.drop };
}

const { database, drop } = await openDatabase();
const sink = await startSmtpSink(PORT);
try {
  await runMigrations(database);
  await seedRolesAndPermissions(database.db);
  const db = database.db;
  await db.execute(sql`
    insert into users (email, name, azure_id)
    select 'bench.' || lpad(n::text, 5, '0') || '@scale.example', 'Bench Person ' || n, 'bench-' || n from generate_series(1, ${PEOPLE}) n`);
  await db.execute(sql`
    insert into user_roles (user_id, role_id, module)
    select u.id, r.id, 'mytime' from users u, roles r where r.name = 'Employee' and u.email like 'bench.%'`);
  // Teams of ten: person 10k+1 is the Manager of 10k+2 .. 10k+10.
  await db.execute(sql`
    insert into user_roles (user_id, role_id, module)
    select u.id, r.id, 'mytime' from users u, roles r
    where r.name = 'Manager' and u.email like 'bench.%' and (substring(u.email from 7 for 5)::int - 1) % 10 = 0`);
  await db.execute(sql`
    update users u set manager_id = m.id from users m
    where u.email like 'bench.%' and (substring(u.email from 7 for 5)::int - 1) % 10 <> 0
      and m.email = 'bench.' || lpad((((substring(u.email from 7 for 5)::int - 1) / 10) * 10 + 1)::text, 5, '0') || '@scale.example'`);
  // Every 10th person: 3 of 10 handed in, 2 of 10 left a Draft, 5 of 10 have none.
  await db.execute(sql`
    insert into timesheets (employee_id, week_start_date, week_end_date, status, submitted_at)
    select u.id, '2026-11-15', '2026-11-21',
      case when (row_number() over (order by u.email)) % 10 < 3 then 'Approved' else 'Draft' end,
      case when (row_number() over (order by u.email)) % 10 < 3 then now() else null end
    from users u where u.email like 'bench.%'
    order by u.email
    limit ${Math.round(PEOPLE / 2)}`);
  sample();

  const startRun = performance.now();
  const run = await runReminders(db, SCHEDULE, MONDAY_1030);
  const runMs = performance.now() - startRun;
  sample();
  const again = performance.now();
  const rerun = await runReminders(db, SCHEDULE, MONDAY_1030);
  const rerunMs = performance.now() - again;

  const send = smtpSender(`smtp://127.0.0.1:${PORT}`, 'Apps <apps@example.com>', { maxConnections: CONNECTIONS });
  const startMail = performance.now();
  let sent = 0;
  let failed = 0;
  for (;;) {
    const pass = await deliverDueEmails(db, send, { appUrl: 'https://apps.example.com', orgName: 'Bench Org', batchSize: 50, concurrency: CONNECTIONS });
    sent += pass.sent;
    failed += pass.failed;
    if (pass.sent + pass.failed === 0) break;
  }
  const mailMs = performance.now() - startMail;
  send.close();
  // The sink reports each mail as it is accepted; wait until it has reported them all (bounded).
  for (let i = 0; i < 600 && sink.mails.length < sent; i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
  sample();
  clearInterval(sampler);

  const figures = {
    database: database.kind,
    people: PEOPLE,
    reminders: run.timesheetReminders,
    teamSummaries: run.teamSummaries,
    runSeconds: +(runMs / 1000).toFixed(2),
    rerunWrites: rerun.timesheetReminders + rerun.teamSummaries,
    connections: CONNECTIONS,
    rerunSeconds: +(rerunMs / 1000).toFixed(2),
    mailsSent: sent,
    mailsFailed: failed,
    mailsAtSink: sink.mails.length,
    mailSeconds: +(mailMs / 1000).toFixed(1),
    mailsPerSecond: Math.round(sent / (mailMs / 1000)),
    peakRssMb: Math.round(peakRss / 1_048_576),
    peakHeapMb: Math.round(peakHeap / 1_048_576),
  };
  console.log(JSON.stringify(figures));
  console.log(
    `| ${figures.database} | ${figures.people} | ${figures.reminders} + ${figures.teamSummaries} | ${figures.runSeconds} | ${figures.rerunWrites} in ${figures.rerunSeconds} s | ${figures.mailsSent} (${figures.mailsFailed} failed, ${figures.mailsAtSink} at the sink) | ${figures.connections} | ${figures.mailSeconds} | ${figures.mailsPerSecond} | ${figures.peakRssMb} | ${figures.peakHeapMb} |`,
  );
} finally {
  clearInterval(sampler);
  await sink.stop();
  await database.close();
  await drop();
}
