import { Calendar, KeyRound, Mail } from 'lucide-react';
import { Avatar } from '../../../components/avatar';
import { Card } from '../../../components/card';
import { displayNameOf, joinedDate, shortAccountId } from '../profile-view';
import { useI18n } from '../../../lib/i18n/intl';
import { profileMessages as m } from '../messages';

export interface ProfileHeaderProps {
  name: string | null | undefined;
  email: string;
  avatarUrl: string | null | undefined;
  /** ISO 8601 timestamp of the account's creation, if known. */
  createdAt: string | null | undefined;
  /** The directory (Entra) object id, if known; shown truncated to 8 characters. */
  azureId: string | null | undefined;
}

/**
 * The profile header: photo or initials, name (fallback 'User'),
 * e-mail, 'Joined' date (or N/A) and the first 8 characters of the directory account id.
 */
export function ProfileHeader({ name, email, avatarUrl, createdAt, azureId }: ProfileHeaderProps) {
  const { formatMessage } = useI18n();
  const accountId = shortAccountId(azureId);
  return (
    <Card className="overflow-hidden">
      <div className="h-24 bg-gradient-to-r from-blue-700 to-indigo-600 sm:h-28" aria-hidden />
      <div className="flex flex-col gap-4 px-5 pb-5 sm:flex-row sm:items-end sm:px-6">
        <div className="-mt-10 w-fit rounded-full bg-white p-1 shadow-sm sm:-mt-12">
          <Avatar name={name} src={avatarUrl} size="lg" />
        </div>
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-2xl font-bold tracking-tight text-slate-900">{displayNameOf(name)}</h1>
          <ul className="mt-2 flex flex-col gap-x-5 gap-y-1 text-sm text-slate-600 sm:flex-row sm:flex-wrap">
            <li className="flex min-w-0 items-center gap-1.5">
              <Mail className="h-4 w-4 shrink-0 text-slate-400" aria-hidden />
              <span className="truncate">{email}</span>
            </li>
            <li className="flex items-center gap-1.5">
              <Calendar className="h-4 w-4 shrink-0 text-slate-400" aria-hidden />
              <span>
                {formatMessage(m.joined, { date: joinedDate(createdAt) ?? formatMessage(m.notAvailableShort) })}
              </span>
            </li>
            {accountId && (
              <li className="flex items-center gap-1.5">
                <KeyRound className="h-4 w-4 shrink-0 text-slate-400" aria-hidden />
                <span>
                  <span className="sr-only">{formatMessage(m.accountId)} </span>
                  <code data-testid="profile-account-id" className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">
                    {accountId}
                  </code>
                </span>
              </li>
            )}
          </ul>
        </div>
      </div>
    </Card>
  );
}
