import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestApp } from './helper';

/**
 * The app of one integration test file, closed automatically (fastify/demo's `build(t)`):
 * call it at the top level of the file, `const t = build();`. The app and its fresh database
 * (`buildTestApp(env, options)`) are built before the file's first test and closed (the PostgreSQL
 * database dropped) after its last one, also when building failed half-way, so no file leaves a
 * database or a server open. `t` is the `TestApp` itself once built: use it inside hooks and tests.
 * @throws Error when `t` is used outside a hook or test (before the app exists).
 */
export function build(...args: Parameters<typeof buildTestApp>): TestApp {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await buildTestApp(...args);
  });
  afterAll(async () => {
    await built?.close();
    built = undefined;
  });
  return new Proxy({} as TestApp, {
    get(_target, key) {
      if (!built) throw new Error('build(): the app exists only inside the hooks and tests of the file that built it');
      return Reflect.get(built, key) as unknown;
    },
  });
}
