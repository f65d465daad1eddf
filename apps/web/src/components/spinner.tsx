import { Loader2 } from 'lucide-react';

/**
 * A centred spinner with an optional label, announced to screen readers at once; the icon appears and
 * turns only when the load has lasted 400 ms (`animate-spin-delayed` in index.css, decision 0093).
 */
export function Spinner({ label, className = '' }: { label?: string; className?: string }) {
  return (
    <div role="status" aria-live="polite" className={`flex flex-col items-center justify-center gap-3 py-12 text-slate-500 ${className}`}>
      <Loader2 className="h-8 w-8 animate-spin-delayed text-blue-600" aria-hidden />
      {label ? <p className="text-sm">{label}</p> : <span className="sr-only">Loading</span>}
    </div>
  );
}
