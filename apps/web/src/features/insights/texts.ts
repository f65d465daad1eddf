import type { MessageDescriptor } from 'react-intl';
import {
  insightsDashboardMessages as dashboard,
  insightsLinkMessages as link,
  insightsMessages,
  insightsMetricMessages as metric,
  insightsTileMessages as tile,
} from './messages';
import type { insightsStatusMessages } from './messages';

/** The figure tiles: fixed sample figures with their label and caption. */
export const INSIGHTS_TILES: ReadonlyArray<{ label: MessageDescriptor; value: string; caption: MessageDescriptor }> = [
  { label: tile.activeDashboards, value: '8', caption: tile.activeDashboardsCaption },
  { label: tile.kpisTracked, value: '24', caption: tile.kpisTrackedCaption },
  { label: tile.reportsGenerated, value: '156', caption: tile.reportsGeneratedCaption },
  { label: tile.dataSources, value: '6', caption: tile.dataSourcesCaption },
];

/** The links to dashboards, KPIs and reports. */
export const INSIGHTS_LINKS: ReadonlyArray<{ to: string; label: MessageDescriptor; description: MessageDescriptor }> = [
  { to: '/insights/dashboards', label: link.dashboards, description: link.dashboardsDescription },
  { to: '/insights/kpis', label: link.kpis, description: link.kpisDescription },
  { to: '/insights/reports', label: link.reports, description: link.reportsDescription },
];

export type DashboardStatus = keyof typeof insightsStatusMessages;

/** The sample Recent Dashboards, with status Active or Needs Update. */
export const INSIGHTS_DASHBOARDS: ReadonlyArray<{ name: MessageDescriptor; detail: MessageDescriptor; updated: MessageDescriptor; status: DashboardStatus }> = [
  { name: dashboard.executiveOverview, detail: dashboard.executiveOverviewDetail, updated: dashboard.executiveOverviewUpdated, status: 'Active' },
  { name: dashboard.resourceUtilization, detail: dashboard.resourceUtilizationDetail, updated: dashboard.resourceUtilizationUpdated, status: 'Active' },
  { name: dashboard.salesPerformance, detail: dashboard.salesPerformanceDetail, updated: dashboard.salesPerformanceUpdated, status: 'Needs Update' },
  { name: dashboard.hiringFunnel, detail: dashboard.hiringFunnelDetail, updated: dashboard.hiringFunnelUpdated, status: 'Active' },
];

/** The sample Key Metrics and their targets (revenue growth 15%, utilization 85%, client satisfaction 4.5/5). */
export const INSIGHTS_METRICS: ReadonlyArray<{ name: MessageDescriptor; target: string; detail: MessageDescriptor }> = [
  { name: metric.revenueGrowth, target: '15%', detail: metric.revenueGrowthDetail },
  { name: metric.utilization, target: '85%', detail: metric.utilizationDetail },
  { name: metric.clientSatisfaction, target: '4.5/5', detail: metric.clientSatisfactionDetail },
];

const english = (message: MessageDescriptor) => message.defaultMessage as string;

/**
 * The Insights texts and sample figures in English (each message's default), for tests and the spec's
 * checks; the screens format the messages in the page's language.
 */
export const INSIGHTS_TEXTS = {
  ...(Object.fromEntries(Object.entries(insightsMessages).map(([key, message]) => [key, message.defaultMessage])) as {
    readonly [K in keyof typeof insightsMessages]: string;
  }),
  tiles: INSIGHTS_TILES.map((t) => ({ label: english(t.label), value: t.value, caption: english(t.caption) })),
  links: INSIGHTS_LINKS.map((l) => ({ to: l.to, label: english(l.label), description: english(l.description) })),
  dashboards: INSIGHTS_DASHBOARDS.map((d) => ({ name: english(d.name), detail: english(d.detail), updated: english(d.updated), status: d.status })),
  metrics: INSIGHTS_METRICS.map((m) => ({ name: english(m.name), target: m.target, detail: english(m.detail) })),
};
