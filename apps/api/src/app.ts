import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerModuleRoutes } from './api-modules';
import type { AppConfig } from './config';
import { createDatabase, type Database, type Db } from './db/client';
import { migrateAtStart } from './db/migrate';
import { startEmbeddedMaintenance } from './db/embedded-maintenance';
import { seedRolesAndPermissions } from './db/seed/base';
import { seedDemo } from './db/seed/demo';
import { createDevTokenService, type DevTokenService } from './lib/auth/dev-tokens';
import { setOrganisationTimeZone } from './lib/organisation-calendar';
import type { PeriodicTask } from './lib/periodic-task';
import { createEntraVerifier } from './lib/auth/entra-verifier';
import { withVerifiedTokenCache, type TokenVerifier } from './lib/auth/identity';
import { createResponseSerializerCompiler } from './lib/response-serializer';
import { addRequestSpanHooks, requestSpanStarter } from './lib/tracing/request-spans';
import { isTracing, traceLogFields } from './lib/tracing/tracing';
import { authPlugin } from './plugins/auth';
import { errorHandlerPlugin } from './plugins/error-handler';
import { clientErrorHandler, frameworkErrors } from './plugins/protocol-errors';
import { healthRoutes } from './plugins/health';
import { metricsPlugin } from './plugins/metrics';
import { openapiPlugin } from './plugins/openapi';
import { requestInputPlugin } from './plugins/request-input';
import { securityPlugin } from './plugins/security';
import { webPlugin } from './plugins/web';
import { authRoutes } from './modules/auth/auth.routes';
import { roleRoutes } from './modules/roles/role.routes';
import { roleDefaultsRoutes } from './modules/roles/role-defaults.routes';
import { accessRequestRoutes } from './modules/access/access-request.routes';
import { userImportRoutes } from './modules/users/user-import.routes';
import { userRoutes } from './modules/users/user.routes';
import { notificationRoutes } from './modules/notifications/notification.routes';
import { pendingDeliveries } from './modules/notifications/notification-outbox.service';
import { pushRoutes } from './modules/notifications/push.routes';
import { microsoftRoutes } from './modules/microsoft/microsoft.routes';
import { userSettingsRoutes } from './modules/settings/user-settings.routes';
import { auditLogRoutes } from './modules/audit/audit-log.routes';
import { SCIM_BASE_PATH, scimRoutes } from './modules/scim/scim.routes';
import { provisioningAdminRoutes } from './modules/scim/provisioning-admin.routes';
import { syncEnvironmentToken } from './modules/scim/scim-token.service';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    db: Db;
    /** Present in dev mode only. */
    devTokens: DevTokenService | null;
    /** The authority the web app signs in with (entra mode); null in dev mode. */
    browserAuthority: () => Promise<string | null>;
    /** Every route registered, as `METHOD /path` (the authorization matrix test checks each has a row). */
    registeredRoutes: string[];
  }
}

export interface BuildAppOptions {
  /** An open database to use (tests); otherwise one is opened from the config and closed with the app. */
  database?: Database;
  /** Replaces the token verifier (tests of the auth seam). */
  verifier?: TokenVerifier;
  /** Serve the built SPA (default true). */
  serveWeb?: boolean;
  /** Pino logger options or false. Default: the config's level. `stream` receives each line (tests read the log). */
  logger?: boolean | { level: string; stream?: { write(line: string): void } };
}

/** Paths polled by machines (health probes, metrics scrapes) every few seconds: no trace of their own. */
const UNTRACED_PATHS = ['/livez', '/readyz', '/metrics'];

/**
 * Builds the server: infra plugins -> app plugins -> module routes (ARCHITECTURE.md "The shape").
 * Opens the database, runs migrations (or, with `MIGRATE_ON_START=false`, checks none is pending),
 * seeds roles (and the demo organisation when configured).
 *
 * @throws SchemaBehindError with `MIGRATE_ON_START=false` when the schema is behind this release.
 */
export async function buildApp(config: AppConfig, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  // While tracing (startTracing in server.ts), the request id is the trace id and log lines carry the span.
  const tracing = isTracing();
  const logger = options.logger ?? { level: config.logLevel };
  const app = Fastify({
    logger: tracing && logger !== false ? { ...(logger === true ? {} : logger), mixin: traceLogFields } : logger,
    genReqId: tracing ? requestSpanStarter(UNTRACED_PATHS) : () => randomUUID(),
    requestIdHeader: false,
    // One log line per request, with the trace id, is written by the error-handler plugin's onResponse hook.
    logController: new LogController({ requestIdLogLabel: 'traceId', disableRequestLogging: true }),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Protocol-level failures answer with the envelope: the router's (bad URL, long
    // parameter) and Node's parser's (headers too large, bad Content-Length, not HTTP).
    frameworkErrors,
    clientErrorHandler,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();
  if (tracing) addRequestSpanHooks(app);
  app.setValidatorCompiler(validatorCompiler);
  // Compiled fast-json-stringify serializers; zod checks every response first only when configured (tests).
  app.setSerializerCompiler(createResponseSerializerCompiler({ validate: config.validateResponses }));
  const registeredRoutes: string[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) if (method !== 'HEAD') registeredRoutes.push(`${method} ${route.url}`);
  });

  // Before the demo seed: its delegations are days of the organisation's calendar.
  setOrganisationTimeZone(config.reminders.timeZone);
  const ownsDatabase = !options.database;
  const database =
    options.database ??
    (await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolMax: config.databasePoolMax }));
  // The embedded database's upkeep (below) stops before the database closes.
  let maintenance: PeriodicTask | null = null;
  if (ownsDatabase) {
    app.addHook('onClose', async () => {
      await maintenance?.stop();
      await database.close();
    });
  }
  try {
    await migrateAtStart(database, { migrateOnStart: config.migrateOnStart, migrationDatabaseUrl: config.migrationDatabaseUrl });
    await seedRolesAndPermissions(database.db);
    if (config.seedDemo) await seedDemo(database.db);
    await syncEnvironmentToken(database.db, config.scim.token);
  } catch (error) {
    if (ownsDatabase) await database.close().catch(() => {});
    throw error;
  }
  // The embedded database has no autovacuum: the server that opened it keeps its statistics and
  // visibility map itself (decision 0133). Tests hand in their own database and skip it.
  if (ownsDatabase && database.kind === 'pglite') {
    app.addHook('onReady', async () => {
      maintenance = startEmbeddedMaintenance(database.db, {
        onPass: (done) => app.log.debug({ tables: done }, 'embedded database maintained'),
        onError: (error) => app.log.warn({ err: error }, 'embedded database maintenance failed'),
      });
    });
  }

  const devTokens = config.auth.mode === 'dev' ? await createDevTokenService(database.db) : null;
  const entra = config.auth.mode === 'entra' ? createEntraVerifier(config) : null;
  const verifier = options.verifier ?? withVerifiedTokenCache(devTokens?.verifier ?? entra!);

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('devTokens', devTokens);
  app.decorate('browserAuthority', async () => (entra ? entra.browserAuthority() : null));

  await app.register(errorHandlerPlugin);
  // Before the plugins and routes that record into it (rate limit, SCIM, reminders, the outbox workers).
  await app.register(metricsPlugin, {
    config,
    sources: {
      ...(database.pool ? { pool: database.pool } : {}),
      pendingDeliveries: () => pendingDeliveries(database.db),
      onReadingError: (error, metric) => app.log.warn({ err: error, metric }, 'metric not read at scrape time'),
    },
  });
  // Before any scope is registered: each scope copies the root's body parsers when it is created.
  await app.register(requestInputPlugin);
  await app.register(securityPlugin, { config });
  await app.register(openapiPlugin);
  await app.register(authPlugin, { verifier, db: database.db });
  await app.register(healthRoutes, { database });

  await app.register(
    async (v1) => {
      await v1.register(authRoutes);
      await v1.register(userRoutes);
      await v1.register(userImportRoutes);
      await v1.register(roleRoutes);
      await v1.register(roleDefaultsRoutes);
      await v1.register(accessRequestRoutes);
      await v1.register(provisioningAdminRoutes);
      await v1.register(notificationRoutes);
      await v1.register(pushRoutes);
      await v1.register(microsoftRoutes);
      await v1.register(userSettingsRoutes);
      await v1.register(auditLogRoutes);
      // The application modules' routes, from the registry keyed by their manifests.
      await registerModuleRoutes(v1);
    },
    { prefix: '/v1' },
  );
  await app.register(scimRoutes, { prefix: SCIM_BASE_PATH });
  // The Teams bot's messaging endpoint, only when configured: its module is not even loaded otherwise.
  if (config.bot) {
    const { teamsBotRoutes } = await import('./modules/teams-bot/teams-bot.routes');
    await app.register(teamsBotRoutes, { prefix: '/api', bot: config.bot });
  }

  if (options.serveWeb !== false) await app.register(webPlugin);
  return app;
}
