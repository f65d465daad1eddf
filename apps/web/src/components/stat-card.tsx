import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card } from './card';

/**
 * A dashboard figure (SPEC.md section 2 "Dashboard cards" and the placeholder modules' tiles): label,
 * value, a short caption and a coloured icon (`tone` = Tailwind classes of the icon badge). A `null`
 * value shows a dash while it loads. Every dashboard of every module uses this one card.
 */
export function StatCard({ label, value, caption, icon: Icon, tone }: { label: string; value: ReactNode | null; caption: ReactNode; icon: LucideIcon; tone: string }) {
  return (
    <Card className="p-4 sm:p-5" data-testid="stat-tile">
      <div className="flex items-start justify-between gap-2">
        <p className="text-sm font-medium text-slate-600">{label}</p>
        <span className={`hidden h-10 w-10 shrink-0 items-center justify-center rounded-lg sm:flex ${tone}`}>
          <Icon className="h-5 w-5" aria-hidden />
        </span>
      </div>
      <p className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl" data-testid="stat-value" aria-live="polite">
        {value ?? <span className="text-slate-300">–</span>}
      </p>
      <p className="mt-1 text-xs text-slate-500">{caption}</p>
    </Card>
  );
}
