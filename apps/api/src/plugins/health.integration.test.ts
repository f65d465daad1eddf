import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestPerson } from '../../test/helper';

describe('the drain before a shutdown', () => {
  let t: TestApp;
  let person: TestPerson;

  beforeAll(async () => {
    t = await buildTestApp();
    person = await t.createPerson();
  });
  afterAll(async () => t.close());

  it('fails /readyz while every other request is still served, each asking the client to close its connection', async () => {
    expect((await t.request({ method: 'GET', url: '/readyz' })).headers.connection).not.toBe('close');
    t.app.startDrain();

    const ready = await t.request({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'draining' });

    const served = [
      await t.request({ method: 'GET', url: '/livez' }),
      await t.request({ method: 'GET', url: '/v1/notifications/unread-count', as: person }),
      await t.request({ method: 'GET', url: '/v1/notifications/unread-count' }),
      await t.request({ method: 'GET', url: '/docs/json' }),
    ];
    expect(served.map((response) => response.statusCode)).toEqual([200, 200, 401, 200]);
    expect(served.map((response) => response.headers.connection)).toEqual(['close', 'close', 'close', 'close']);
  });
});
