import { withValues } from '../../lib/i18n/intl';

/**
 * The Profile's texts in English, the source of locales/<language>.json: the spec's, verbatim (its
 * empty state too).
 */
export const profileMessages = withValues({
  title: { id: 'profile.title', defaultMessage: 'Profile' },
  nameFallback: { id: 'profile.nameFallback', defaultMessage: 'User' },
  joined: { id: 'profile.joined', defaultMessage: 'Joined {date}' },
  notAvailableShort: { id: 'profile.notAvailableShort', defaultMessage: 'N/A' },
  tabOverview: { id: 'profile.tab.overview', defaultMessage: 'Overview' },
  tabRoles: { id: 'profile.tab.roles', defaultMessage: 'Roles & Permissions' },
  accountInformation: { id: 'profile.accountInformation', defaultMessage: 'Account Information' },
  fullName: { id: 'profile.fullName', defaultMessage: 'Full Name' },
  emailAddress: { id: 'profile.emailAddress', defaultMessage: 'Email Address' },
  // The spec named it 'Azure Account ID'; Microsoft renamed Azure AD to Microsoft Entra ID in 2023.
  entraObjectId: { id: 'profile.entraObjectId', defaultMessage: 'Microsoft Entra object ID' },
  accountCreated: { id: 'profile.accountCreated', defaultMessage: 'Account Created' },
  notSet: { id: 'profile.notSet', defaultMessage: 'Not set' },
  notAvailable: { id: 'profile.notAvailable', defaultMessage: 'Not available' },
  quickStats: { id: 'profile.quickStats', defaultMessage: 'Quick Stats' },
  totalRoles: { id: 'profile.totalRoles', defaultMessage: 'Total Roles' },
  modulesAccess: { id: 'profile.modulesAccess', defaultMessage: 'Modules Access' },
  accountStatus: { id: 'profile.accountStatus', defaultMessage: 'Account Status' },
  active: { id: 'profile.active', defaultMessage: 'Active' },
  rolesHeading: { id: 'profile.roles.heading', defaultMessage: 'Your Roles' },
  rolesSubtitle: { id: 'profile.roles.subtitle', defaultMessage: 'The roles an administrator has given you, per module.' },
  unknownRole: { id: 'profile.roles.unknown', defaultMessage: 'Unknown' },
  allModules: { id: 'profile.roles.allModules', defaultMessage: 'All Modules' },
  global: { id: 'profile.roles.global', defaultMessage: 'Global' },
  moduleScope: { id: 'profile.roles.moduleScope', defaultMessage: 'Module access' },
  noRoles: { id: 'profile.roles.empty', defaultMessage: 'No roles assigned yet' },
  noRolesHint: { id: 'profile.roles.emptyHint', defaultMessage: 'Contact your administrator to get access to modules' },
  accountId: { id: 'profile.accountId', defaultMessage: 'Account ID' },
  loadingProfile: { id: 'profile.loading', defaultMessage: 'Loading your profile...' },
  moreAccessNote: { id: 'profile.roles.moreAccessNote', defaultMessage: 'Need access to more modules or a different role? Contact your system administrator.' },
});

/** The reporting line and delegation cards below the spec's sections (ours). */
export const lineMessages = withValues({
  reportingLine: { id: 'profile.line.title', defaultMessage: 'Reporting line' },
  reportsTo: { id: 'profile.line.reportsTo', defaultMessage: 'Reports to' },
  noManager: { id: 'profile.line.noManager', defaultMessage: 'No manager is set for you. An administrator sets it in User Management.' },
  directReports: { id: 'profile.line.directReports', defaultMessage: 'Direct reports' },
  noDirectReports: { id: 'profile.line.noDirectReports', defaultMessage: 'Nobody reports to you.' },
  moreReports: { id: 'profile.line.moreReports', defaultMessage: 'Showing {shown} of {total}.' },
  delegation: { id: 'profile.delegation.title', defaultMessage: 'Delegation' },
  delegationHint: {
    id: 'profile.delegation.hint',
    defaultMessage:
      'While you are away, a delegate sees and decides what you could (timesheets, leave and OKRs of your reporting line), from the first day to the last, both included.',
  },
  delegate: { id: 'profile.delegation.delegate', defaultMessage: 'Delegate' },
  delegatePlaceholder: { id: 'profile.delegation.delegatePlaceholder', defaultMessage: 'Search by name or e-mail' },
  clearDelegate: { id: 'profile.delegation.clearDelegate', defaultMessage: 'Clear delegate' },
  pickerResults: { id: 'profile.delegation.pickerResults', defaultMessage: 'People found' },
  pickerFailed: { id: 'profile.delegation.pickerFailed', defaultMessage: 'Could not search people. Type again to retry.' },
  noMatch: { id: 'profile.delegation.noMatch', defaultMessage: 'Nobody you may name matches' },
  from: { id: 'profile.delegation.from', defaultMessage: 'From' },
  to: { id: 'profile.delegation.to', defaultMessage: 'To' },
  add: { id: 'profile.delegation.add', defaultMessage: 'Add delegation' },
  delegateRequired: { id: 'profile.delegation.delegateRequired', defaultMessage: 'Choose a delegate' },
  dateRequired: { id: 'profile.delegation.dateRequired', defaultMessage: 'Choose a date' },
  added: { id: 'profile.delegation.added', defaultMessage: 'Delegation added' },
  removed: { id: 'profile.delegation.removed', defaultMessage: 'Delegation removed' },
  removeFailedWith: { id: 'profile.delegation.removeFailedWith', defaultMessage: 'Failed to remove delegation: {reason}' },
  remove: { id: 'profile.delegation.remove', defaultMessage: 'Remove' },
  removeLabel: { id: 'profile.delegation.removeLabel', defaultMessage: 'Remove delegation to {name}, {range}' },
  myDelegations: { id: 'profile.delegation.mine', defaultMessage: 'Your delegations' },
  noDelegations: { id: 'profile.delegation.empty', defaultMessage: 'No current or upcoming delegations.' },
  current: { id: 'profile.delegation.current', defaultMessage: 'Current' },
});
