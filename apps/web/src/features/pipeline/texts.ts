/** Pipeline texts, verbatim. */
export const PIPELINE_TEXTS = {
  title: 'Sales Pipeline',
  subtitle: 'Track leads and opportunities through your sales funnel',
  tiles: [
    { label: 'Total Leads', value: '0', caption: 'Active leads' },
    { label: 'Opportunities', value: '0', caption: 'In pipeline' },
    { label: 'Conversion Rate', value: '0%', caption: 'This month' },
    { label: 'Pipeline Value', value: '$0', caption: 'Total value' },
  ],
  readyTitle: 'Pipeline module is ready for implementation',
  readyMessage:
    'Lead and opportunity tracking needs its backend APIs. Once they are connected, your sales funnel will appear here.',
} as const;
