import type { LucideIcon } from 'lucide-react';
import { Card } from '../../../components/card';

/** A dashboard figure: label, value and a short caption (SPEC.md section 2 "Dashboard cards"). */
export function StatCard({ label, value, caption, icon: Icon, tone }: { label: string; value: string; caption: string; icon: LucideIcon; tone: string }) {
  return (
    <Card className="p-5" data-testid={`stat-${label}`}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-medium text-slate-600">{label}</p>
          <p className="mt-2 text-3xl font-bold tracking-tight text-slate-900" data-testid="stat-value">
            {value}
          </p>
          <p className="mt-1 text-sm text-slate-500">{caption}</p>
        </div>
        <span className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-lg ${tone}`}>
          <Icon className="h-5 w-5" aria-hidden />
        </span>
      </div>
    </Card>
  );
}
