import { CircleCheck, Circle } from 'lucide-react';
import { formatDate } from '@apps/contracts/date-format';
import { Button } from '../../../components/button';
import { useI18n } from '../../../lib/i18n/intl';
import { growMessages as messages } from '../messages';

/** One step of a learning path or career goal: done when `completedAt` is set. */
export interface CompletionItem {
  id: string;
  title: string;
  description: string | null;
  completedAt: string | null;
  targetDate?: string | null;
}

/**
 * An ordered list of steps, completed ones marked with a check and their date; the owner may mark an
 * open step complete (`onComplete`), one at a time (`busyId`).
 */
export function CompletionList({ label, items, onComplete, busyId }: {
  label: string;
  items: CompletionItem[];
  onComplete?: (item: CompletionItem) => void;
  busyId?: string | null;
}) {
  const { formatMessage } = useI18n();
  return (
    <ol className="mt-4 space-y-2" aria-label={label}>
      {items.map((item) => {
        const done = item.completedAt !== null;
        return (
          <li key={item.id} className="flex items-start gap-3 rounded-lg border border-slate-100 px-3 py-2.5" data-completed={done}>
            {done ? (
              <CircleCheck className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600" aria-label={formatMessage(messages.completed)} />
            ) : (
              <Circle className="mt-0.5 h-5 w-5 shrink-0 text-slate-300" aria-label={formatMessage(messages.notCompleted)} />
            )}
            <div className="min-w-0 flex-1">
              <p className={`text-sm font-medium ${done ? 'text-slate-600' : 'text-slate-900'}`}>{item.title}</p>
              {item.description && <p className="text-xs text-slate-500">{item.description}</p>}
              <p className="text-xs text-slate-500">
                {done ? formatMessage(messages.completedOn, { date: formatDate(item.completedAt!) }) : item.targetDate ? formatMessage(messages.targetOn, { date: formatDate(item.targetDate) }) : null}
              </p>
            </div>
            {!done && onComplete && (
              <Button
                size="sm"
                variant="secondary"
                className="shrink-0"
                isLoading={busyId === item.id}
                disabled={!!busyId}
                onClick={() => onComplete(item)}
                aria-label={formatMessage(messages.markCompleteItem, { title: item.title })}
              >
                {formatMessage(messages.markComplete)}
              </Button>
            )}
          </li>
        );
      })}
    </ol>
  );
}
