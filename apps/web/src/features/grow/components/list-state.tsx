import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/query-state';
import { Spinner } from '../../../components/spinner';
import { useI18n } from '../../../lib/i18n/intl';
import { growMessages as messages } from '../messages';

/**
 * The states of a Grow list: a spinner while loading, the error banner with Retry on failure (never
 * the empty text), the spec's empty
 * text when there is nothing, else the items and a 'Showing x of y' line when more exist.
 */
export function ListState({ query, empty, icon, emptyAction, children }: {
  query: { isPending: boolean; isError: boolean; isFetching: boolean; error: unknown; data?: { items: unknown[]; total: number } | undefined; refetch: () => unknown };
  empty: string;
  icon: LucideIcon;
  emptyAction?: ReactNode;
  children: ReactNode;
}) {
  const { formatMessage } = useI18n();
  if (query.isError) return <LoadError error={query.error ?? { message: formatMessage(messages.loadFailed) }} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />;
  if (query.isPending) return <Spinner />;
  const { items, total } = query.data ?? { items: [], total: 0 };
  if (items.length === 0) {
    return (
      <Card>
        <EmptyState title={empty} icon={icon} action={emptyAction} />
      </Card>
    );
  }
  return (
    <>
      {children}
      {total > items.length && <p className="mt-3 text-center text-sm text-slate-500">{formatMessage(messages.showingOf, { shown: items.length, total })}</p>}
    </>
  );
}
