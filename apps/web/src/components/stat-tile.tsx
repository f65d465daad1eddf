import type { LucideIcon } from 'lucide-react';
import { Card } from './card';

/** A figure tile: label, value, caption and a coloured icon (`tone` = Tailwind classes of the badge). */
export function StatTile({ label, value, caption, icon: Icon, tone }: { label: string; value: string; caption: string; icon: LucideIcon; tone: string }) {
  return (
    <Card className="p-4 sm:p-5" data-testid="stat-tile">
      <div className="flex items-start justify-between gap-2">
        <p className="text-sm font-medium text-slate-600">{label}</p>
        <span className={`hidden h-10 w-10 shrink-0 items-center justify-center rounded-lg sm:flex ${tone}`}>
          <Icon className="h-5 w-5" aria-hidden />
        </span>
      </div>
      <p className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{value}</p>
      <p className="mt-1 text-xs text-slate-500">{caption}</p>
    </Card>
  );
}
