import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const PUBLIC_KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const PRIVATE_KEY = 'Bm1wvO4cGFqnyoCjB_SkA28ZCMwvZsSlV8Di6JvKH5M';

describe('the Web Push settings', () => {
  it('takes the VAPID pair and subject from the environment', () => {
    expect(loadConfig({ VAPID_PUBLIC_KEY: PUBLIC_KEY, VAPID_PRIVATE_KEY: PRIVATE_KEY, VAPID_SUBJECT: 'mailto:it@company.com' }).push).toEqual({
      publicKey: PUBLIC_KEY,
      privateKey: PRIVATE_KEY,
      subject: 'mailto:it@company.com',
      delivery: true,
    });
  });

  it('leaves the keys to the database by default, with a subject from the admin contact or the https address', () => {
    expect(loadConfig({}).push).toMatchObject({ publicKey: null, privateKey: null, subject: 'mailto:admin@localhost' });
    expect(loadConfig({ ADMIN_CONTACT_EMAIL: 'help@company.com' }).push.subject).toBe('mailto:help@company.com');
    expect(loadConfig({ APP_URL: 'https://apps.company.com/' }).push.subject).toBe('https://apps.company.com');
    expect(loadConfig({ NODE_ENV: 'test' }).push.delivery).toBe(false);
  });

  it('refuses one key without the other, keys of the wrong size and a subject that is not mailto: or https:', () => {
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: PUBLIC_KEY })).toThrow(/set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together/);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: PRIVATE_KEY, VAPID_PRIVATE_KEY: PUBLIC_KEY })).toThrow(/VAPID_PUBLIC_KEY must be[\s\S]*VAPID_PRIVATE_KEY must be/);
    expect(() => loadConfig({ VAPID_SUBJECT: 'http://apps.company.com' })).toThrow(/VAPID_SUBJECT must be/);
  });
});

describe('the OpenTelemetry settings', () => {
  it('turns traces on with an OTLP endpoint, over http/protobuf unless told otherwise', () => {
    expect(loadConfig({}).tracing).toEqual({ enabled: false, protocol: 'http/protobuf' });
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://otel-collector:4318' }).tracing).toEqual({ enabled: true, protocol: 'http/protobuf' });
    expect(loadConfig({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://otlp.example.com/v1/traces', OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json' }).tracing).toEqual({
      enabled: true,
      protocol: 'http/json',
    });
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://otel-collector:4318', OTEL_SDK_DISABLED: 'true' }).tracing.enabled).toBe(false);
  });

  it('refuses a gRPC protocol, an endpoint that is not http(s), malformed headers or attributes, an unknown compression and a sampler ratio outside 0..1', () => {
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc' })).toThrow(/OTEL_EXPORTER_OTLP_PROTOCOL: must be http\/protobuf or http\/json/);
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'otel-collector:4317' })).toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT: must be an http:\/\/ or https:\/\//);
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_HEADERS: 'authorization' })).toThrow(/OTEL_EXPORTER_OTLP_HEADERS must be a comma-separated list/);
    expect(loadConfig({ OTEL_EXPORTER_OTLP_HEADERS: 'authorization=Bearer%20abc, x-tenant=apps' }).tracing.enabled).toBe(false);
    expect(() => loadConfig({ OTEL_TRACES_SAMPLER: 'sometimes' })).toThrow(/OTEL_TRACES_SAMPLER must be one of/);
    expect(() => loadConfig({ OTEL_TRACES_SAMPLER_ARG: '5' })).toThrow(/OTEL_TRACES_SAMPLER_ARG must be a ratio between 0 and 1/);
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_COMPRESSION: 'zstd' })).toThrow(/OTEL_EXPORTER_OTLP_COMPRESSION must be gzip or none/);
    expect(() => loadConfig({ OTEL_RESOURCE_ATTRIBUTES: 'prod' })).toThrow(/OTEL_RESOURCE_ATTRIBUTES must be a comma-separated list/);
  });
});

describe('the migration settings', () => {
  const DATABASE_URL = 'postgres://apps@pgbouncer.internal:6432/apps';
  const MIGRATION_DATABASE_URL = 'postgres://apps@db.internal:5432/apps';

  it('migrates at start through the app connection by default', () => {
    expect(loadConfig({ DATABASE_URL })).toMatchObject({ migrateOnStart: true, migrationDatabaseUrl: undefined });
  });

  it('takes MIGRATE_ON_START and a session-mode MIGRATION_DATABASE_URL beside DATABASE_URL', () => {
    expect(loadConfig({ DATABASE_URL, MIGRATION_DATABASE_URL, MIGRATE_ON_START: 'false' })).toMatchObject({
      databaseUrl: DATABASE_URL,
      migrationDatabaseUrl: MIGRATION_DATABASE_URL,
      migrateOnStart: false,
    });
  });

  it('refuses a MIGRATE_ON_START that is not a yes or no, a MIGRATION_DATABASE_URL that is not PostgreSQL, or one without DATABASE_URL', () => {
    expect(() => loadConfig({ MIGRATE_ON_START: 'sometimes' })).toThrow(/MIGRATE_ON_START/);
    expect(() => loadConfig({ DATABASE_URL, MIGRATION_DATABASE_URL: 'mysql://db/apps' })).toThrow(/MIGRATION_DATABASE_URL must be a postgres:\/\//);
    expect(() => loadConfig({ MIGRATION_DATABASE_URL })).toThrow(/MIGRATION_DATABASE_URL: set it only with DATABASE_URL/);
  });
});

describe('the metrics settings', () => {
  const TOKEN = 'a'.repeat(64);

  it('leaves metrics off by default and takes the token and the port from the environment', () => {
    expect(loadConfig({}).metrics).toEqual({ token: undefined, port: undefined });
    expect(loadConfig({ METRICS_TOKEN: TOKEN, METRICS_PORT: '9464' }).metrics).toEqual({ token: TOKEN, port: 9464 });
  });

  it('refuses a short token, a port that is not one, and the main port', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'secret' })).toThrow(/METRICS_TOKEN must be at least 32 characters/);
    expect(() => loadConfig({ METRICS_PORT: 'prometheus' })).toThrow(/METRICS_PORT must be a port number/);
    expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT must be a port number/);
    expect(() => loadConfig({ PORT: '3000', METRICS_PORT: '3000' })).toThrow(/METRICS_PORT: must differ from PORT \(3000\)/);
  });
});

describe('the shutdown drain', () => {
  it('drains 5 s in production and not at all in development or tests, unless SHUTDOWN_DRAIN_MS says otherwise', () => {
    const entra = { AZURE_CLIENT_ID: 'client', AZURE_TENANT_ID: 'tenant' };
    expect(loadConfig({ ...entra, NODE_ENV: 'production' }).shutdownDrainMs).toBe(5_000);
    expect(loadConfig({}).shutdownDrainMs).toBe(0);
    expect(loadConfig({ NODE_ENV: 'test' }).shutdownDrainMs).toBe(0);
    expect(loadConfig({ ...entra, NODE_ENV: 'production', SHUTDOWN_DRAIN_MS: '0' }).shutdownDrainMs).toBe(0);
    expect(loadConfig({ NODE_ENV: 'test', SHUTDOWN_DRAIN_MS: '1500' }).shutdownDrainMs).toBe(1_500);
  });

  it('refuses a drain that is not a whole number of milliseconds from 0 to 60000', () => {
    for (const value of ['-1', '2.5', '60001', 'five']) {
      expect(() => loadConfig({ SHUTDOWN_DRAIN_MS: value })).toThrow(/SHUTDOWN_DRAIN_MS must be a whole number of milliseconds between 0 and 60000/);
    }
  });
});

describe('the Microsoft Graph settings', () => {
  const APP = { AZURE_TENANT_ID: 'contoso.onmicrosoft.com', AZURE_CLIENT_ID: '11111111-2222-3333-4444-555555555555', AUTH_MODE: 'dev' };

  it('leaves Graph off unless a client secret or certificate is set', () => {
    expect(loadConfig({}).graph).toBeNull();
    expect(loadConfig(APP).graph).toBeNull();
  });

  it('takes the app registration, the secret, the Graph address and the Outlook and Teams switches', () => {
    expect(loadConfig({ ...APP, GRAPH_CLIENT_SECRET: 's3cret', GRAPH_BASE_URL: 'https://127.0.0.1:3580/', AZURE_AUTHORITY: 'https://127.0.0.1:3581/' }).graph).toEqual({
      clientId: APP.AZURE_CLIENT_ID,
      tenantId: APP.AZURE_TENANT_ID,
      authority: 'https://127.0.0.1:3581',
      credential: { secret: 's3cret' },
      baseUrl: 'https://127.0.0.1:3580',
      outlook: true,
      teams: true,
      teamsAppId: APP.AZURE_CLIENT_ID,
      worker: true,
    });
    expect(loadConfig({ ...APP, GRAPH_CLIENT_SECRET: 's3cret' }).graph?.baseUrl).toBe('https://graph.microsoft.com');
    expect(loadConfig({ ...APP, GRAPH_CLIENT_SECRET: 's3cret', M365_OUTLOOK: 'false', NODE_ENV: 'test' }).graph).toMatchObject({ outlook: false, teams: true, worker: false });
    const teamsApp = '3f2b4a6e-5d1c-4b8a-9e7f-0a1b2c3d4e5f';
    expect(loadConfig({ ...APP, GRAPH_CLIENT_SECRET: 's3cret', M365_TEAMS: 'false', TEAMS_APP_ID: teamsApp }).graph).toMatchObject({ outlook: true, teams: false, teamsAppId: teamsApp });
    expect(() => loadConfig({ ...APP, GRAPH_CLIENT_SECRET: 's3cret', TEAMS_APP_ID: 'apps' })).toThrow(/TEAMS_APP_ID must be the id of the Teams app package/);
  });

  it('refuses a secret without the app registration, both credentials, a missing certificate file and a plain-http Graph', () => {
    expect(() => loadConfig({ GRAPH_CLIENT_SECRET: 's3cret' })).toThrow(/needs AZURE_TENANT_ID and AZURE_CLIENT_ID/);
    expect(() => loadConfig({ ...APP, GRAPH_CLIENT_SECRET: 's3cret', GRAPH_CLIENT_CERTIFICATE_PATH: 'package.json' })).toThrow(/not both/);
    expect(() => loadConfig({ ...APP, GRAPH_CLIENT_CERTIFICATE_PATH: '/nowhere/graph.pem' })).toThrow(/GRAPH_CLIENT_CERTIFICATE_PATH must name a readable PEM file/);
    expect(() => loadConfig({ ...APP, GRAPH_CLIENT_SECRET: 's3cret', GRAPH_BASE_URL: 'http://graph.local' })).toThrow(/GRAPH_BASE_URL must be an https/);
  });
});

describe('the Teams bot settings', () => {
  const BOT = { BOT_APP_ID: '0b6a2c5e-7d51-4c8e-9f3a-2e1d4b7c9a10', BOT_APP_PASSWORD: 'bot-s3cret' };

  it('leaves the bot off unless its app id and secret are set', () => {
    expect(loadConfig({}).bot).toBeNull();
  });

  it('takes the app id, the secret, the tenant (the bot\'s, else the sign-in one, else multi-tenant) and the Bot Connector metadata', () => {
    expect(loadConfig({ ...BOT, AZURE_TENANT_ID: 'contoso.onmicrosoft.com', AUTH_MODE: 'dev' }).bot).toEqual({
      appId: BOT.BOT_APP_ID,
      password: 'bot-s3cret',
      tenantId: 'contoso.onmicrosoft.com',
      authority: 'https://login.microsoftonline.com',
      openIdMetadataUrl: 'https://login.botframework.com/v1/.well-known/openidconfiguration',
      worker: true,
    });
    expect(loadConfig({ ...BOT, BOT_TENANT_ID: 'fabrikam.onmicrosoft.com', AZURE_TENANT_ID: 'contoso.onmicrosoft.com', AUTH_MODE: 'dev' }).bot?.tenantId).toBe('fabrikam.onmicrosoft.com');
    expect(loadConfig({ ...BOT, NODE_ENV: 'test' }).bot).toMatchObject({ tenantId: 'botframework.com', worker: false });
  });

  it('refuses an app id without its secret, and the other way round', () => {
    expect(() => loadConfig({ BOT_APP_ID: BOT.BOT_APP_ID })).toThrow(/set BOT_APP_ID and BOT_APP_PASSWORD together/);
    expect(() => loadConfig({ BOT_APP_PASSWORD: 'bot-s3cret' })).toThrow(/set BOT_APP_ID and BOT_APP_PASSWORD together/);
  });
});

describe('the embedded database folder', () => {
  it('resolves a folder, and keeps memory:// (an in-memory database, nothing written) as it is', () => {
    expect(loadConfig({ DATA_DIR: 'data' }).dataDir).toMatch(/^\/.*\/data$/);
    expect(loadConfig({ DATA_DIR: 'memory://' }).dataDir).toBe('memory://');
  });
});
