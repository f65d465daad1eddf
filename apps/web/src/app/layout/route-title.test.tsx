import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../router';
import { routeTitle, useRouteDocumentTitle } from './route-title';

/** Every path of the route table with the title its tab shows. */
function titledPaths(routes: RouteObject[], prefix = ''): Array<[string, string]> {
  return routes.flatMap((route) => {
    const path = route.index ? prefix : route.path ? `${prefix}/${route.path}`.replace('//', '/') : prefix;
    const own: Array<[string, string]> = (route.handle as { title?: string } | undefined)?.title ? [[path || '/', (route.handle as { title: string }).title]] : [];
    return [...own, ...titledPaths(route.children ?? [], path)];
  });
}

describe('route titles', () => {
  it('takes the deepest route that names itself', () => {
    expect(routeTitle([{ handle: { title: 'MyTime' } }, { handle: undefined }, { handle: { title: 'Leave' } }, {}])).toBe('Leave');
    expect(routeTitle([{}, { handle: {} }])).toBeNull();
  });

  it('names every screen of the route table, and no two module screens share a title', () => {
    const titled = titledPaths(appRoutes);
    expect(titled.length).toBeGreaterThan(40);
    const module = (path: string) => path.split('/')[1];
    const full = titled.map(([path, title]) => `${title} · ${module(path)}`);
    // Aliases (an index and /dashboard) show the same screen; different paths of one module differ.
    const byTitle = new Map<string, Set<string>>();
    titled.forEach(([path], i) => byTitle.set(full[i]!, (byTitle.get(full[i]!) ?? new Set()).add(path)));
    const shared = [...byTitle].filter(([, paths]) => paths.size > 1 && ![...paths].every((p) => /^\/(innovation|insights)(\/dashboard)?$/.test(p)));
    expect(shared).toEqual([]);
    expect(titled).toContainEqual(['/mytime/timesheet', 'Timesheets']);
    expect(titled).toContainEqual(['/mytime/project-management', 'Project Management']);
    expect(titled).toContainEqual(['/mytime/team-calendar', 'Team Calendar']);
  });

  it('sets the tab title to screen · module · Apps', async () => {
    function Shell() {
      useRouteDocumentTitle('MyTime');
      return <Outlet />;
    }
    const router = createMemoryRouter([{ element: <Shell />, children: [{ path: '/mytime/timesheet', element: <p>sheet</p>, handle: { title: 'Timesheets' } }] }], {
      initialEntries: ['/mytime/timesheet'],
    });
    render(<RouterProvider router={router} />);
    expect(document.title).toBe('Timesheets · MyTime · Apps');
  });
});
