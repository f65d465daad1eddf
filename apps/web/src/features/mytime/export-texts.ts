/** Texts of the exports and charts (ours: the spec has none). Tests import them. */
export const EXPORT_TEXTS = {
  export: 'Export',
  exportTeam: 'Export team',
  exportProject: 'Export',
  from: 'From',
  to: 'To',
  format: 'Format',
  content: 'Content',
  entries: 'Time entries',
  summary: 'Summary by person and month',
  download: 'Download',
  cancel: 'Cancel',
  downloading: 'Downloading export',
  received: (size: string) => `Downloading… ${size} received`,
  failed: 'Export failed:',
} as const;

/** Texts of the MyTime dashboard's charts (ours). */
export const CHART_TEXTS = {
  myHours: 'My hours, last 5 weeks',
  teamHours: "Team hours last week",
  billable: 'Billable',
  nonBillable: 'Non-billable',
  date: 'Date',
  person: 'Person',
  hours: 'Hours',
  showTable: 'Show as table',
  showChart: 'Show as chart',
  loading: 'Loading chart',
  failed: 'Failed to load chart data.',
  noTeam: 'No hours recorded by your team last week.',
} as const;
