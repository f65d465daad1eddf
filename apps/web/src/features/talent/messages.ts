import { defineMessages } from 'react-intl';

/**
 * The Talent screen's texts in English, the source of talent/locales/<language>.json. Ids start
 * with `talent.`; the tiles' figures are numbers, not messages.
 */
export const talentMessages = defineMessages({
  title: { id: 'talent.title', defaultMessage: 'Talent Management' },
  subtitle: { id: 'talent.subtitle', defaultMessage: 'Resource allocation and workforce planning' },
  readyTitle: { id: 'talent.readyTitle', defaultMessage: 'Talent module is ready for implementation' },
  readyMessage: { id: 'talent.readyMessage', defaultMessage: 'Employee availability, project allocations and utilization will appear here once the module is connected to its backend APIs.' },
});

/** The figure tiles: label and caption of each. */
export const talentTileMessages = defineMessages({
  totalEmployees: { id: 'talent.tile.totalEmployees', defaultMessage: 'Total Employees' },
  totalEmployeesCaption: { id: 'talent.tile.totalEmployeesCaption', defaultMessage: 'Active employees' },
  available: { id: 'talent.tile.available', defaultMessage: 'Available' },
  availableCaption: { id: 'talent.tile.availableCaption', defaultMessage: 'Ready for allocation' },
  allocated: { id: 'talent.tile.allocated', defaultMessage: 'Allocated' },
  allocatedCaption: { id: 'talent.tile.allocatedCaption', defaultMessage: 'On projects' },
  utilization: { id: 'talent.tile.utilization', defaultMessage: 'Utilization' },
  utilizationCaption: { id: 'talent.tile.utilizationCaption', defaultMessage: 'Average rate' },
});
