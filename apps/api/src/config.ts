import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const emailList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email({ message: 'ADMIN_EMAILS must be a comma-separated list of e-mail addresses' })));

/** Entra object ids (GUIDs), lower-cased so they compare canonically. */
const objectIdList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((id) => id.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.uuid({ message: 'ADMIN_OBJECT_IDS must be a comma-separated list of Entra object ids (GUIDs)' })));

const originList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.url({ message: 'CORS_ORIGINS must be a comma-separated list of origins' })));

/** Whether the runtime knows the IANA time zone `value`. */
function isTimeZone(value: string): boolean {
  try {
    // eslint-disable-next-line no-restricted-properties -- checks the zone name; formats nothing people read
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The number of bytes `value` decodes to as base64url, or -1 when it is not base64url. */
function base64UrlBytes(value: string): number {
  return /^[A-Za-z0-9_-]+$/.test(value) ? Buffer.from(value, 'base64url').length : -1;
}

/** The OpenTelemetry samplers the Node SDK builds from `OTEL_TRACES_SAMPLER`. */
const TRACES_SAMPLERS = ['always_on', 'always_off', 'traceidratio', 'parentbased_always_on', 'parentbased_always_off', 'parentbased_traceidratio'] as const;

/** The OTLP transports of the bundled exporters; gRPC is not included. */
const OTLP_PROTOCOL = z.enum(['http/protobuf', 'http/json'], { message: 'must be http/protobuf or http/json (gRPC is not included; use the collector\'s HTTP port, 4318)' });

const otlpEndpoint = z.string().regex(/^https?:\/\/[^/]/, { message: 'must be an http:// or https:// address such as http://otel-collector:4318' });

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { message: 'DATABASE_URL must be a postgres:// or postgresql:// connection string' })
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  MIGRATE_ON_START: booleanString.default(true),
  MIGRATION_DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { message: 'MIGRATION_DATABASE_URL must be a postgres:// or postgresql:// connection string' })
    .optional(),
  AUTH_MODE: z.enum(['dev', 'entra']).optional(),
  AZURE_CLIENT_ID: z.string().min(1).optional(),
  AZURE_TENANT_ID: z.string().min(1).optional(),
  AZURE_API_SCOPE: z.string().min(1).optional(),
  AZURE_AUTHORITY: z.url().default('https://login.microsoftonline.com'),
  ADMIN_EMAILS: emailList.optional(),
  ADMIN_OBJECT_IDS: objectIdList.optional(),
  ADMIN_CONTACT_EMAIL: z.email().optional(),
  SEED_DEMO: booleanString.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CORS_ORIGINS: originList.optional(),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(1200),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(30),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, { message: 'REDIS_URL must be a redis:// or rediss:// connection string' })
    .optional(),
  REDIS_KEY_PREFIX: z.string().max(100).default('apps:'),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
  TRUST_PROXY: booleanString.default(false),
  DATABASE_POOL_MAX: z.coerce.number().int().positive().default(20),
  SCIM_TOKEN: z.string().min(32, { message: 'SCIM_TOKEN must be at least 32 characters (a long random secret)' }).optional(),
  SCIM_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(6000),
  PROVISIONING_LOG_DAYS: z.coerce.number().int().min(1, { message: 'PROVISIONING_LOG_DAYS must be at least 1' }).max(3650).default(30),
  PROVISIONING_LOG_MAX_ROWS: z.coerce.number().int().min(100, { message: 'PROVISIONING_LOG_MAX_ROWS must be at least 100' }).max(10_000_000).default(100_000),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, { message: 'SMTP_URL must be an smtp:// or smtps:// address, e.g. smtp://user:pass@mail.company.com:587' }).optional(),
  MAIL_FROM: z.string().min(3).default('Apps <no-reply@localhost>'),
  SMTP_MAX_CONNECTIONS: z.coerce.number().int().min(1, { message: 'SMTP_MAX_CONNECTIONS must be between 1 and 50' }).max(50, { message: 'SMTP_MAX_CONNECTIONS must be between 1 and 50' }).default(3),
  APP_URL: z.url().optional(),
  ORG_NAME: z.string().min(1).default('Apps'),
  ORG_TIME_ZONE: z.string().refine(isTimeZone, { message: 'ORG_TIME_ZONE must be an IANA time zone such as Asia/Kolkata' }).default('Asia/Kolkata'),
  REMINDERS: booleanString.optional(),
  REMINDER_DAY: z
    .string()
    .transform((value) => value.trim().toLowerCase().slice(0, 3))
    .pipe(z.enum(['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'], { message: 'REMINDER_DAY must be a day of the week such as monday' }))
    .default('mon'),
  REMINDER_HOUR: z.coerce.number().int().min(0).max(23).default(10),
  REMINDER_WAITING_DAYS: z.coerce.number().int().min(0).max(60).default(2),
  VAPID_PUBLIC_KEY: z
    .string()
    .refine((value) => base64UrlBytes(value) === 65 && value.startsWith('B'), { message: 'VAPID_PUBLIC_KEY must be the base64url of a 65-byte uncompressed P-256 public key' })
    .optional(),
  VAPID_PRIVATE_KEY: z.string().refine((value) => base64UrlBytes(value) === 32, { message: 'VAPID_PRIVATE_KEY must be the base64url of a 32-byte P-256 private key' }).optional(),
  VAPID_SUBJECT: z.string().regex(/^(mailto:|https:\/\/)/, { message: 'VAPID_SUBJECT must be a mailto: or https: address the push services can reach you at' }).optional(),
  PUSH_DELIVERY: booleanString.optional(),
  VALIDATE_RESPONSES: booleanString.optional(),
  METRICS_TOKEN: z.string().min(32, { message: 'METRICS_TOKEN must be at least 32 characters (a long random secret, e.g. openssl rand -hex 32)' }).optional(),
  METRICS_PORT: z.coerce
    .number({ message: 'METRICS_PORT must be a port number (1-65535)' })
    .int({ message: 'METRICS_PORT must be a port number (1-65535)' })
    .min(0, { message: 'METRICS_PORT must be a port number (1-65535)' })
    .max(65535, { message: 'METRICS_PORT must be a port number (1-65535)' })
    .optional(),
  GRAPH_CLIENT_SECRET: z.string().min(1).optional(),
  GRAPH_CLIENT_CERTIFICATE_PATH: z
    .string()
    .min(1)
    .refine((value) => existsSync(value), { message: 'GRAPH_CLIENT_CERTIFICATE_PATH must name a readable PEM file holding the certificate and its private key' })
    .optional(),
  GRAPH_BASE_URL: z.url().regex(/^https:\/\//, { message: 'GRAPH_BASE_URL must be an https:// address, e.g. https://graph.microsoft.com' }).default('https://graph.microsoft.com'),
  M365_OUTLOOK: booleanString.optional(),
  M365_TEAMS: booleanString.optional(),
  TEAMS_APP_ID: z.uuid({ message: 'TEAMS_APP_ID must be the id of the Teams app package (a GUID), e.g. 3f2b4a6e-5d1c-4b8a-9e7f-0a1b2c3d4e5f' }).optional(),
  BOT_APP_ID: z.string().min(1).optional(),
  BOT_APP_PASSWORD: z.string().min(1).optional(),
  BOT_TENANT_ID: z.string().min(1).optional(),
  BOT_OPENID_METADATA_URL: z.url().default('https://login.botframework.com/v1/.well-known/openidconfiguration'),
  WORKING_DAY_HOURS: z.coerce
    .number()
    .min(1, { message: 'WORKING_DAY_HOURS must be between 1 and 24 in steps of 0.5' })
    .max(24, { message: 'WORKING_DAY_HOURS must be between 1 and 24 in steps of 0.5' })
    .multipleOf(0.5, { message: 'WORKING_DAY_HOURS must be between 1 and 24 in steps of 0.5' })
    .default(8),
  OTEL_EXPORTER_OTLP_ENDPOINT: otlpEndpoint.optional(),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: otlpEndpoint.optional(),
  OTEL_EXPORTER_OTLP_PROTOCOL: OTLP_PROTOCOL.optional(),
  OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: OTLP_PROTOCOL.optional(),
  OTEL_EXPORTER_OTLP_HEADERS: z
    .string()
    .regex(/^\s*[^=,\s]+\s*=[^,]*(,\s*[^=,\s]+\s*=[^,]*)*$/, { message: 'OTEL_EXPORTER_OTLP_HEADERS must be a comma-separated list of name=value, e.g. authorization=Bearer%20abc' })
    .optional(),
  OTEL_EXPORTER_OTLP_TIMEOUT: z.coerce.number().int().min(1, { message: 'OTEL_EXPORTER_OTLP_TIMEOUT must be a number of milliseconds' }).optional(),
  OTEL_EXPORTER_OTLP_COMPRESSION: z.enum(['gzip', 'none'], { message: 'OTEL_EXPORTER_OTLP_COMPRESSION must be gzip or none' }).optional(),
  OTEL_SERVICE_NAME: z.string().min(1).max(200).optional(),
  OTEL_RESOURCE_ATTRIBUTES: z
    .string()
    .regex(/^\s*[^=,\s]+\s*=[^,]*(,\s*[^=,\s]+\s*=[^,]*)*$/, { message: 'OTEL_RESOURCE_ATTRIBUTES must be a comma-separated list of key=value, e.g. deployment.environment.name=prod' })
    .optional(),
  OTEL_TRACES_SAMPLER: z.enum(TRACES_SAMPLERS, { message: `OTEL_TRACES_SAMPLER must be one of ${TRACES_SAMPLERS.join(', ')}` }).optional(),
  OTEL_TRACES_SAMPLER_ARG: z.coerce.number().min(0, { message: 'OTEL_TRACES_SAMPLER_ARG must be a ratio between 0 and 1' }).max(1, { message: 'OTEL_TRACES_SAMPLER_ARG must be a ratio between 0 and 1' }).optional(),
  OTEL_SDK_DISABLED: booleanString.optional(),
  SHUTDOWN_DRAIN_MS: z.coerce
    .number({ message: 'SHUTDOWN_DRAIN_MS must be a whole number of milliseconds between 0 and 60000' })
    .int({ message: 'SHUTDOWN_DRAIN_MS must be a whole number of milliseconds between 0 and 60000' })
    .min(0, { message: 'SHUTDOWN_DRAIN_MS must be a whole number of milliseconds between 0 and 60000' })
    .max(60_000, { message: 'SHUTDOWN_DRAIN_MS must be a whole number of milliseconds between 0 and 60000' })
    .optional(),
});

/**
 * The default drain in production: a balancer checking `/readyz` every second and taking an instance out
 * after one failure notices within about 1-3 s (interval, check time, the request already in flight).
 */
const PRODUCTION_DRAIN_MS = 5_000;

const DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/** The demo administrator of the development organisation (README "Development sign-in"). */
export const DEMO_ADMIN_EMAIL = 'aarav.mehta@example.com';

/**
 * Typed, validated configuration of the API (ARCHITECTURE.md "Fixed contracts", environment table).
 * Every field has a default for the embedded development setup.
 */
export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** PostgreSQL connection string; `undefined` means embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  /** Folder of the embedded database (absolute). */
  dataDir: string;
  /** Apply pending migrations at start (`MIGRATE_ON_START`, default true); false: refuse to start while one is pending. */
  migrateOnStart: boolean;
  /**
   * PostgreSQL connection string the migrations use (`MIGRATION_DATABASE_URL`, a session-mode entry when
   * `databaseUrl` goes through a transaction-mode PgBouncer); `undefined`: `databaseUrl`.
   */
  migrationDatabaseUrl: string | undefined;
  databasePoolMax: number;
  auth: {
    mode: 'dev' | 'entra';
    clientId: string | undefined;
    tenantId: string | undefined;
    apiScope: string | undefined;
    authority: string;
  };
  /** Lower-cased e-mails that receive Admin on 'all' at sign-in (trusts the token's e-mail claim). */
  adminEmails: string[];
  /** Lower-cased Entra object ids (`oid`) that receive Admin on 'all' at sign-in: the recommended bootstrap. */
  adminObjectIds: string[];
  /** Where "Contact Admin" mails go; null: the active Admins on 'all' (`GET /v1/access/contact`). */
  adminContactEmail: string | null;
  seedDemo: boolean;
  logLevel: string;
  corsOrigins: string[];
  /** Requests per minute per verified caller (and per client address before authentication) before 429. */
  rateLimitMax: number;
  /** Token issuance per minute (dev sign-in per address, login per caller) before 429. */
  authRateLimitMax: number;
  /** Redis shared by every instance for the rate limit; `undefined`: per instance, in memory. */
  redisUrl: string | undefined;
  /** Prefix of every Redis key the server writes (several deployments or test runs can share one Redis). */
  redisKeyPrefix: string;
  bodyLimitBytes: number;
  trustProxy: boolean;
  /**
   * SCIM provisioning: the environment's bearer secret, if any, requests per minute per
   * provisioning token (and failed authentications per minute per client address), and how much of the
   * provisioning log is kept (days, newest rows).
   */
  scim: { token: string | undefined; rateLimitMax: number; logRetention: { days: number; maxRows: number } };
  /**
   * E-mail of notifications: off without `smtpUrl`. `appUrl` starts the links in mails
   * (default `http://{host}:{port}`); `orgName` signs them; `maxConnections` SMTP connections per instance
   * are pooled and used at once.
   */
  mail: { smtpUrl: string | undefined; from: string; appUrl: string; orgName: string; maxConnections: number };
  /**
   * Scheduled reminders in the organisation's time zone: `enabled` (default on, off under
   * NODE_ENV=test), the weekly timesheet reminder's `day` (0 Sunday .. 6 Saturday, default Monday) and
   * `hour` (default 10), and the working days after which a decision is overdue (default 2).
   */
  reminders: { enabled: boolean; timeZone: string; day: number; hour: number; waitingWorkingDays: number };
  /**
   * Web Push of notifications: the VAPID key pair (base64url; both null: generated once and kept in the
   * database), the `subject` push services may contact (`VAPID_SUBJECT`, default `mailto:` the admin
   * contact, else the https APP_URL, else `mailto:admin@localhost`), and whether this instance runs
   * the push worker (`PUSH_DELIVERY`, default on, off under NODE_ENV=test).
   */
  push: { publicKey: string | null; privateKey: string | null; subject: string; delivery: boolean };
  /**
   * Check every `/v1` response against its zod schema before it is written:
   * `VALIDATE_RESPONSES`, default on under `NODE_ENV=test` and off otherwise, where responses are written
   * by the compiled serializer alone.
   */
  validateResponses: boolean;
  /** Hours of one working day in the week's time-off rows (`WORKING_DAY_HOURS`, default 8; a half day is half). */
  workingDayHours: number;
  /**
   * OpenTelemetry traces: `enabled` when `OTEL_EXPORTER_OTLP_ENDPOINT` (or the traces-only endpoint) is
   * set and `OTEL_SDK_DISABLED` is not true; `protocol` the OTLP transport (default `http/protobuf`).
   * The SDK reads the other `OTEL_*` variables (headers, service name, sampler) itself; they are only
   * checked here.
   */
  tracing: TracingConfig;
  /**
   * Prometheus metrics at `GET /metrics`, off unless one of these is set: `token` (`METRICS_TOKEN`)
   * makes every scrape send `Authorization: Bearer <token>`; `port` (`METRICS_PORT`) serves them only
   * on a second listener bound to 127.0.0.1 (0: any free port), never on the main port. Both: the
   * second listener asks for the token too.
   */
  metrics: { token: string | undefined; port: number | undefined };
  /**
   * Milliseconds between SIGTERM and closing, while `/readyz` already answers 503 so the load balancer
   * takes the instance out of rotation and requests are still served (`SHUTDOWN_DRAIN_MS`, default 5000
   * under `NODE_ENV=production`, 0 otherwise).
   */
  shutdownDrainMs: number;
  /**
   * App-only Microsoft Graph (client credentials of the app registration `clientId` in `tenantId`, through
   * `authority`), null unless `GRAPH_CLIENT_SECRET` or `GRAPH_CLIENT_CERTIFICATE_PATH` is set: then
   * nothing of Graph is loaded or called. `baseUrl` has no trailing slash (paths go under its `/v1.0`);
   * `outlook` puts approved leave in Outlook (`M365_OUTLOOK`, default on); `teams` sends every in-app
   * notification to the person's Teams activity feed (`M365_TEAMS`, default on) as the Teams app
   * `teamsAppId` (`TEAMS_APP_ID`, default the client id: the id of the package `npm run teams:package`
   * builds); `worker` runs the delivery worker in this instance (off under NODE_ENV=test, where tests run
   * its passes).
   */
  graph: {
    clientId: string;
    tenantId: string;
    authority: string;
    credential: { secret: string } | { certificatePath: string };
    baseUrl: string;
    outlook: boolean;
    teams: boolean;
    teamsAppId: string;
    worker: boolean;
  } | null;
  /**
   * The Teams approval bot (`POST /api/messages`), null unless `BOT_APP_ID` and `BOT_APP_PASSWORD` are
   * set: then nothing of it is loaded or routed. `appId` is the Azure Bot's Microsoft App ID (the audience
   * of the Bot Connector's tokens); `password` its client secret, for tokens from `{authority}/{tenantId}`
   * (`BOT_TENANT_ID`, else `AZURE_TENANT_ID`, else `botframework.com` for a multi-tenant bot);
   * `openIdMetadataUrl` where the Bot Connector's signing keys are found; `worker` as `graph.worker`.
   */
  bot: {
    appId: string;
    password: string;
    tenantId: string;
    authority: string;
    openIdMetadataUrl: string;
    worker: boolean;
  } | null;
}

/** Whether and how spans are exported (`AppConfig.tracing`). */
export interface TracingConfig {
  enabled: boolean;
  protocol: 'http/protobuf' | 'http/json';
}

/** Thrown when the environment is invalid; `message` lists every problem, one per line. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads and validates the environment. Fails fast with every problem listed.
 *
 * @throws ConfigError when a variable is malformed, entra mode lacks its Azure settings, or dev
 *   sign-in is combined with `NODE_ENV=production`.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `- ${issue.path.join('.') || 'environment'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const mode = e.AUTH_MODE ?? (e.AZURE_CLIENT_ID ? 'entra' : 'dev');
  const problems: string[] = [];
  if (mode === 'dev' && e.NODE_ENV === 'production') {
    problems.push('- AUTH_MODE: development sign-in is refused when NODE_ENV=production; set AZURE_CLIENT_ID and AZURE_TENANT_ID (AUTH_MODE=entra)');
  }
  if (mode === 'entra') {
    if (!e.AZURE_CLIENT_ID) problems.push('- AZURE_CLIENT_ID: required when AUTH_MODE=entra');
    if (!e.AZURE_TENANT_ID) problems.push('- AZURE_TENANT_ID: required when AUTH_MODE=entra');
  }
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    problems.push('- VAPID_PUBLIC_KEY: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together (or neither: a pair is generated and kept in the database)');
  }
  if (e.MIGRATION_DATABASE_URL && !e.DATABASE_URL) {
    problems.push('- MIGRATION_DATABASE_URL: set it only with DATABASE_URL (PostgreSQL); the embedded database migrates inside its own process');
  }
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT !== 0 && e.METRICS_PORT === e.PORT) {
    problems.push(`- METRICS_PORT: must differ from PORT (${e.PORT}); metrics get a listener of their own on 127.0.0.1`);
  }
  if (e.GRAPH_CLIENT_SECRET && e.GRAPH_CLIENT_CERTIFICATE_PATH) {
    problems.push('- GRAPH_CLIENT_SECRET: set GRAPH_CLIENT_SECRET or GRAPH_CLIENT_CERTIFICATE_PATH, not both');
  }
  const graphCredential = e.GRAPH_CLIENT_SECRET ? { secret: e.GRAPH_CLIENT_SECRET } : e.GRAPH_CLIENT_CERTIFICATE_PATH ? { certificatePath: path.resolve(e.GRAPH_CLIENT_CERTIFICATE_PATH) } : null;
  if (graphCredential && (!e.AZURE_TENANT_ID || !e.AZURE_CLIENT_ID)) {
    problems.push('- AZURE_TENANT_ID: Microsoft Graph (GRAPH_CLIENT_SECRET or GRAPH_CLIENT_CERTIFICATE_PATH) needs AZURE_TENANT_ID and AZURE_CLIENT_ID of the app registration');
  }
  if (Boolean(e.BOT_APP_ID) !== Boolean(e.BOT_APP_PASSWORD)) {
    problems.push('- BOT_APP_ID: set BOT_APP_ID and BOT_APP_PASSWORD together (the Azure Bot\'s Microsoft App ID and its client secret), or neither');
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);

  const adminEmails = e.ADMIN_EMAILS ?? (mode === 'dev' ? [DEMO_ADMIN_EMAIL] : []);
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    // `memory://` names PGlite's in-memory database, not a folder (resolved, it would make ./memory: on disk).
    dataDir: e.DATA_DIR.startsWith('memory://') ? e.DATA_DIR : path.resolve(e.DATA_DIR),
    migrateOnStart: e.MIGRATE_ON_START,
    migrationDatabaseUrl: e.MIGRATION_DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    auth: {
      mode,
      clientId: e.AZURE_CLIENT_ID,
      tenantId: e.AZURE_TENANT_ID,
      apiScope: e.AZURE_API_SCOPE ?? (e.AZURE_CLIENT_ID ? `api://${e.AZURE_CLIENT_ID}/access_as_user` : undefined),
      authority: e.AZURE_AUTHORITY.replace(/\/+$/, ''),
    },
    adminEmails,
    adminObjectIds: e.ADMIN_OBJECT_IDS ?? [],
    adminContactEmail: e.ADMIN_CONTACT_EMAIL ?? null,
    seedDemo: e.SEED_DEMO ?? mode === 'dev',
    logLevel: e.LOG_LEVEL,
    corsOrigins: e.CORS_ORIGINS ?? [],
    rateLimitMax: e.RATE_LIMIT_MAX,
    authRateLimitMax: e.AUTH_RATE_LIMIT_MAX,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    trustProxy: e.TRUST_PROXY,
    scim: {
      token: e.SCIM_TOKEN,
      rateLimitMax: e.SCIM_RATE_LIMIT_MAX,
      logRetention: { days: e.PROVISIONING_LOG_DAYS, maxRows: e.PROVISIONING_LOG_MAX_ROWS },
    },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      appUrl: (e.APP_URL ?? `http://${e.HOST}:${e.PORT}`).replace(/\/+$/, ''),
      orgName: e.ORG_NAME,
      maxConnections: e.SMTP_MAX_CONNECTIONS,
    },
    reminders: {
      enabled: e.REMINDERS ?? e.NODE_ENV !== 'test',
      timeZone: e.ORG_TIME_ZONE,
      day: DAYS.indexOf(e.REMINDER_DAY),
      hour: e.REMINDER_HOUR,
      waitingWorkingDays: e.REMINDER_WAITING_DAYS,
    },
    push: {
      publicKey: e.VAPID_PUBLIC_KEY ?? null,
      privateKey: e.VAPID_PRIVATE_KEY ?? null,
      subject:
        e.VAPID_SUBJECT ??
        (e.ADMIN_CONTACT_EMAIL ? `mailto:${e.ADMIN_CONTACT_EMAIL}` : e.APP_URL?.startsWith('https://') ? e.APP_URL.replace(/\/+$/, '') : 'mailto:admin@localhost'),
      delivery: e.PUSH_DELIVERY ?? e.NODE_ENV !== 'test',
    },
    validateResponses: e.VALIDATE_RESPONSES ?? e.NODE_ENV === 'test',
    workingDayHours: e.WORKING_DAY_HOURS,
    tracing: {
      enabled: Boolean(e.OTEL_EXPORTER_OTLP_ENDPOINT ?? e.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) && e.OTEL_SDK_DISABLED !== true,
      protocol: e.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL ?? e.OTEL_EXPORTER_OTLP_PROTOCOL ?? 'http/protobuf',
    },
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT },
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS ?? (e.NODE_ENV === 'production' ? PRODUCTION_DRAIN_MS : 0),
    graph:
      graphCredential && e.AZURE_TENANT_ID && e.AZURE_CLIENT_ID
        ? {
            clientId: e.AZURE_CLIENT_ID,
            tenantId: e.AZURE_TENANT_ID,
            authority: e.AZURE_AUTHORITY.replace(/\/+$/, ''),
            credential: graphCredential,
            baseUrl: e.GRAPH_BASE_URL.replace(/\/+$/, ''),
            outlook: e.M365_OUTLOOK ?? true,
            teams: e.M365_TEAMS ?? true,
            teamsAppId: e.TEAMS_APP_ID ?? e.AZURE_CLIENT_ID,
            worker: e.NODE_ENV !== 'test',
          }
        : null,
    bot:
      e.BOT_APP_ID && e.BOT_APP_PASSWORD
        ? {
            appId: e.BOT_APP_ID,
            password: e.BOT_APP_PASSWORD,
            tenantId: e.BOT_TENANT_ID ?? e.AZURE_TENANT_ID ?? 'botframework.com',
            authority: e.AZURE_AUTHORITY.replace(/\/+$/, ''),
            openIdMetadataUrl: e.BOT_OPENID_METADATA_URL,
            worker: e.NODE_ENV !== 'test',
          }
        : null,
  };
}
