import { defineMessages } from 'react-intl';

/**
 * The Project screen's texts in English, the source of project/locales/<language>.json. Ids start
 * with `project.`; the tiles' figures are numbers, not messages.
 */
export const projectMessages = defineMessages({
  title: { id: 'project.title', defaultMessage: 'Project Estimation & Quality' },
  subtitle: { id: 'project.subtitle', defaultMessage: 'Estimates, statements of work and delivery quality' },
  readyTitle: { id: 'project.readyTitle', defaultMessage: 'Project module is ready for implementation' },
  readyMessage: { id: 'project.readyMessage', defaultMessage: 'Project estimates, statements of work (SOWs) and delivery quality tracking will appear here once the module is connected to its backend APIs.' },
});

/** The figure tiles: label and caption of each. */
export const projectTileMessages = defineMessages({
  activeProjects: { id: 'project.tile.activeProjects', defaultMessage: 'Active Projects' },
  activeProjectsCaption: { id: 'project.tile.activeProjectsCaption', defaultMessage: 'In delivery' },
  estimates: { id: 'project.tile.estimates', defaultMessage: 'Estimates' },
  estimatesCaption: { id: 'project.tile.estimatesCaption', defaultMessage: 'In preparation' },
  sows: { id: 'project.tile.sows', defaultMessage: 'SOWs' },
  sowsCaption: { id: 'project.tile.sowsCaption', defaultMessage: 'Statements of work' },
  teamMembers: { id: 'project.tile.teamMembers', defaultMessage: 'Team Members' },
  teamMembersCaption: { id: 'project.tile.teamMembersCaption', defaultMessage: 'Assigned to projects' },
});
