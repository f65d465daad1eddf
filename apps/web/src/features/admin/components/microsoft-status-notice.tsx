import type { MicrosoftStatus } from '@apps/contracts/core/notification';
import { useI18n } from '../../../lib/i18n/intl';
import { microsoftStatusMessages as m } from '../messages';
import { useMicrosoftStatus } from '../api/get-microsoft-status';

/** Where a failed Microsoft call would have shown, by its operation's kind (`outlook.event.*`, `outlook.replies.*`, `teams.*`). */
function placeOf(operation: MicrosoftStatus['failed'][number]['operation']): keyof typeof m | null {
  if (operation.startsWith('outlook.event.')) return 'calendar';
  if (operation.startsWith('outlook.replies.')) return 'replies';
  if (operation.startsWith('teams.')) return 'teams';
  return null;
}

/**
 * User Management's Microsoft 365 notice: lists the Graph calls (Outlook calendar, automatic replies,
 * Teams) that gave up, with Graph's last answer, so an Admin can fix a permission or a person's account.
 * Shows nothing while loading, on error, when Microsoft 365 is not connected (the default) or all is well.
 */
export function MicrosoftStatusNotice() {
  const status = useMicrosoftStatus().data;
  const { formatMessage: f } = useI18n();
  if (!status?.enabled || status.failed.length === 0) return null;
  return (
    <div role="status" className="mb-4 rounded-md border border-red-200 bg-red-50 px-4 py-2 text-sm text-red-900">
      <p>{f(m.failed, { count: status.failed.length })}</p>
      <ul className="mt-1 list-disc pl-5 text-xs">
        {status.failed.slice(0, 5).map((call) => {
          const place = placeOf(call.operation);
          return (
            <li key={call.id} className="break-words">
              {call.recipientEmail}: {place ? f(m[place]) : call.operation} ({call.lastError ?? f(m.unknownError)})
            </li>
          );
        })}
      </ul>
    </div>
  );
}
