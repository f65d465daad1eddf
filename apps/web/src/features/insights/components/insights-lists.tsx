import { LayoutDashboard, Target } from 'lucide-react';
import { Badge } from '../../../components/badge';
import { Card, CardHeader } from '../../../components/card';
import { INSIGHTS_TEXTS } from '../texts';

/** Recent Dashboards: sample items with status Active or Needs Update. */
export function RecentDashboards() {
  return (
    <Card>
      <CardHeader title={INSIGHTS_TEXTS.recentDashboards} />
      <ul className="divide-y divide-slate-100" aria-label={INSIGHTS_TEXTS.recentDashboards}>
        {INSIGHTS_TEXTS.dashboards.map((item) => (
          <li key={item.name} data-testid="recent-dashboard" className="flex items-center gap-3 px-5 py-3.5">
            <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-teal-50 text-teal-700">
              <LayoutDashboard className="h-4 w-4" aria-hidden />
            </span>
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-slate-900">{item.name}</p>
              <p className="text-xs text-slate-500">
                {item.detail} · {item.updated}
              </p>
            </div>
            <Badge tone={item.status === 'Active' ? 'green' : 'amber'} className="shrink-0">
              {item.status}
            </Badge>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** Key Metrics: the sample targets (revenue growth 15%, utilization 85%, client satisfaction 4.5/5). */
export function KeyMetrics() {
  return (
    <Card>
      <CardHeader title={INSIGHTS_TEXTS.keyMetrics} />
      <ul className="divide-y divide-slate-100" aria-label={INSIGHTS_TEXTS.keyMetrics}>
        {INSIGHTS_TEXTS.metrics.map((metric) => (
          <li key={metric.name} data-testid="key-metric" className="flex items-center gap-3 px-5 py-3.5">
            <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-blue-50 text-blue-700">
              <Target className="h-4 w-4" aria-hidden />
            </span>
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-slate-900">{metric.name}</p>
              <p className="text-xs text-slate-500">{metric.detail}</p>
            </div>
            <div className="shrink-0 text-right">
              <p className="text-xs text-slate-500">{INSIGHTS_TEXTS.target}</p>
              <p className="text-base font-semibold text-slate-900">{metric.target}</p>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
