import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { GrowPerson } from '@apps/contracts/grow/page';
import type { Page } from '@apps/contracts/page';
import { seedDemo } from '../../db/seed/demo';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { dataOf, growPeople, type GrowPeople } from '../../../test/factories/grow.factories';

let t: TestApp;
let p: GrowPeople;
beforeAll(async () => {
  t = await buildTestApp();
  p = await growPeople(t);
});
afterAll(async () => {
  await t.close();
});

describe('GET /v1/grow/people', () => {
  it('lists active Grow people except the caller, for managers only', async () => {
    const inactive = await t.createPerson({ roles: [{ role: 'Employee', module: 'grow' }], isActive: false });
    const page = dataOf<Page<GrowPerson>>(await t.request({ method: 'GET', url: '/v1/grow/people?limit=100', as: p.manager }));
    const ids = page.items.map((person) => person.id);
    expect(ids).toEqual(expect.arrayContaining([p.employee.id, p.colleague.id, p.otherManager.id, p.admin.id]));
    expect(ids).not.toContain(p.manager.id);
    expect(ids).not.toContain(p.outsider.id);
    expect(ids).not.toContain(inactive.id);
    expect(page.total).toBe(ids.length);
    expect((await t.request({ method: 'GET', url: '/v1/grow/people', as: p.employee })).statusCode).toBe(403);
  });
});

describe('OpenAPI', () => {
  it('documents every Grow route', async () => {
    const doc = (await t.request({ method: 'GET', url: '/docs/json' })).json() as { paths: Record<string, unknown> };
    const growPaths = Object.keys(doc.paths).filter((path) => path.startsWith('/v1/grow/'));
    expect(growPaths).toEqual(
      expect.arrayContaining(['/v1/grow/okrs', '/v1/grow/reviews/{id}/finalize', '/v1/grow/career-goals/{id}/milestones/{milestoneId}/complete']),
    );
  });
});

describe('demo data', () => {
  it('seeds every Grow screen once, and not again', async () => {
    const demo = await buildTestApp({ SEED_DEMO: 'true' });
    try {
      const counts = async () => {
        const result = await demo.database.db.execute<Record<string, number>>(sql`
          select (select count(*)::int from okrs) as okrs, (select count(*)::int from performance_reviews) as reviews,
                 (select count(*)::int from learning_paths) as paths, (select count(*)::int from career_goals) as goals`);
        return result.rows[0]!;
      };
      const first = await counts();
      expect(Object.values(first).every((n) => Number(n) > 0)).toBe(true);
      await seedDemo(demo.app.db);
      expect(await counts()).toEqual(first);
    } finally {
      await demo.close();
    }
  });
});
