import { LayoutDashboard, Target } from 'lucide-react';
import { Badge } from '../../../components/badge';
import { Card, CardHeader } from '../../../components/card';
import { useI18n } from '../../../lib/i18n/intl';
import { insightsMessages as messages, insightsStatusMessages } from '../messages';
import { INSIGHTS_DASHBOARDS, INSIGHTS_METRICS } from '../texts';

/** Recent Dashboards: sample items with status Active or Needs Update. */
export function RecentDashboards() {
  const { formatMessage } = useI18n();
  return (
    <Card>
      <CardHeader title={formatMessage(messages.recentDashboards)} />
      <ul className="divide-y divide-slate-100" aria-label={formatMessage(messages.recentDashboards)}>
        {INSIGHTS_DASHBOARDS.map((item) => (
          <li key={item.name.id} data-testid="recent-dashboard" className="flex items-center gap-3 px-5 py-3.5">
            <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-teal-50 text-teal-700">
              <LayoutDashboard className="h-4 w-4" aria-hidden />
            </span>
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-slate-900">{formatMessage(item.name)}</p>
              <p className="text-xs text-slate-500">
                {formatMessage(item.detail)} · {formatMessage(item.updated)}
              </p>
            </div>
            <Badge tone={item.status === 'Active' ? 'green' : 'amber'} className="shrink-0">
              {formatMessage(insightsStatusMessages[item.status])}
            </Badge>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** Key Metrics: the sample targets (revenue growth 15%, utilization 85%, client satisfaction 4.5/5). */
export function KeyMetrics() {
  const { formatMessage } = useI18n();
  return (
    <Card>
      <CardHeader title={formatMessage(messages.keyMetrics)} />
      <ul className="divide-y divide-slate-100" aria-label={formatMessage(messages.keyMetrics)}>
        {INSIGHTS_METRICS.map((metric) => (
          <li key={metric.name.id} data-testid="key-metric" className="flex items-center gap-3 px-5 py-3.5">
            <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-blue-50 text-blue-700">
              <Target className="h-4 w-4" aria-hidden />
            </span>
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-slate-900">{formatMessage(metric.name)}</p>
              <p className="text-xs text-slate-500">{formatMessage(metric.detail)}</p>
            </div>
            <div className="shrink-0 text-right">
              <p className="text-xs text-slate-500">{formatMessage(messages.target)}</p>
              <p className="text-base font-semibold text-slate-900">{metric.target}</p>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
