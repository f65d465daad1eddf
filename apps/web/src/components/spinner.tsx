import { useEffect, useState } from 'react';
import { Loader2 } from 'lucide-react';
import { useI18n } from '../lib/i18n/intl';
import { loadStateMessages as messages } from './messages';

/** How long a load lasts before its spinner shows, in milliseconds. */
export const SPINNER_DELAY_MS = 400;

/**
 * A centred spinner with an optional label, announced to screen readers at once; the turning icon is
 * drawn only once the load has lasted `SPINNER_DELAY_MS`: most reads answer sooner, and a
 * turning icon is a frame to draw 60 times a second, which a CSS animation delay does not spare (the
 * compositor ticks a delayed animation from the start). `data-loading` marks it from the first render, for
 * anything that waits for a screen to settle (the e2e axe walk).
 */
export function Spinner({ label, className = '' }: { label?: string; className?: string }) {
  const { formatMessage } = useI18n();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setShown(true), SPINNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <div role="status" aria-live="polite" data-loading="" className={`flex flex-col items-center justify-center gap-3 py-12 text-slate-500 ${className}`}>
      {shown ? <Loader2 className="h-8 w-8 animate-spin text-blue-600" aria-hidden /> : <span className="h-8 w-8" aria-hidden />}
      {label ? <p className="text-sm">{label}</p> : <span className="sr-only">{formatMessage(messages.loading)}</span>}
    </div>
  );
}
