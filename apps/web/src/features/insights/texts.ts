/** Insights texts and sample figures (hard-coded, as the spec gives them). */
export const INSIGHTS_TEXTS = {
  title: 'Insights',
  subtitle: 'Analytics and business intelligence',
  newDashboard: 'New Dashboard',
  newDashboardReason: 'Creating dashboards is not available yet.',
  emptyTitle: 'No dashboards of your own yet',
  emptyMessage: 'Dashboards you create will be listed here. Until then, the figures, dashboards and metrics below are examples of what Insights will show.',
  tiles: [
    { label: 'Active Dashboards', value: '8', caption: 'Shared across teams' },
    { label: 'KPIs Tracked', value: '24', caption: 'Across all modules' },
    { label: 'Reports Generated', value: '156', caption: 'This quarter' },
    { label: 'Data Sources', value: '6', caption: 'All connected' },
  ],
  explore: 'Explore',
  links: [
    { to: '/insights/dashboards', label: 'Dashboards', description: 'Build and share interactive dashboards' },
    { to: '/insights/kpis', label: 'KPIs', description: 'Define targets and follow key indicators' },
    { to: '/insights/reports', label: 'Reports', description: 'Schedule and download reports' },
  ],
  recentDashboards: 'Recent Dashboards',
  dashboards: [
    { name: 'Executive Overview', detail: 'Revenue, margin and headcount', updated: 'Updated 2 hours ago', status: 'Active' },
    { name: 'Resource Utilization', detail: 'Billable hours by team and project', updated: 'Updated yesterday', status: 'Active' },
    { name: 'Sales Performance', detail: 'Pipeline value and win rate', updated: 'Updated 12 days ago', status: 'Needs Update' },
    { name: 'Hiring Funnel', detail: 'Candidates by stage and source', updated: 'Updated 3 days ago', status: 'Active' },
  ],
  keyMetrics: 'Key Metrics',
  metrics: [
    { name: 'Revenue Growth', target: '15%', detail: 'Year over year' },
    { name: 'Utilization', target: '85%', detail: 'Billable hours over available hours' },
    { name: 'Client Satisfaction', target: '4.5/5', detail: 'Average survey score' },
  ],
  target: 'Target',
  comingSoon: 'Coming Soon',
  comingSoonMessage: 'This part of Insights is not available yet. It will come in a future release.',
  backToInsights: 'Back to Insights',
} as const;
