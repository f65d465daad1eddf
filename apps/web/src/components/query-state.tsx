import { useDeferredValue, type ReactNode } from 'react';
import { RotateCw } from 'lucide-react';
import { Button } from './button';
import { ErrorBanner, toBannerError } from './error-banner';
import { Spinner } from './spinner';
import { useI18n } from '../lib/i18n/intl';
import { loadStateMessages as messages } from './messages';

/** The button of a failed load. */
export const RETRY_TEXT = messages.retry.defaultMessage;

/**
 * A failed load: the spec's error banner and Retry, which runs the read again.
 * Shown instead of a list's empty state, never beside it.
 */
export function LoadError({ error, onRetry, isRetrying = false, className = '' }: { error: unknown; onRetry: () => void; isRetrying?: boolean; className?: string }) {
  const { formatMessage } = useI18n();
  return (
    <div data-testid="load-error" className={className}>
      <ErrorBanner error={toBannerError(error)} />
      <Button variant="secondary" size="sm" onClick={onRetry} isLoading={isRetrying}>
        {!isRetrying && <RotateCw className="h-4 w-4" aria-hidden />} {formatMessage(messages.retry)}
      </Button>
    </div>
  );
}

/** What `QueryContent` needs of a TanStack query result. */
export interface LoadQuery<T> {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
}

/**
 * The three states of a read: a spinner while it loads, `LoadError` with Retry when it failed, else
 * `children(data)` (which shows the list, or its empty state when the list is really empty).
 *
 * The data's first arrival is drawn by a deferred render: TanStack Query
 * delivers results through `useSyncExternalStore`, which React renders in one piece, so a long list
 * used to be one long task; now the arrival re-renders only this spinner at once, and the list follows
 * in a background render that React slices and interrupts. Later results (a refetch, a change) are
 * drawn at once as before, and data already cached when this mounts is drawn in the first render.
 */
export function QueryContent<T>({
  query,
  loadingLabel,
  errorClassName = 'p-5',
  children,
}: {
  query: LoadQuery<T>;
  loadingLabel?: string;
  /** Spacing around the error inside a card (default `p-5`). */
  errorClassName?: string;
  children: (data: T) => ReactNode;
}) {
  const shown = useDeferredValue(query.data !== undefined);
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} className={errorClassName} />;
  if (query.isPending || query.data === undefined || !shown) return <Spinner label={loadingLabel} />;
  return <>{children(query.data)}</>;
}
