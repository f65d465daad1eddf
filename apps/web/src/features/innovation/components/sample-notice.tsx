import { Info } from 'lucide-react';

/** Says plainly that what the page shows is sample data. */
export function SampleNotice({ children }: { children: string }) {
  return (
    <p role="note" className="mb-6 flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
      <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      {children}
    </p>
  );
}
