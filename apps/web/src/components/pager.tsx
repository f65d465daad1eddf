import { ChevronLeft, ChevronRight } from 'lucide-react';
import { isLowerBound } from '@apps/contracts/page.values';
import { Button } from './button';
import { formatCount } from '../lib/number-format';
import { useI18n } from '../lib/i18n/intl';
import { listMessages as messages } from './messages';

/**
 * Previous/next paging of a list (page shape): 'Showing 21–40 of 57'. Hidden when everything fits on
 * one page. `bounded`: the list counts its `total` only up to `TOTAL_BOUND` past the page (the people
 * search, the audit log), so a total at that bound reads 'Showing 1–20 of 1,000 or more'. `className`
 * replaces the default top margin.
 */
export function Pager({
  total,
  limit,
  offset,
  onChange,
  label,
  bounded = false,
  className = 'mt-6',
}: {
  total: number;
  limit: number;
  offset: number;
  onChange: (offset: number) => void;
  label: string;
  bounded?: boolean;
  className?: string;
}) {
  const { formatMessage } = useI18n();
  if (total <= limit && offset === 0) return null;
  const first = total === 0 ? 0 : offset + 1;
  const last = Math.min(offset + limit, total);
  return (
    <nav aria-label={label} className={`flex flex-wrap items-center justify-between gap-3 ${className}`}>
      <p className="text-sm text-slate-600">
        {formatMessage(bounded && isLowerBound({ total, offset }) ? messages.pageRangeAtLeast : messages.pageRange, {
          first: formatCount(first),
          last: formatCount(last),
          total: formatCount(total),
        })}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={offset === 0} onClick={() => onChange(Math.max(offset - limit, 0))}>
          <ChevronLeft className="h-4 w-4" aria-hidden /> {formatMessage(messages.previous)}
        </Button>
        <Button variant="secondary" size="sm" disabled={offset + limit >= total} onClick={() => onChange(offset + limit)}>
          {formatMessage(messages.next)} <ChevronRight className="h-4 w-4" aria-hidden />
        </Button>
      </div>
    </nav>
  );
}
