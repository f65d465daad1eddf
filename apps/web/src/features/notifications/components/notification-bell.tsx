import { useEffect, useRef, useState } from 'react';
import { Bell } from 'lucide-react';
import { useUnreadCount } from '../api/get-unread-count';
import { useI18n } from '../../../lib/i18n/intl';
import { notificationMessages as m } from '../messages';
import { NotificationPanel } from './notification-panel';

/** The badge shows at most this; more reads "99+". */
const BADGE_MAX = 99;

/**
 * The header's bell: the unread count on every screen (polled), and a panel with the newest
 * notifications. Opens with Enter/Space, closes on Escape (focus back on the bell) and outside click.
 */
export function NotificationBell() {
  const { formatMessage } = useI18n();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const count = useUnreadCount().data?.unread ?? 0;

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="relative" ref={ref}>
      <button
        ref={buttonRef}
        type="button"
        onClick={() => setOpen((v) => !v)}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={count > 0 ? formatMessage(m.bellWithUnread, { count }) : formatMessage(m.bell)}
        className="relative rounded-full p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600"
      >
        <Bell className="h-5 w-5" aria-hidden />
        {count > 0 && (
          <span
            data-testid="notification-count"
            aria-hidden
            className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-xs font-semibold text-white"
          >
            {count > BADGE_MAX ? `${BADGE_MAX}+` : count}
          </span>
        )}
      </button>
      {open && <NotificationPanel unread={count} onClose={() => setOpen(false)} />}
    </div>
  );
}
