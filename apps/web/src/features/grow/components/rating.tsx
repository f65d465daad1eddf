import { Star } from 'lucide-react';
import { useI18n } from '../../../lib/i18n/intl';
import { growMessages as messages } from '../messages';

/** A rating out of 5 as five stars and the figure, e.g. '4/5'. */
export function Rating({ value, label, testId = 'review-rating' }: { value: number; label: string; testId?: string }) {
  const { formatMessage } = useI18n();
  return (
    <span className="inline-flex items-center gap-1.5" data-testid={testId}>
      <span className="sr-only">{label}: </span>
      <span className="flex" aria-hidden>
        {[1, 2, 3, 4, 5].map((n) => (
          <Star key={n} className={`h-4 w-4 ${n <= value ? 'fill-amber-400 text-amber-400' : 'text-slate-300'}`} />
        ))}
      </span>
      <span className="text-sm font-semibold text-slate-800">{formatMessage(messages.ratingOutOf5, { rating: value })}</span>
    </span>
  );
}
