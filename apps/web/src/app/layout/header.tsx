import { Link } from 'react-router';
import { LayoutGrid, Menu } from 'lucide-react';
import NotificationBellSlot from './notification-bell-slot';
import { UserMenu } from './user-menu';
import { useI18n } from '../../lib/i18n/intl';
import { headerMessages as messages } from '../messages';

/**
 * The sticky header: logo to /, the sidebar toggle on module pages, the
 * notifications bell, the avatar menu.
 */
export function Header({ onToggleSidebar }: { onToggleSidebar?: () => void }) {
  const { formatMessage } = useI18n();
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-slate-200 bg-white/95 px-4 backdrop-blur sm:px-6">
      {onToggleSidebar && (
        <button
          type="button"
          onClick={onToggleSidebar}
          aria-label={formatMessage(messages.toggleSidebar)}
          className="rounded-md p-2 text-slate-600 hover:bg-slate-100"
        >
          <Menu className="h-5 w-5" aria-hidden />
        </button>
      )}
      <Link to="/" className="flex items-center gap-2 rounded-md" aria-label={formatMessage(messages.home)}>
        <span className="flex h-8 w-8 items-center justify-center rounded-lg bg-blue-700 text-white">
          <LayoutGrid className="h-5 w-5" aria-hidden />
        </span>
        <span className="text-lg font-bold tracking-tight text-slate-900">Apps</span>
      </Link>
      <div className="ml-auto flex items-center gap-2">
        <NotificationBellSlot />
        <UserMenu />
      </div>
    </header>
  );
}
