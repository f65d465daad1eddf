import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ChevronDown, LogOut, ScrollText, Settings, ShieldCheck, User as UserIcon } from 'lucide-react';
import { Avatar } from '../../components/avatar';
import { managesUsers } from '@apps/contracts/core/users.policy';
import { readsAuditLog } from '@apps/contracts/core/audit.policy';
import { useAuthStore } from '../../lib/auth/auth-store';
import { useSubject } from '../../lib/auth/use-subject';
import { useLogout } from '../../lib/auth/use-session';
import { useI18n } from '../../lib/i18n/intl';
import { userMenuMessages as messages } from '../messages';

/**
 * The avatar menu (SPEC.md section 2 header): Profile, Settings, User Management and the audit log
 * (Admin only), Logout. Closes on outside click and on Escape. Name and e-mail beside the avatar from medium
 * screens up, inside the menu on small ones.
 */
export function UserMenu() {
  const user = useAuthStore((s) => s.user);
  const account = useAuthStore((s) => s.azureAccount);
  const subject = useSubject();
  const logout = useLogout();
  const { formatMessage } = useI18n();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const name = user?.name ?? account?.name ?? null;
  const email = user?.email ?? account?.username ?? '';
  const itemClass = 'flex w-full items-center gap-2 px-4 py-2 text-left text-sm text-slate-700 hover:bg-slate-50 focus-visible:bg-slate-50';

  return (
    <div className="relative" ref={ref}>
      <button
        type="button"
        onClick={() => setOpen((v) => !v)}
        aria-haspopup="menu"
        aria-expanded={open}
        className="flex items-center gap-3 rounded-full p-1 pr-2 hover:bg-slate-100"
      >
        {/* The name starts with what the button does and contains the name and e-mail shown beside the
            avatar (WCAG 2.5.3 label in name): "Account menu Neha Kapoor neha.kapoor@...". */}
        <span className="sr-only">{formatMessage(messages.accountMenu)}</span>
        <Avatar name={name} src={user?.avatarUrl} />
        <span className="hidden text-left md:block">
          <span className="block max-w-48 truncate text-sm font-medium text-slate-900">{name ?? email}</span>
          <span className="block max-w-48 truncate text-xs text-slate-600">{email}</span>
        </span>
        <ChevronDown className="hidden h-4 w-4 text-slate-500 md:block" aria-hidden />
      </button>
      {open && (
        <div role="menu" className="absolute right-0 z-40 mt-2 w-60 overflow-hidden rounded-lg border border-slate-200 bg-white py-1 shadow-lg">
          <div className="border-b border-slate-100 px-4 py-3 md:hidden">
            <p className="truncate text-sm font-medium text-slate-900">{name ?? email}</p>
            <p className="truncate text-xs text-slate-500">{email}</p>
          </div>
          <Link role="menuitem" to="/profile" className={itemClass} onClick={() => setOpen(false)}>
            <UserIcon className="h-4 w-4" aria-hidden /> {formatMessage(messages.profile)}
          </Link>
          <Link role="menuitem" to="/settings" className={itemClass} onClick={() => setOpen(false)}>
            <Settings className="h-4 w-4" aria-hidden /> {formatMessage(messages.settings)}
          </Link>
          {managesUsers(subject) && (
            <Link role="menuitem" to="/admin/users" className={itemClass} onClick={() => setOpen(false)}>
              <ShieldCheck className="h-4 w-4" aria-hidden /> {formatMessage(messages.userManagement)}
            </Link>
          )}
          {readsAuditLog(subject) && (
            <Link role="menuitem" to="/admin/audit" className={itemClass} onClick={() => setOpen(false)}>
              <ScrollText className="h-4 w-4" aria-hidden /> {formatMessage(messages.auditLog)}
            </Link>
          )}
          <button
            role="menuitem"
            type="button"
            className={`${itemClass} border-t border-slate-100 text-red-700`}
            onClick={() => {
              setOpen(false);
              void logout();
            }}
          >
            <LogOut className="h-4 w-4" aria-hidden /> {formatMessage(messages.logout)}
          </button>
        </div>
      )}
    </div>
  );
}
