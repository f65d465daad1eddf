import { render, screen } from '@testing-library/react';
import { createMemoryRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ModuleManifest } from '@apps/contracts/modules/module-manifest';
import { MODULES } from '@apps/contracts/modules/module-list';
import { Badge, type BadgeTone } from '../components/badge';
import { moduleTiles, MODULE_TILES } from '../lib/modules';
import { moduleNav } from './layout/module-nav';
import { moduleRoute, PAGE_MODULES, type PageModules } from './module-routes';
import { featureRoutesOf } from './router';
import { screenModules, SCREEN_MODULES } from './screen-chunks';
import { LAZY_TIMEOUT_MS } from '../test/timeouts';

/**
 * A module that exists only here, declared as docs/development.md "Adding a module" says: the web
 * derives everything from its manifest and the page modules, which stand in for its feature's pages.
 */
const FAKE: ModuleManifest = {
  id: 'fake',
  name: 'Fake Module',
  title: 'Fake',
  description: 'a module for the derivation test',
  icon: 'Lightbulb',
  path: '/fake',
  colour: 'bg-slate-100 text-slate-700',
  badgeTone: 'slate',
  index: { redirectTo: 'overview' },
  sidebar: [
    { label: 'Overview', path: '/fake/overview', icon: 'LayoutDashboard' },
    { label: 'Settings', path: '/fake/settings', icon: 'FolderCog', visible: 'managesProjects' },
  ],
  screens: [
    { path: 'overview', title: 'Overview', page: 'features/fake/routes/overview-page.tsx', component: 'FakeOverviewPage' },
    { path: 'settings', title: 'Settings', page: 'features/fake/routes/coming-soon-page.tsx', component: 'ComingSoonPage', titleProp: true },
  ],
  resources: [],
};
const MANIFESTS = [...MODULES, FAKE];
const PAGES: PageModules = {
  ...PAGE_MODULES,
  'features/fake/routes/overview-page.tsx': async () => ({ FakeOverviewPage: () => <h1>Fake overview</h1> }),
  'features/fake/routes/coming-soon-page.tsx': async () => ({ ComingSoonPage: ({ title }: { title: string }) => <h1>{title} is coming</h1> }),
};

describe('a module added by its manifest alone', () => {
  it('has a home tile after the real ones', () => {
    const tiles = moduleTiles(MANIFESTS);
    expect(tiles.slice(0, -1)).toEqual(MODULE_TILES);
    expect(tiles.at(-1)).toMatchObject({ id: 'fake', name: 'Fake Module', title: 'Fake', path: '/fake', colour: 'bg-slate-100 text-slate-700' });
    expect(tiles.at(-1)?.icon).toBeDefined();
  });

  it('has its sidebar items, the named policy deciding the guarded one', () => {
    const items = moduleNav(MANIFESTS).fake!;
    expect(items.map((item) => [item.label, item.path])).toEqual([
      ['Overview', '/fake/overview'],
      ['Settings', '/fake/settings'],
    ]);
    const employee = { id: 'u', assignments: [{ role: 'Employee', moduleId: 'all' as const }] };
    const admin = { id: 'u', assignments: [{ role: 'Admin', moduleId: 'mytime' as const }] };
    expect(items[1]!.visible?.(employee)).toBe(false);
    expect(items[1]!.visible?.(admin)).toBe(true);
  });

  it('has its screens in the preload table, one entry each (two pages)', () => {
    const table = screenModules(MANIFESTS);
    expect(table.filter(([path]) => path.startsWith('/fake'))).toEqual([
      ['/fake/overview', 'features/fake/routes/overview-page.tsx'],
      ['/fake/settings', 'features/fake/routes/coming-soon-page.tsx'],
    ]);
    expect(table.filter(([path]) => !path.startsWith('/fake'))).toEqual(SCREEN_MODULES);
  });

  it('has its routes under the feature layout, behind its module guard, titled from the manifest', () => {
    const features = featureRoutesOf(MANIFESTS, PAGES);
    const route = features.find((r) => r.path === 'fake');
    expect(route?.element).toMatchObject({ props: { moduleId: 'fake' } });
    const leaf = (matchRoutes(features, '/fake/settings') ?? []).at(-1)?.route;
    expect(leaf?.handle).toEqual({ title: 'Settings' });
  });

  it('renders its pages: the index redirects, a page gets its title when it asks for it', async () => {
    const routes: RouteObject[] = [moduleRoute(FAKE, PAGES)];
    const router = createMemoryRouter(routes, { initialEntries: ['/fake'] });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Fake overview' }, { timeout: LAZY_TIMEOUT_MS })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/fake/overview');
    await router.navigate('/fake/settings');
    expect(await screen.findByRole('heading', { name: 'Settings is coming' }, { timeout: LAZY_TIMEOUT_MS })).toBeInTheDocument();
  });

  it('sends a screen whose page module is missing to the route error', async () => {
    const route = moduleRoute({ ...FAKE, screens: [{ ...FAKE.screens[0]!, page: 'features/fake/routes/missing-page.tsx' }] }, PAGES);
    const lazy = route.children![1]!.lazy as () => Promise<unknown>;
    await expect(lazy()).rejects.toThrow('No page module features/fake/routes/missing-page.tsx');
  });
});

describe('the real manifests', () => {
  it('name only page modules that exist, with the exports they name', async () => {
    for (const manifest of MODULES as readonly ModuleManifest[]) {
      for (const screen of manifest.screens) {
        const load = PAGE_MODULES[screen.page];
        expect(load, screen.page).toBeTypeOf('function');
        const page = await load!();
        expect(page[screen.component], `${screen.page} ${screen.component}`).toBeTypeOf('function');
        if (screen.loader) expect(page[screen.loader], `${screen.page} ${screen.loader}`).toBeTypeOf('function');
      }
    }
  }, 180_000);

  it('give role badges a tone the badge has', () => {
    for (const manifest of MODULES) {
      const { container, unmount } = render(<Badge tone={manifest.badgeTone as BadgeTone}>{manifest.name}</Badge>);
      expect(container.innerHTML, manifest.id).not.toContain('undefined');
      unmount();
    }
  });
});
