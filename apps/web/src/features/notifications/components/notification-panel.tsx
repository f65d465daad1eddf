import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { Notification } from '@apps/contracts/core/notification';
import { formatDateTime } from '@apps/contracts/date-format';
import { Spinner } from '../../../components/spinner';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { useI18n } from '../../../lib/i18n/intl';
import { notificationMessages as m } from '../messages';

/**
 * The bell's panel: the newest notifications first, each linking to its item (opening one
 * marks it read), mark one or all read; loading, error (with retry) and empty states.
 */
export function NotificationPanel({ unread, onClose }: { unread: number; onClose: () => void }) {
  const { formatMessage } = useI18n();
  const list = useNotifications(true);
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const open = (notification: Notification) => {
    if (!notification.readAt) markRead.mutate(notification.id);
    onClose();
  };

  return (
    <div
      role="dialog"
      aria-labelledby="notification-panel-heading"
      className="fixed inset-x-4 top-16 z-40 overflow-hidden sm:absolute sm:inset-x-auto sm:right-0 sm:top-auto sm:mt-2 sm:w-[22rem] rounded-lg border border-slate-200 bg-white shadow-lg"
    >
      <div className="flex items-center justify-between border-b border-slate-100 px-4 py-3">
        <h2 id="notification-panel-heading" ref={headingRef} tabIndex={-1} className="text-sm font-semibold text-slate-900 outline-none">
          {formatMessage(m.heading)}
        </h2>
        <button
          type="button"
          onClick={() => markAll.mutate()}
          disabled={unread === 0 || markAll.isPending}
          className="text-xs font-medium text-blue-700 hover:underline disabled:cursor-not-allowed disabled:text-slate-400 disabled:no-underline"
        >
          {formatMessage(m.markAllRead)}
        </button>
      </div>
      <div className="max-h-96 overflow-y-auto">
        {list.isPending ? (
          <div className="flex justify-center p-6">
            <Spinner label={formatMessage(m.loading)} />
          </div>
        ) : list.isError ? (
          <div role="alert" className="p-4 text-sm text-red-700">
            <p>{formatMessage(m.error)}</p>
            <button type="button" onClick={() => void list.refetch()} className="mt-2 font-medium text-blue-700 hover:underline">
              {formatMessage(m.retry)}
            </button>
          </div>
        ) : list.data.length === 0 ? (
          <div className="p-6 text-center">
            <p className="text-sm font-medium text-slate-900">{formatMessage(m.empty)}</p>
            <p className="mt-1 text-xs text-slate-500">{formatMessage(m.emptyHint)}</p>
          </div>
        ) : (
          <ul className="divide-y divide-slate-100">
            {list.data.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} onOpen={open} onMarkRead={(id) => markRead.mutate(id)} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function NotificationItem({
  notification,
  onOpen,
  onMarkRead,
}: {
  notification: Notification;
  onOpen: (n: Notification) => void;
  onMarkRead: (id: string) => void;
}) {
  const { formatMessage } = useI18n();
  const isUnread = !notification.readAt;
  const content = (
    <>
      <span className="flex items-center gap-2 text-sm font-medium text-slate-900">
        {isUnread && <span className="h-2 w-2 shrink-0 rounded-full bg-blue-600" aria-label={formatMessage(m.unread)} />}
        {notification.title}
      </span>
      <span className="mt-0.5 block text-xs text-slate-600">{notification.body}</span>
      <span className="mt-1 block text-xs text-slate-500">{formatDateTime(notification.createdAt)}</span>
    </>
  );
  return (
    <li className={`flex items-start gap-2 px-4 py-3 ${isUnread ? 'bg-blue-50/50' : ''}`}>
      {notification.link ? (
        <Link to={notification.link} onClick={() => onOpen(notification)} className="block min-w-0 flex-1 rounded hover:underline focus-visible:outline-2 focus-visible:outline-blue-600">
          {content}
        </Link>
      ) : (
        <div className="min-w-0 flex-1">{content}</div>
      )}
      {isUnread && (
        <button
          type="button"
          onClick={() => onMarkRead(notification.id)}
          aria-label={formatMessage(m.markReadNamed, { title: notification.title })}
          className="shrink-0 rounded px-1 text-xs text-blue-700 hover:underline"
        >
          {formatMessage(m.markRead)}
        </button>
      )}
    </li>
  );
}
