import { useState } from 'react';
import { Button } from './button';
import { formatCount } from '../lib/number-format';
import { useI18n } from '../lib/i18n/intl';
import { listMessages as messages } from './messages';

/**
 * The first `step` items of a long client-side list, growing by `step` on request, so a list of the
 * whole organisation (10,000 people) never renders all at once. The count starts over when
 * `resetKey` changes (a new filter).
 *
 * @returns `visible` (the items to render), `total` (all items) and `showMore` (adds `step`).
 */
export function useShownInSteps<T>(items: readonly T[], step: number, resetKey: string) {
  const [state, setState] = useState({ key: resetKey, limit: step });
  // Resetting during render is React's pattern for state derived from a changed prop.
  if (state.key !== resetKey) setState({ key: resetKey, limit: step });
  const limit = state.key === resetKey ? state.limit : step;
  return {
    visible: items.slice(0, limit),
    total: items.length,
    showMore: () => setState((current) => ({ ...current, limit: current.limit + step })),
  };
}

/**
 * 'Showing N of M' with a Show more button, or nothing when every item is shown.
 * `noun` is plural ('users').
 */
export function ShowMore({ shown, total, noun, onMore }: { shown: number; total: number; noun: string; onMore: () => void }) {
  const { formatMessage } = useI18n();
  if (shown >= total) return null;
  return (
    <div className="flex flex-wrap items-center justify-center gap-3 py-3 text-sm text-slate-600" role="status">
      <span>
        {formatMessage(messages.showing, { shown: formatCount(shown), total: formatCount(total), noun })}
      </span>
      <Button variant="secondary" size="sm" onClick={onMore}>
        {formatMessage(messages.showMore)}
      </Button>
    </div>
  );
}
