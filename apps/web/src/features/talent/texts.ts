/** Talent texts, verbatim. */
export const TALENT_TEXTS = {
  title: 'Talent Management',
  subtitle: 'Resource allocation and workforce planning',
  tiles: [
    { label: 'Total Employees', value: '0', caption: 'Active employees' },
    { label: 'Available', value: '0', caption: 'Ready for allocation' },
    { label: 'Allocated', value: '0', caption: 'On projects' },
    { label: 'Utilization', value: '0%', caption: 'Average rate' },
  ],
  readyTitle: 'Talent module is ready for implementation',
  readyMessage:
    'Employee availability, project allocations and utilization will appear here once the module is connected to its backend APIs.',
} as const;
