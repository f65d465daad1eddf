import { Badge } from './badge';
import { i18n, useI18n } from '../lib/i18n/intl';
import { personMessages as messages } from './messages';

/** The mark of a deactivated person, the same word everywhere they still appear (lists, headings, charts). */
export const INACTIVE_TEXT = messages.inactive.defaultMessage;

/** A person's label with the mark when deactivated: 'Meera Iyer (Inactive)', for text-only places such as chart labels. */
export function withInactiveMark(label: string, isActive: boolean): string {
  return isActive ? label : i18n().formatMessage(messages.withInactive, { label });
}

/**
 * The "Inactive" badge beside a deactivated person's name; nothing for an active one. People stay in
 * team lists after deactivation (their records remain), so screens say they can no longer sign in.
 */
export function InactiveBadge({ isActive, className = '' }: { isActive: boolean; className?: string }) {
  const { formatMessage } = useI18n();
  if (isActive) return null;
  // The space keeps the name and the mark apart in accessible names ('Meera Iyer Inactive').
  return (
    <>
      {' '}
      <Badge tone="slate" className={`shrink-0 ${className}`}>
        {formatMessage(messages.inactive)}
      </Badge>
    </>
  );
}
