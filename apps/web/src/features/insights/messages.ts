import { defineMessages } from 'react-intl';

/**
 * The Insights screens' texts in English, the source of insights/locales/<language>.json. Ids start
 * with `insights.`; the sample figures and targets are numbers, not messages.
 */
export const insightsMessages = defineMessages({
  title: { id: 'insights.title', defaultMessage: 'Insights' },
  subtitle: { id: 'insights.subtitle', defaultMessage: 'Analytics and business intelligence' },
  newDashboard: { id: 'insights.newDashboard', defaultMessage: 'New Dashboard' },
  newDashboardReason: { id: 'insights.newDashboardReason', defaultMessage: 'Creating dashboards is not available yet.' },
  emptyTitle: { id: 'insights.emptyTitle', defaultMessage: 'No dashboards of your own yet' },
  emptyMessage: {
    id: 'insights.emptyMessage',
    defaultMessage: 'Dashboards you create will be listed here. Until then, the figures, dashboards and metrics below are examples of what Insights will show.',
  },
  explore: { id: 'insights.explore', defaultMessage: 'Explore' },
  recentDashboards: { id: 'insights.recentDashboards', defaultMessage: 'Recent Dashboards' },
  keyMetrics: { id: 'insights.keyMetrics', defaultMessage: 'Key Metrics' },
  target: { id: 'insights.target', defaultMessage: 'Target' },
  comingSoon: { id: 'insights.comingSoon', defaultMessage: 'Coming Soon' },
  comingSoonMessage: { id: 'insights.comingSoonMessage', defaultMessage: 'This part of Insights is not available yet. It will come in a future release.' },
  backToInsights: { id: 'insights.backToInsights', defaultMessage: 'Back to Insights' },
});

/** The figure tiles: label and caption of each. */
export const insightsTileMessages = defineMessages({
  activeDashboards: { id: 'insights.tile.activeDashboards', defaultMessage: 'Active Dashboards' },
  activeDashboardsCaption: { id: 'insights.tile.activeDashboardsCaption', defaultMessage: 'Shared across teams' },
  kpisTracked: { id: 'insights.tile.kpisTracked', defaultMessage: 'KPIs Tracked' },
  kpisTrackedCaption: { id: 'insights.tile.kpisTrackedCaption', defaultMessage: 'Across all modules' },
  reportsGenerated: { id: 'insights.tile.reportsGenerated', defaultMessage: 'Reports Generated' },
  reportsGeneratedCaption: { id: 'insights.tile.reportsGeneratedCaption', defaultMessage: 'This quarter' },
  dataSources: { id: 'insights.tile.dataSources', defaultMessage: 'Data Sources' },
  dataSourcesCaption: { id: 'insights.tile.dataSourcesCaption', defaultMessage: 'All connected' },
});

/** The links to dashboards, KPIs and reports: label and description of each. */
export const insightsLinkMessages = defineMessages({
  dashboards: { id: 'insights.link.dashboards', defaultMessage: 'Dashboards' },
  dashboardsDescription: { id: 'insights.link.dashboardsDescription', defaultMessage: 'Build and share interactive dashboards' },
  kpis: { id: 'insights.link.kpis', defaultMessage: 'KPIs' },
  kpisDescription: { id: 'insights.link.kpisDescription', defaultMessage: 'Define targets and follow key indicators' },
  reports: { id: 'insights.link.reports', defaultMessage: 'Reports' },
  reportsDescription: { id: 'insights.link.reportsDescription', defaultMessage: 'Schedule and download reports' },
});

/** The sample Recent Dashboards: name, detail and last update of each. */
export const insightsDashboardMessages = defineMessages({
  executiveOverview: { id: 'insights.dashboard.executiveOverview', defaultMessage: 'Executive Overview' },
  executiveOverviewDetail: { id: 'insights.dashboard.executiveOverviewDetail', defaultMessage: 'Revenue, margin and headcount' },
  executiveOverviewUpdated: { id: 'insights.dashboard.executiveOverviewUpdated', defaultMessage: 'Updated 2 hours ago' },
  resourceUtilization: { id: 'insights.dashboard.resourceUtilization', defaultMessage: 'Resource Utilization' },
  resourceUtilizationDetail: { id: 'insights.dashboard.resourceUtilizationDetail', defaultMessage: 'Billable hours by team and project' },
  resourceUtilizationUpdated: { id: 'insights.dashboard.resourceUtilizationUpdated', defaultMessage: 'Updated yesterday' },
  salesPerformance: { id: 'insights.dashboard.salesPerformance', defaultMessage: 'Sales Performance' },
  salesPerformanceDetail: { id: 'insights.dashboard.salesPerformanceDetail', defaultMessage: 'Pipeline value and win rate' },
  salesPerformanceUpdated: { id: 'insights.dashboard.salesPerformanceUpdated', defaultMessage: 'Updated 12 days ago' },
  hiringFunnel: { id: 'insights.dashboard.hiringFunnel', defaultMessage: 'Hiring Funnel' },
  hiringFunnelDetail: { id: 'insights.dashboard.hiringFunnelDetail', defaultMessage: 'Candidates by stage and source' },
  hiringFunnelUpdated: { id: 'insights.dashboard.hiringFunnelUpdated', defaultMessage: 'Updated 3 days ago' },
});

/** The label shown for each sample dashboard status. */
export const insightsStatusMessages = defineMessages({
  Active: { id: 'insights.status.active', defaultMessage: 'Active' },
  'Needs Update': { id: 'insights.status.needsUpdate', defaultMessage: 'Needs Update' },
});

/** The sample Key Metrics: name and detail of each. */
export const insightsMetricMessages = defineMessages({
  revenueGrowth: { id: 'insights.metric.revenueGrowth', defaultMessage: 'Revenue Growth' },
  revenueGrowthDetail: { id: 'insights.metric.revenueGrowthDetail', defaultMessage: 'Year over year' },
  utilization: { id: 'insights.metric.utilization', defaultMessage: 'Utilization' },
  utilizationDetail: { id: 'insights.metric.utilizationDetail', defaultMessage: 'Billable hours over available hours' },
  clientSatisfaction: { id: 'insights.metric.clientSatisfaction', defaultMessage: 'Client Satisfaction' },
  clientSatisfactionDetail: { id: 'insights.metric.clientSatisfactionDetail', defaultMessage: 'Average survey score' },
});
