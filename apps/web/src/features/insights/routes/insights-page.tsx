import { Link } from 'react-router';
import { BarChart3, ChevronRight, Database, FileBarChart, LayoutDashboard, Plus, Target } from 'lucide-react';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { KeyMetrics, RecentDashboards } from '../components/insights-lists';
import { StatCard } from '../../../components/stat-card';
import { useI18n } from '../../../lib/i18n/intl';
import { insightsMessages as messages } from '../messages';
import { INSIGHTS_LINKS, INSIGHTS_TILES } from '../texts';

const TILE_ICONS = [
  { icon: LayoutDashboard, tone: 'bg-teal-100 text-teal-700' },
  { icon: Target, tone: 'bg-blue-100 text-blue-700' },
  { icon: FileBarChart, tone: 'bg-violet-100 text-violet-700' },
  { icon: Database, tone: 'bg-emerald-100 text-emerald-700' },
] as const;

const LINK_ICONS = [LayoutDashboard, Target, BarChart3] as const;

const NEW_DASHBOARD_REASON_ID = 'new-dashboard-reason';

/**
 * The Insights index, at /insights and /insights/dashboard:
 * 'New Dashboard' (disabled, with the reason beside it: a button that does nothing must say so), an
 * empty state for the person's own dashboards, the fixed figures 8, 24, 156, 6, links to dashboards,
 * kpis and reports, Recent Dashboards and Key Metrics. All sample data; no backend calls.
 */
export function InsightsPage() {
  const { formatMessage } = useI18n();
  return (
    <div>
      <PageHeader
        title={formatMessage(messages.title)}
        subtitle={formatMessage(messages.subtitle)}
        actions={
          <div className="flex flex-col gap-1 sm:items-end">
            <Button disabled aria-describedby={NEW_DASHBOARD_REASON_ID}>
              <Plus className="h-4 w-4" aria-hidden />
              {formatMessage(messages.newDashboard)}
            </Button>
            <p id={NEW_DASHBOARD_REASON_ID} className="text-xs text-slate-500">
              {formatMessage(messages.newDashboardReason)}
            </p>
          </div>
        }
      />
      <Card className="mb-6">
        <EmptyState icon={LayoutDashboard} title={formatMessage(messages.emptyTitle)} description={formatMessage(messages.emptyMessage)} />
      </Card>
      <div className="mb-8 grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        {INSIGHTS_TILES.map((tile, index) => (
          <StatCard key={tile.label.id} label={formatMessage(tile.label)} value={tile.value} caption={formatMessage(tile.caption)} {...TILE_ICONS[index]!} />
        ))}
      </div>
      <h2 className="mb-3 text-lg font-semibold text-slate-900">{formatMessage(messages.explore)}</h2>
      <ul className="mb-8 grid grid-cols-1 gap-4 md:grid-cols-3">
        {INSIGHTS_LINKS.map((link, index) => {
          const Icon = LINK_ICONS[index]!;
          return (
            <li key={link.to}>
              <Link
                to={link.to}
                className="group flex h-full items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-blue-300 hover:shadow-md"
              >
                <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-700 group-hover:bg-blue-50 group-hover:text-blue-700">
                  <Icon className="h-5 w-5" aria-hidden />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block text-sm font-semibold text-slate-900">{formatMessage(link.label)}</span>
                  <span className="block text-xs text-slate-500">{formatMessage(link.description)}</span>
                </span>
                <ChevronRight className="h-4 w-4 shrink-0 text-slate-400 group-hover:text-blue-700" aria-hidden />
              </Link>
            </li>
          );
        })}
      </ul>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <RecentDashboards />
        <KeyMetrics />
      </div>
    </div>
  );
}
