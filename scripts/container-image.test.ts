import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../apps/api/src/config';

// What an operator relies on in the Containerfile and compose.yaml, checked without an engine
// (`npm run test:image` builds and runs the image, and runs the compose tool's own `config`).
const root = path.join(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const version = (JSON.parse(read('package.json')) as { version: string }).version;

interface Service {
  image: string;
  ports?: string[];
  environment?: string[] | Record<string, string>;
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
}
const compose = parse(read('compose.yaml')) as { services: Record<string, Service>; volumes: Record<string, unknown> };

/**
 * `${NAME:-default}` resolved to its default and `${NAME}` to nothing, as compose does with an empty
 * shell environment.
 */
function interpolate(value: string): string {
  return value.replace(/\$\{(\w+)(?::-([^}]*))?\}/g, (_match, _name: string, fallback?: string) => fallback ?? '');
}

/** The app's environment as compose passes it with no variable set in the shell: NAME -> value. */
function appEnvironment(): Record<string, string> {
  const entries = compose.services.app?.environment ?? [];
  const pairs = Array.isArray(entries) ? entries.map((entry) => entry.split(/=(.*)/s)) : Object.entries(entries);
  // A bare NAME passes the shell's variable, absent here.
  return Object.fromEntries(pairs.filter((pair) => pair[1] !== undefined).map(([name, value]) => [name, interpolate(value ?? '')]));
}

describe('Containerfile', () => {
  const file = read('Containerfile');

  it('defaults to a public Node.js base and production, runs as a numeric non-root user', () => {
    expect(file).toMatch(/^ARG BASE_IMAGE=docker\.io\/library\/node:\d+/m);
    expect(file).toMatch(/^ARG BUILD_IMAGE=docker\.io\/library\/node:\d+/m);
    expect(file).toMatch(/NODE_ENV=production/);
    expect(file).toMatch(/HOST=0\.0\.0\.0/);
    expect(file).toMatch(/DATA_DIR=\/data/);
    expect(file).toMatch(/^VOLUME \/data$/m);
    expect(file).toMatch(/^EXPOSE 3000$/m);
    const user = /^USER (\d+):(\d+)$/m.exec(file);
    expect(Number(user?.[1])).toBeGreaterThan(0);
  });

  it('checks health on /livez and starts the bundle', () => {
    expect(file).toMatch(/^HEALTHCHECK [\s\S]*\/livez/m);
    expect(file).toMatch(/^CMD \["node", "--enable-source-maps", "apps\/api\/dist\/server\.js"\]$/m);
  });

  it('copies only the API production dependencies and the two builds into the runtime stage', () => {
    const runtime = file.slice(file.lastIndexOf('\nFROM '));
    const copies = runtime.match(/^COPY .*$/gm) ?? [];
    expect(copies).toEqual([
      'COPY --from=deps /app/node_modules node_modules',
      'COPY package.json ./',
      'COPY apps/api/package.json apps/api/',
      'COPY --from=build /src/apps/api/dist apps/api/dist',
      'COPY --from=build /src/apps/web/dist apps/web/dist',
    ]);
    expect(file).toMatch(/npm ci --omit=dev --workspace @apps\/api/);
  });

  it('keeps installed, built and stored files out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['**/node_modules', '**/dist', 'data', 'test-results', '.git']) expect(ignored).toContain(entry);
  });
});

describe('compose.yaml', () => {
  it('runs the app built by npm run image beside PostgreSQL and Redis from their public images', () => {
    const { app, postgres, redis } = compose.services;
    expect(interpolate(app?.image ?? '')).toBe(`apps:${version}`);
    expect(postgres?.image).toMatch(/^docker\.io\/library\/postgres:\d+$/);
    expect(redis?.image).toMatch(/^docker\.io\/library\/redis:\d+$/);
    expect(app?.depends_on).toEqual({ postgres: { condition: 'service_healthy' }, redis: { condition: 'service_healthy' } });
    expect(postgres?.healthcheck?.test).toContain('pg_isready');
    expect(redis?.healthcheck?.test).toContain('redis-cli');
  });

  it('publishes the port on the loopback address unless told otherwise', () => {
    expect((compose.services.app?.ports ?? []).map(interpolate)).toEqual(['127.0.0.1:3000:3000']);
  });

  it('keeps PostgreSQL data in a named volume', () => {
    expect(compose.services.postgres?.volumes).toEqual(['postgres-data:/var/lib/postgresql/data']);
    expect(Object.keys(compose.volumes)).toEqual(['postgres-data']);
  });

  it("gives the app a configuration the server accepts, production by default", () => {
    const env = appEnvironment();
    expect(env.NODE_ENV).toBe('production');
    expect(env.DATABASE_URL).toBe('postgres://apps:apps@postgres:5432/apps');
    expect(env.REDIS_URL).toBe('redis://redis:6379');
    // Production without Entra is refused, as it must be; with the app registration it starts.
    expect(() => loadConfig(env)).toThrow(/development sign-in is refused/);
    const config = loadConfig({ ...env, AZURE_CLIENT_ID: 'client', AZURE_TENANT_ID: 'tenant' });
    expect(config).toMatchObject({ nodeEnv: 'production', databaseUrl: env.DATABASE_URL, redisUrl: env.REDIS_URL });
    // The trial without Entra the documentation gives.
    expect(loadConfig({ ...env, NODE_ENV: 'development', AUTH_MODE: 'dev' }).auth.mode).toBe('dev');
  });
});
