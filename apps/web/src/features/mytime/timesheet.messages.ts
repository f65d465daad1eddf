import { defineMessages, type PrimitiveType, type TypedMessageDescriptor } from 'react-intl';

/**
 * The English texts of MyTime's timesheet half (timesheets, the week grid, the dashboard, projects,
 * exports), the source of mytime/locales/<language>.json. Verbatim where the spec gives them;
 * `texts.ts` derives its English constants (which tests import) from these.
 */

/**
 * Messages with placeholders, typed by their values (`V`: each message's placeholder names and types),
 * so `formatMessage` checks the values it is given; written out because the declaration files cannot
 * name the type `defineMessages` infers for them.
 */
type Formats<V extends Record<string, Record<string, PrimitiveType>>> = {
  readonly [K in keyof V]: TypedMessageDescriptor<V[K]> & { readonly id: string; readonly defaultMessage: string };
};

/** Texts several screens share: the hours unit, the hours rules of a cell, the forms' required fields. */
const commonTexts = defineMessages({
  unknown: { id: 'mytime.common.unknown', defaultMessage: 'Unknown' },
  fillRequired: { id: 'mytime.common.fillRequired', defaultMessage: 'Please fill all required fields' },
  loadingPermissions: { id: 'mytime.common.loadingPermissions', defaultMessage: 'Loading your permissions...' },
  hoursNumber: { id: 'mytime.common.hoursNumber', defaultMessage: 'Hours must be a number' },
  hoursMin: { id: 'mytime.common.hoursMin', defaultMessage: 'Hours must be at least 0' },
  hoursStep: { id: 'mytime.common.hoursStep', defaultMessage: 'Hours must be in steps of 0.5' },
});
type CommonValues = {
  hoursValue: { hours: string };
  hoursMax: { max: number };
  nonBillableProject: { project: string };
};
const commonFormats: Formats<CommonValues> = defineMessages<CommonValues>({
  hoursValue: { id: 'mytime.common.hoursValue', defaultMessage: '{hours} h' },
  hoursMax: { id: 'mytime.common.hoursMax', defaultMessage: 'Hours must be at most {max}' },
  nonBillableProject: { id: 'mytime.common.nonBillableProject', defaultMessage: 'Project {project} is non-billable; its hours cannot be billable' },
});
export const commonMessages: typeof commonTexts & typeof commonFormats = { ...commonTexts, ...commonFormats };

/** Time entry categories as people read them (the values sent to the API stay the category names). */
export const categoryMessages = defineMessages({
  Development: { id: 'mytime.common.category.development', defaultMessage: 'Development' },
  Testing: { id: 'mytime.common.category.testing', defaultMessage: 'Testing' },
  CodeReview: { id: 'mytime.common.category.codeReview', defaultMessage: 'Code Review' },
  Meeting: { id: 'mytime.common.category.meeting', defaultMessage: 'Meeting' },
  Documentation: { id: 'mytime.common.category.documentation', defaultMessage: 'Documentation' },
  Planning: { id: 'mytime.common.category.planning', defaultMessage: 'Planning' },
  Research: { id: 'mytime.common.category.research', defaultMessage: 'Research' },
  Support: { id: 'mytime.common.category.support', defaultMessage: 'Support' },
});

/** Timesheet, leave and project statuses as badges show them (the values stay the API's). */
export const statusMessages = defineMessages({
  Draft: { id: 'mytime.status.draft', defaultMessage: 'Draft' },
  Submitted: { id: 'mytime.status.submitted', defaultMessage: 'Submitted' },
  Approved: { id: 'mytime.status.approved', defaultMessage: 'Approved' },
  Rejected: { id: 'mytime.status.rejected', defaultMessage: 'Rejected' },
  Pending: { id: 'mytime.status.pending', defaultMessage: 'Pending' },
  Cancelled: { id: 'mytime.status.cancelled', defaultMessage: 'Cancelled' },
  Active: { id: 'mytime.status.active', defaultMessage: 'Active' },
  'On-hold': { id: 'mytime.status.onHold', defaultMessage: 'On-hold' },
  Completed: { id: 'mytime.status.completed', defaultMessage: 'Completed' },
  Archived: { id: 'mytime.status.archived', defaultMessage: 'Archived' },
});

const dashboardTexts = defineMessages({
  title: { id: 'mytime.dashboard.title', defaultMessage: 'MyTime Dashboard' },
  hoursThisWeek: { id: 'mytime.dashboard.hoursThisWeek', defaultMessage: 'Hours This Week' },
  pendingTimesheets: { id: 'mytime.dashboard.pendingTimesheets', defaultMessage: 'Pending Timesheets' },
  awaitingApproval: { id: 'mytime.dashboard.awaitingApproval', defaultMessage: 'awaiting approval' },
  leaveBalance: { id: 'mytime.dashboard.leaveBalance', defaultMessage: 'Leave Balance' },
  days: { id: 'mytime.dashboard.days', defaultMessage: 'days' },
  upcomingLeaves: { id: 'mytime.dashboard.upcomingLeaves', defaultMessage: 'Upcoming Leaves' },
  recentTimesheets: { id: 'mytime.dashboard.recentTimesheets', defaultMessage: 'Recent Timesheets' },
  leaveBalances: { id: 'mytime.dashboard.leaveBalances', defaultMessage: 'Leave Balances' },
  timesheetsFailed: { id: 'mytime.dashboard.timesheetsFailed', defaultMessage: 'Failed to load timesheets. Using default values.' },
  balancesFailed: { id: 'mytime.dashboard.balancesFailed', defaultMessage: 'Failed to load leave balances. Using default values.' },
  viewAll: { id: 'mytime.dashboard.viewAll', defaultMessage: 'View all' },
  requestLeave: { id: 'mytime.dashboard.requestLeave', defaultMessage: 'Request leave' },
  balanceBreakdown: { id: 'mytime.dashboard.balanceBreakdown', defaultMessage: 'Balance by leave type' },
  loadingFigure: { id: 'mytime.dashboard.loadingFigure', defaultMessage: 'Loading' },
  upcomingCaption: { id: 'mytime.dashboard.upcomingCaption', defaultMessage: 'approved, starting after today' },
});
type DashboardValues = {
  outOf: { target: string };
  welcomeBack: { name: string };
  used: { days: string };
  available: { leaveType: string };
};
const dashboardFormats: Formats<DashboardValues> = defineMessages<DashboardValues>({
  outOf: { id: 'mytime.dashboard.outOf', defaultMessage: 'out of {target}' },
  welcomeBack: { id: 'mytime.dashboard.welcomeBack', defaultMessage: 'Welcome back, {name}.' },
  used: { id: 'mytime.dashboard.used', defaultMessage: '{days} used' },
  available: { id: 'mytime.dashboard.available', defaultMessage: '{leaveType} available' },
});
export const dashboardMessages: typeof dashboardTexts & typeof dashboardFormats = { ...dashboardTexts, ...dashboardFormats };

/** The dashboard's hours charts. */
const chartTexts = defineMessages({
  myHours: { id: 'mytime.dashboard.chart.myHours', defaultMessage: 'My hours, last 5 weeks' },
  teamHours: { id: 'mytime.dashboard.chart.teamHours', defaultMessage: 'Team hours last week' },
  billable: { id: 'mytime.dashboard.chart.billable', defaultMessage: 'Billable' },
  nonBillable: { id: 'mytime.dashboard.chart.nonBillable', defaultMessage: 'Non-billable' },
  date: { id: 'mytime.dashboard.chart.date', defaultMessage: 'Date' },
  person: { id: 'mytime.dashboard.chart.person', defaultMessage: 'Person' },
  hours: { id: 'mytime.dashboard.chart.hours', defaultMessage: 'Hours' },
  showTable: { id: 'mytime.dashboard.chart.showTable', defaultMessage: 'Show as table' },
  showChart: { id: 'mytime.dashboard.chart.showChart', defaultMessage: 'Show as chart' },
  loading: { id: 'mytime.dashboard.chart.loading', defaultMessage: 'Loading chart' },
  failed: { id: 'mytime.dashboard.chart.failed', defaultMessage: 'Failed to load chart data.' },
  noTeam: { id: 'mytime.dashboard.chart.noTeam', defaultMessage: 'No hours recorded by your team last week.' },
});
type ChartValues = {
  summary: { title: string; total: string; billable: string; nonBillable: string };
};
const chartFormats: Formats<ChartValues> = defineMessages<ChartValues>({
  summary: { id: 'mytime.dashboard.chart.summary', defaultMessage: '{title}: {total} hours, {billable} billable, {nonBillable} non-billable.' },
});
export const chartMessages: typeof chartTexts & typeof chartFormats = { ...chartTexts, ...chartFormats };

const timesheetTexts = defineMessages({
  title: { id: 'mytime.timesheet.title', defaultMessage: 'Timesheets' },
  newTimesheet: { id: 'mytime.timesheet.newTimesheet', defaultMessage: 'New Timesheet' },
  submit: { id: 'mytime.timesheet.submit', defaultMessage: 'Submit' },
  addEntry: { id: 'mytime.timesheet.addEntry', defaultMessage: 'Add Entry' },
  created: { id: 'mytime.timesheet.created', defaultMessage: 'Timesheet created successfully' },
  createFailed: { id: 'mytime.timesheet.createFailed', defaultMessage: 'Failed to create timesheet' },
  entryAdded: { id: 'mytime.timesheet.entryAdded', defaultMessage: 'Time entry added' },
  addEntryFailed: { id: 'mytime.timesheet.addEntryFailed', defaultMessage: 'Failed to add time entry' },
  entryDeleted: { id: 'mytime.timesheet.entryDeleted', defaultMessage: 'Time entry deleted' },
  deleteEntryFailed: { id: 'mytime.timesheet.deleteEntryFailed', defaultMessage: 'Failed to delete time entry' },
  submitted: { id: 'mytime.timesheet.submitted', defaultMessage: 'Timesheet submitted for approval' },
  submitFailed: { id: 'mytime.timesheet.submitFailed', defaultMessage: 'Failed to submit timesheet' },
  empty: { id: 'mytime.timesheet.empty', defaultMessage: 'No timesheets found' },
  total: { id: 'mytime.timesheet.total', defaultMessage: 'Total' },
  billable: { id: 'mytime.timesheet.billable', defaultMessage: 'Billable' },
  nonBillable: { id: 'mytime.timesheet.nonBillable', defaultMessage: 'Non-billable' },
  rejected: { id: 'mytime.timesheet.rejected', defaultMessage: 'Timesheet rejected' },
  correctAndResubmit: { id: 'mytime.timesheet.correctAndResubmit', defaultMessage: 'Please correct the entries and submit the timesheet again.' },
  noEntries: { id: 'mytime.timesheet.noEntries', defaultMessage: 'No time entries yet' },
  selectTimesheet: { id: 'mytime.timesheet.selectTimesheet', defaultMessage: 'Select a timesheet' },
  subtitle: { id: 'mytime.timesheet.subtitle', defaultMessage: 'Weeks run Sunday to Saturday.' },
  loading: { id: 'mytime.timesheet.loading', defaultMessage: 'Loading timesheets...' },
  myTimesheetsTitle: { id: 'mytime.timesheet.myTimesheetsTitle', defaultMessage: 'My Timesheets' },
  myTimesheets: { id: 'mytime.timesheet.myTimesheets', defaultMessage: 'My timesheets' },
  createHint: { id: 'mytime.timesheet.createHint', defaultMessage: "Create this week's timesheet with New Timesheet." },
  weekExists: { id: 'mytime.timesheet.weekExists', defaultMessage: "This week's timesheet already exists." },
  openThisWeek: { id: 'mytime.timesheet.openThisWeek', defaultMessage: 'Open it' },
  sundayToSaturday: { id: 'mytime.timesheet.sundayToSaturday', defaultMessage: 'Sunday to Saturday' },
  entries: { id: 'mytime.timesheet.entries', defaultMessage: 'Entries' },
  timeEntries: { id: 'mytime.timesheet.timeEntries', defaultMessage: 'Time entries' },
  date: { id: 'mytime.timesheet.date', defaultMessage: 'Date' },
  project: { id: 'mytime.timesheet.project', defaultMessage: 'Project' },
  selectProject: { id: 'mytime.timesheet.selectProject', defaultMessage: 'Select a project' },
  taskDescription: { id: 'mytime.timesheet.taskDescription', defaultMessage: 'Task description' },
  hours: { id: 'mytime.timesheet.hours', defaultMessage: 'Hours' },
  category: { id: 'mytime.timesheet.category', defaultMessage: 'Category' },
  approverComment: { id: 'mytime.timesheet.approverComment', defaultMessage: "Approver's comment" },
});
type TimesheetValues = {
  weekOf: { week: string };
  submittedAt: { when: string };
};
const timesheetFormats: Formats<TimesheetValues> = defineMessages<TimesheetValues>({
  weekOf: { id: 'mytime.timesheet.weekOf', defaultMessage: 'Week of {week}' },
  submittedAt: { id: 'mytime.timesheet.submittedAt', defaultMessage: 'Submitted {when}' },
});
export const timesheetMessages: typeof timesheetTexts & typeof timesheetFormats = { ...timesheetTexts, ...timesheetFormats };

/** The timesheet screen's week navigation, copy from an earlier week and the add-entry dialog. */
const weekTexts = defineMessages({
  previousWeek: { id: 'mytime.timesheet.week.previous', defaultMessage: 'Previous week' },
  nextWeek: { id: 'mytime.timesheet.week.next', defaultMessage: 'Next week' },
  week: { id: 'mytime.timesheet.week.picker', defaultMessage: 'Week' },
  weekNavigation: { id: 'mytime.timesheet.week.navigation', defaultMessage: 'Choose a week' },
  thisWeek: { id: 'mytime.timesheet.week.thisWeek', defaultMessage: 'this week' },
  noTimesheetHint: { id: 'mytime.timesheet.week.noTimesheetHint', defaultMessage: 'Create it to record the hours of that week.' },
  noEarlierWeek: { id: 'mytime.timesheet.week.noEarlierWeek', defaultMessage: 'No earlier week with entries to copy' },
  openAddEntry: { id: 'mytime.timesheet.week.openAddEntry', defaultMessage: 'Add Entry' },
  closeAddEntry: { id: 'mytime.timesheet.week.closeAddEntry', defaultMessage: 'Close' },
  addEntryHint: { id: 'mytime.timesheet.week.addEntryHint', defaultMessage: 'One entry on one day; the grid above shows it once added.' },
  approverGrid: { id: 'mytime.timesheet.week.approverGrid', defaultMessage: 'The week as the employee entered it, with the time off of the week. Read-only.' },
});
type WeekValues = {
  weekOption: { range: string; status: string };
  weekOptionEmpty: { range: string };
  noTimesheet: { range: string };
  createWeek: { range: string };
  weekExisted: { range: string };
  copySource: { range: string };
  copied: { rows: number; cells: number; range: string };
  nothingToCopy: { range: string };
};
const weekFormats: Formats<WeekValues> = defineMessages<WeekValues>({
  weekOption: { id: 'mytime.timesheet.week.option', defaultMessage: '{range} · {status}' },
  weekOptionEmpty: { id: 'mytime.timesheet.week.optionEmpty', defaultMessage: '{range} · no timesheet' },
  noTimesheet: { id: 'mytime.timesheet.week.noTimesheet', defaultMessage: 'No timesheet for the week of {range}' },
  createWeek: { id: 'mytime.timesheet.week.create', defaultMessage: 'Create timesheet for {range}' },
  weekExisted: { id: 'mytime.timesheet.week.existed', defaultMessage: 'The week of {range} already has a timesheet; it is open now' },
  copySource: { id: 'mytime.timesheet.week.copySource', defaultMessage: 'From the week of {range}' },
  copied: {
    id: 'mytime.timesheet.week.copied',
    defaultMessage: 'Copied {rows, plural, one {# row} other {# rows}} and {cells, plural, one {# cell} other {# cells}} from the week of {range}; save to keep them',
  },
  nothingToCopy: { id: 'mytime.timesheet.week.nothingToCopy', defaultMessage: 'The week of {range} has nothing that is not here already' },
});
export const weekMessages: typeof weekTexts & typeof weekFormats = { ...weekTexts, ...weekFormats };

/** The week's holidays and approved leave beside the grid. */
const timeOffTexts = defineMessages({
  title: { id: 'mytime.timesheet.timeOff.title', defaultMessage: 'Time off' },
  caption: { id: 'mytime.timesheet.timeOff.caption', defaultMessage: 'Holidays and approved leave of the week, in hours per day' },
  kind: { id: 'mytime.timesheet.timeOff.kind', defaultMessage: 'Time off' },
  holiday: { id: 'mytime.timesheet.timeOff.holiday', defaultMessage: 'Holiday' },
  leave: { id: 'mytime.timesheet.timeOff.leave', defaultMessage: 'Leave' },
  total: { id: 'mytime.timesheet.timeOff.total', defaultMessage: 'Total' },
  none: { id: 'mytime.timesheet.timeOff.none', defaultMessage: 'No holidays or approved leave this week.' },
  loading: { id: 'mytime.timesheet.timeOff.loading', defaultMessage: 'Loading time off...' },
  figure: { id: 'mytime.timesheet.timeOff.figure', defaultMessage: 'Time off:' },
});
type TimeOffValues = {
  note: { hours: string };
  firstHalf: { label: string };
  secondHalf: { label: string };
};
const timeOffFormats: Formats<TimeOffValues> = defineMessages<TimeOffValues>({
  note: {
    id: 'mytime.timesheet.timeOff.note',
    defaultMessage: 'Read-only: {hours} h per working day, half for a half day. Not part of the totals above and needs no approval.',
  },
  firstHalf: { id: 'mytime.timesheet.timeOff.firstHalf', defaultMessage: '{label} (first half)' },
  secondHalf: { id: 'mytime.timesheet.timeOff.secondHalf', defaultMessage: '{label} (second half)' },
});
export const timeOffMessages: typeof timeOffTexts & typeof timeOffFormats = { ...timeOffTexts, ...timeOffFormats };

const weekGridTexts = defineMessages({
  title: { id: 'mytime.weekGrid.title', defaultMessage: 'Week grid' },
  description: {
    id: 'mytime.weekGrid.description',
    defaultMessage: 'One row per project, task, category and billable; hours in steps of 0.5. Arrows, Tab and Enter move between cells; + and - change a cell by 0.5.',
  },
  rowHeader: { id: 'mytime.weekGrid.rowHeader', defaultMessage: 'Project / task' },
  rowTotal: { id: 'mytime.weekGrid.rowTotal', defaultMessage: 'Total' },
  dayTotal: { id: 'mytime.weekGrid.dayTotal', defaultMessage: 'Day total' },
  week: { id: 'mytime.weekGrid.week', defaultMessage: 'Week' },
  billable: { id: 'mytime.weekGrid.billable', defaultMessage: 'Billable' },
  nonBillable: { id: 'mytime.weekGrid.nonBillable', defaultMessage: 'Non-billable' },
  save: { id: 'mytime.weekGrid.save', defaultMessage: 'Save week' },
  discard: { id: 'mytime.weekGrid.discard', defaultMessage: 'Discard changes' },
  saved: { id: 'mytime.weekGrid.saved', defaultMessage: 'Week saved' },
  saveFailed: { id: 'mytime.weekGrid.saveFailed', defaultMessage: 'Failed to save the week' },
  noRows: { id: 'mytime.weekGrid.noRows', defaultMessage: "No rows yet: add a row, or copy last week's rows." },
  addRow: { id: 'mytime.weekGrid.addRow', defaultMessage: 'Add row' },
  addRowTitle: { id: 'mytime.weekGrid.addRowTitle', defaultMessage: 'Add a row' },
  rowExists: { id: 'mytime.weekGrid.rowExists', defaultMessage: 'That row is already in the grid' },
  copyLastWeek: { id: 'mytime.weekGrid.copyLastWeek', defaultMessage: "Copy last week's rows" },
  copyWithHours: { id: 'mytime.weekGrid.copyWithHours', defaultMessage: 'with hours' },
  noLastWeek: { id: 'mytime.weekGrid.noLastWeek', defaultMessage: 'No timesheet for last week' },
  nothingToCopy: { id: 'mytime.weekGrid.nothingToCopy', defaultMessage: 'Last week has no rows that are not here already' },
  chooseDay: { id: 'mytime.weekGrid.chooseDay', defaultMessage: 'Day' },
  readOnly: { id: 'mytime.weekGrid.readOnly', defaultMessage: 'This week can no longer be changed.' },
  timeOff: { id: 'mytime.weekGrid.timeOff', defaultMessage: 'Time off' },
});
type WeekGridValues = {
  dayTotalValue: { hours: string };
  overDay: { max: number };
  overDayHint: { max: number };
  cellLabel: { row: string; day: string };
  rowLabel: { project: string; task: string; category: string; billable: string };
  unsaved: { count: number };
  copied: { count: number };
};
const weekGridFormats: Formats<WeekGridValues> = defineMessages<WeekGridValues>({
  dayTotalValue: { id: 'mytime.weekGrid.dayTotalValue', defaultMessage: 'Day total: {hours} h' },
  overDay: { id: 'mytime.weekGrid.overDay', defaultMessage: 'Over {max} h' },
  overDayHint: { id: 'mytime.weekGrid.overDayHint', defaultMessage: 'At most {max} hours per day' },
  cellLabel: { id: 'mytime.weekGrid.cellLabel', defaultMessage: '{row}, {day}, hours' },
  rowLabel: { id: 'mytime.weekGrid.rowLabel', defaultMessage: '{project} · {task} · {category} · {billable}' },
  unsaved: { id: 'mytime.weekGrid.unsaved', defaultMessage: '{count, plural, one {# cell changed} other {# cells changed}}' },
  copied: { id: 'mytime.weekGrid.copied', defaultMessage: '{count, plural, one {# row copied; save to keep it} other {# rows copied; save to keep them}}' },
});
export const weekGridMessages: typeof weekGridTexts & typeof weekGridFormats = { ...weekGridTexts, ...weekGridFormats };

const projectTexts = defineMessages({
  title: { id: 'mytime.project.title', defaultMessage: 'Projects' },
  empty: { id: 'mytime.project.empty', defaultMessage: 'No projects found' },
  managementTitle: { id: 'mytime.project.managementTitle', defaultMessage: 'Project Management' },
  noPermission: { id: 'mytime.project.noPermission', defaultMessage: "You don't have permission to manage projects" },
  created: { id: 'mytime.project.created', defaultMessage: 'Project created successfully' },
  updated: { id: 'mytime.project.updated', defaultMessage: 'Project updated successfully' },
  createFailed: { id: 'mytime.project.createFailed', defaultMessage: 'Failed to create project' },
  updateFailed: { id: 'mytime.project.updateFailed', defaultMessage: 'Failed to update project' },
  newProject: { id: 'mytime.project.newProject', defaultMessage: 'New Project' },
  selectEmployee: { id: 'mytime.project.selectEmployee', defaultMessage: 'Please select an employee' },
  assignEmployee: { id: 'mytime.project.assignEmployee', defaultMessage: 'Assign Employee' },
  subtitle: { id: 'mytime.project.subtitle', defaultMessage: 'Projects you can book time on when they are Active.' },
  managementSubtitle: { id: 'mytime.project.managementSubtitle', defaultMessage: 'Create and edit the projects people book time on.' },
  ongoing: { id: 'mytime.project.ongoing', defaultMessage: 'ongoing' },
  edit: { id: 'mytime.project.edit', defaultMessage: 'Edit' },
  formLabel: { id: 'mytime.project.formLabel', defaultMessage: 'Project' },
  name: { id: 'mytime.project.name', defaultMessage: 'Name' },
  code: { id: 'mytime.project.code', defaultMessage: 'Code' },
  clientName: { id: 'mytime.project.clientName', defaultMessage: 'Client name' },
  projectManager: { id: 'mytime.project.projectManager', defaultMessage: 'Project manager' },
  billingType: { id: 'mytime.project.billingType', defaultMessage: 'Billing type' },
  status: { id: 'mytime.project.status', defaultMessage: 'Status' },
  startDate: { id: 'mytime.project.startDate', defaultMessage: 'Start date' },
  endDate: { id: 'mytime.project.endDate', defaultMessage: 'End date' },
  cancel: { id: 'mytime.project.cancel', defaultMessage: 'Cancel' },
  saveChanges: { id: 'mytime.project.saveChanges', defaultMessage: 'Save Changes' },
  createProject: { id: 'mytime.project.createProject', defaultMessage: 'Create Project' },
  employee: { id: 'mytime.project.employee', defaultMessage: 'Employee' },
  chooseEmployee: { id: 'mytime.project.chooseEmployee', defaultMessage: 'Select an employee' },
  role: { id: 'mytime.project.role', defaultMessage: 'Role' },
  demoOnly: { id: 'mytime.project.demoOnly', defaultMessage: 'Demo only: assignments are kept on this page and not saved.' },
  assign: { id: 'mytime.project.assign', defaultMessage: 'Assign' },
});
type ProjectValues = {
  assignEmployeeTitle: { project: string };
  assigned: { employee: string; role: string };
  managerOf: { name: string };
  assignEmployeeTo: { name: string };
  editTitle: { name: string };
};
const projectFormats: Formats<ProjectValues> = defineMessages<ProjectValues>({
  assignEmployeeTitle: { id: 'mytime.project.assignEmployeeTitle', defaultMessage: 'Assign Employee: {project}' },
  assigned: { id: 'mytime.project.assigned', defaultMessage: '{employee} assigned as {role}' },
  managerOf: { id: 'mytime.project.managerOf', defaultMessage: 'Manager: {name}' },
  assignEmployeeTo: { id: 'mytime.project.assignEmployeeTo', defaultMessage: 'Assign employee to {name}' },
  editTitle: { id: 'mytime.project.editTitle', defaultMessage: 'Edit {name}' },
});
export const projectMessages: typeof projectTexts & typeof projectFormats = { ...projectTexts, ...projectFormats };

/** Billing types as people read them (the values stay the API's). */
export const billingTypeMessages = defineMessages({
  'T&M': { id: 'mytime.project.billingType.timeAndMaterials', defaultMessage: 'Time & Materials' },
  Fixed: { id: 'mytime.project.billingType.fixed', defaultMessage: 'Fixed' },
  'Non-billable': { id: 'mytime.project.billingType.nonBillable', defaultMessage: 'Non-billable' },
});

/** The demo assignment roles as people read them. */
export const assignmentRoleMessages = defineMessages({
  Developer: { id: 'mytime.project.role.developer', defaultMessage: 'Developer' },
  Tester: { id: 'mytime.project.role.tester', defaultMessage: 'Tester' },
  Designer: { id: 'mytime.project.role.designer', defaultMessage: 'Designer' },
  'Tech Lead': { id: 'mytime.project.role.techLead', defaultMessage: 'Tech Lead' },
  Architect: { id: 'mytime.project.role.architect', defaultMessage: 'Architect' },
});

const exportTexts = defineMessages({
  export: { id: 'mytime.export.export', defaultMessage: 'Export' },
  exportTeam: { id: 'mytime.export.exportTeam', defaultMessage: 'Export team' },
  exportProject: { id: 'mytime.export.exportProject', defaultMessage: 'Export' },
  from: { id: 'mytime.export.from', defaultMessage: 'From' },
  to: { id: 'mytime.export.to', defaultMessage: 'To' },
  format: { id: 'mytime.export.format', defaultMessage: 'Format' },
  content: { id: 'mytime.export.content', defaultMessage: 'Content' },
  entries: { id: 'mytime.export.entries', defaultMessage: 'Time entries' },
  summary: { id: 'mytime.export.summary', defaultMessage: 'Summary by person and month' },
  download: { id: 'mytime.export.download', defaultMessage: 'Download' },
  cancel: { id: 'mytime.export.cancel', defaultMessage: 'Cancel' },
  downloading: { id: 'mytime.export.downloading', defaultMessage: 'Downloading export' },
  failed: { id: 'mytime.export.failed', defaultMessage: 'Export failed:' },
});
type ExportValues = {
  received: { size: string };
};
const exportFormats: Formats<ExportValues> = defineMessages<ExportValues>({
  received: { id: 'mytime.export.received', defaultMessage: 'Downloading… {size} received' },
});
export const exportMessages: typeof exportTexts & typeof exportFormats = { ...exportTexts, ...exportFormats };
