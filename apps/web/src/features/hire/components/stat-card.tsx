import type { LucideIcon } from 'lucide-react';
import { Card } from '../../../components/card';

/** A dashboard figure: title, value and icon. `value` null shows a placeholder while loading. */
export function StatCard({ title, value, hint, icon: Icon, tone }: { title: string; value: number | null; hint: string; icon: LucideIcon; tone: string }) {
  return (
    <Card className="p-4 sm:p-5" data-testid={`stat-${title.toLowerCase().replaceAll(' ', '-')}`}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-sm font-medium text-slate-600">{title}</h2>
          <p className="mt-2 text-2xl font-bold sm:text-3xl tracking-tight text-slate-900" aria-live="polite">
            {value ?? <span className="text-slate-300">–</span>}
          </p>
          <p className="mt-1 text-xs text-slate-500">{hint}</p>
        </div>
        <span className={`hidden h-11 w-11 shrink-0 items-center justify-center rounded-xl sm:flex ${tone}`}>
          <Icon className="h-5 w-5" aria-hidden />
        </span>
      </div>
    </Card>
  );
}
