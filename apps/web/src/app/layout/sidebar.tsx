import { useEffect, useRef, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { X } from 'lucide-react';
import type { ModuleId } from '@apps/contracts/module-ids';
import { useSubject } from '../../lib/auth/use-subject';
import { moduleTile } from '../../lib/modules';
import { visibleNavItems } from './module-nav';
import { useI18n } from '../../lib/i18n/intl';
import { sidebarMessages as messages } from '../messages';
import { sidebarItemMessage } from '../module.messages';

/**
 * The module sidebar: expanded `w-64`; collapsed to icons on large screens;
 * hidden on small screens, where it opens as an overlay. The current item is highlighted.
 */
export function Sidebar({
  moduleId,
  collapsed,
  mobileOpen,
  onCloseMobile,
}: {
  moduleId: ModuleId;
  collapsed: boolean;
  mobileOpen: boolean;
  onCloseMobile: () => void;
}) {
  const subject = useSubject();
  const { formatMessage } = useI18n();
  const { pathname } = useLocation();
  const tile = moduleTile(moduleId);
  // A module's index page is its dashboard (Innovation Hub, Insights): highlight the Dashboard item there.
  const atIndex = pathname.replace(/\/+$/, '') === `/${moduleId}`;
  const items = visibleNavItems(moduleId, subject).map((item) => ({ ...item, label: formatMessage(sidebarItemMessage(moduleId, item.path, item.label)) }));
  const Icon = tile.icon;

  const nav = (compact: boolean) => (
    <nav aria-label={formatMessage(messages.navigation, { module: tile.name })} className="flex flex-col gap-1 p-3">
      {items.map((item) => {
        const ItemIcon = item.icon;
        return (
          <NavLink
            key={item.path}
            to={item.path}
            end={false}
            title={compact ? item.label : undefined}
            onClick={onCloseMobile}
            className={({ isActive }) =>
              `flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors ${
                isActive || (atIndex && item.path === `/${moduleId}/dashboard`) ? 'bg-blue-50 text-blue-700' : 'text-slate-700 hover:bg-slate-100'
              } ${compact ? 'justify-center px-2' : ''}`
            }
          >
            <ItemIcon className="h-5 w-5 shrink-0" aria-hidden />
            <span className={compact ? 'sr-only' : ''}>{item.label}</span>
          </NavLink>
        );
      })}
    </nav>
  );

  const heading = (compact: boolean, bordered = true) => (
    <div className={`flex items-center gap-3 px-4 py-4 ${bordered ? 'border-b border-slate-100' : ''} ${compact ? 'justify-center px-2' : ''}`}>
      <span className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-lg ${tile.colour}`}>
        <Icon className="h-5 w-5" aria-hidden />
      </span>
      {!compact && <span className="truncate text-base font-semibold text-slate-900">{tile.name}</span>}
    </div>
  );

  return (
    <>
      <aside
        data-testid="module-sidebar"
        className={`hidden shrink-0 border-r border-slate-200 bg-white transition-[width] lg:block ${collapsed ? 'w-16' : 'w-64'}`}
      >
        {/* The panel runs the full height of the page; its content stays in view while the page scrolls. */}
        <div className="sticky top-16 max-h-[calc(100vh-4rem)] overflow-y-auto">
          {heading(collapsed)}
          {nav(collapsed)}
        </div>
      </aside>
      {mobileOpen && (
        <MobileOverlay onClose={onCloseMobile}>
          <div className="flex items-center justify-between border-b border-slate-100 pr-2">
            {heading(false, false)}
            <button type="button" aria-label={formatMessage(messages.close)} onClick={onCloseMobile} className="rounded-md p-2 text-slate-500 hover:bg-slate-100">
              <X className="h-5 w-5" aria-hidden />
            </button>
          </div>
          {nav(false)}
        </MobileOverlay>
      )}
    </>
  );
}

/**
 * The sidebar as an overlay on small screens, modal while open: the page behind it does not scroll (the
 * root element's overflow is hidden, restored on close), Escape closes it, the focus moves into it on
 * open and back to where it was (the header's Toggle sidebar button) on close.
 */
function MobileOverlay({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const { formatMessage } = useI18n();
  const panel = useRef<HTMLElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const root = document.documentElement;
    const before = root.style.overflow;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    root.style.overflow = 'hidden';
    panel.current?.querySelector<HTMLElement>('a[href]')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      root.style.overflow = before;
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <div className="fixed inset-0 z-40 lg:hidden">
      <button type="button" aria-label={formatMessage(messages.close)} tabIndex={-1} className="absolute inset-0 bg-slate-900/40 dark:bg-black/60" onClick={onClose} />
      <aside ref={panel} className="absolute inset-y-0 left-0 w-64 overflow-y-auto bg-white shadow-xl">
        {children}
      </aside>
    </div>
  );
}
