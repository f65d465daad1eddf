/** Project texts: a placeholder with zero counts. */
export const PROJECT_TEXTS = {
  title: 'Project Estimation & Quality',
  subtitle: 'Estimates, statements of work and delivery quality',
  tiles: [
    { label: 'Active Projects', value: '0', caption: 'In delivery' },
    { label: 'Estimates', value: '0', caption: 'In preparation' },
    { label: 'SOWs', value: '0', caption: 'Statements of work' },
    { label: 'Team Members', value: '0', caption: 'Assigned to projects' },
  ],
  readyTitle: 'Project module is ready for implementation',
  readyMessage:
    'Project estimates, statements of work (SOWs) and delivery quality tracking will appear here once the module is connected to its backend APIs.',
} as const;
