import { useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { MODULE_IDS, type ModuleId } from '@apps/contracts/module-ids';
import { moduleTile } from '../../lib/modules';
import { Header } from './header';
import { useRouteDocumentTitle } from './route-title';
import { Sidebar } from './sidebar';
import { SavedAppearance } from './saved-appearance';

/** The module of a path (first segment), or null for home, profile, settings and admin. */
export function moduleOfPath(pathname: string): ModuleId | null {
  const first = pathname.split('/')[1] ?? '';
  return (MODULE_IDS as readonly string[]).includes(first) ? (first as ModuleId) : null;
}

/**
 * Header on every signed-in page; the module sidebar only on module routes; the
 * tab title names the screen and its module.
 */
export function AppShell() {
  const { pathname } = useLocation();
  const moduleId = moduleOfPath(pathname);
  useRouteDocumentTitle(moduleId ? moduleTile(moduleId).name : null, moduleId);
  const [collapsed, setCollapsed] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);

  const toggle = () => {
    if (window.matchMedia('(min-width: 1024px)').matches) setCollapsed((v) => !v);
    else setMobileOpen((v) => !v);
  };

  return (
    <div className="min-h-screen">
      <SavedAppearance />
      <Header onToggleSidebar={moduleId ? toggle : undefined} />
      <div className="flex min-h-[calc(100vh-4rem)]">
        {moduleId && <Sidebar moduleId={moduleId} collapsed={collapsed} mobileOpen={mobileOpen} onCloseMobile={() => setMobileOpen(false)} />}
        <main id="main" className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-8">
          <div className="mx-auto max-w-7xl">
            <Outlet />
          </div>
        </main>
      </div>
    </div>
  );
}
