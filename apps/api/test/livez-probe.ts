import { expect } from 'vitest';
import type { TestApp } from './helper';

/**
 * Awaits `work` (a request in flight on `t`) while asking `GET /livez` every 20 ms, each probe timed
 * from when it was due: a blocked event loop delays a probe's start as much as its answer. Fails when
 * a probe is refused or answers more than one second late.
 * @returns what `work` resolves to.
 */
export async function whileLivezAnswers<T>(t: TestApp, work: Promise<T>): Promise<T> {
  let settled = false;
  const watched = work.finally(() => (settled = true));
  let due = performance.now();
  do {
    due += 20;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
    const live = await t.app.inject({ method: 'GET', url: '/livez' });
    expect(live.statusCode).toBe(200);
    expect(performance.now() - due, '/livez answers within one second while the work runs').toBeLessThan(1_000);
    due = Math.max(due, performance.now());
  } while (!settled);
  return watched;
}
