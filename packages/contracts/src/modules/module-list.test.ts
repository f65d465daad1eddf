import { describe, expect, it } from 'vitest';
import { RESOURCE_MODULES } from '../core/role-grants';
import { ALL_MODULES, MODULE_IDS, MODULE_NAMES, moduleIdsOf, roleModuleValues } from '../module-ids';
import type { ModuleManifest } from './module-manifest';
import { MODULES } from './module-list';
import { SIDEBAR_POLICIES } from './sidebar-policies';

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
  sidebar: [{ label: 'Overview', path: '/fake/overview', icon: 'LayoutDashboard' }],
  screens: [{ path: 'overview', title: 'Overview', page: 'features/fake/routes/overview-page.tsx', component: 'FakeOverviewPage' }],
  resources: [],
};

describe('module ids and names come from the manifests', () => {
  it('in tile order (SPEC.md section 1)', () => {
    expect(MODULE_IDS).toEqual(['mytime', 'grow', 'hire', 'project', 'innovation', 'pipeline', 'talent', 'insights']);
    expect(MODULE_NAMES).toEqual({
      mytime: 'MyTime',
      grow: 'Grow',
      hire: 'Hire',
      project: 'Project',
      innovation: 'Innovation Hub',
      pipeline: 'Pipeline',
      talent: 'Talent',
      insights: 'Insights',
    });
  });

  it('with an added module in its ids and in the role-module values (the database CHECK), before all', () => {
    expect(moduleIdsOf([...MODULES, FAKE])).toEqual([...MODULE_IDS, 'fake']);
    expect(roleModuleValues([...MODULES, FAKE])).toEqual([...MODULE_IDS, 'fake', ALL_MODULES]);
    expect(roleModuleValues()).toEqual([...MODULE_IDS, ALL_MODULES]);
  });
});

describe.each(MODULES.map((m) => [m.id, m as ModuleManifest] as const))('the %s manifest', (id, manifest) => {
  it('is consistent: unique screens, the index and every sidebar item on a screen of its own path', () => {
    const paths = manifest.screens.map((screen) => screen.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(manifest.path).toBe(`/${id}`);
    const target = 'redirectTo' in manifest.index ? manifest.index.redirectTo : manifest.index.screen;
    expect(paths).toContain(target);
    for (const item of manifest.sidebar) expect(paths.map((path) => `${manifest.path}/${path}`)).toContain(item.path);
    for (const item of manifest.sidebar) if (item.visible) expect(SIDEBAR_POLICIES[item.visible]).toBeTypeOf('function');
  });

  it('lists the resources that RESOURCE_MODULES gives it (where its grants are)', () => {
    const owned = Object.entries(RESOURCE_MODULES)
      .filter(([, module]) => module === id)
      .map(([resource]) => resource);
    expect([...manifest.resources].sort()).toEqual(owned.sort());
  });
});
