import { withValues } from '../../lib/i18n/intl';

/**
 * User Management's texts in English, the source of admin/locales/<language>.json. Ids start with
 * `admin.`; the spec's texts are verbatim (the form's labels, dialogs and hints are ours).
 */
export const adminMessages = withValues({
  accessDenied: { id: 'admin.accessDenied', defaultMessage: 'Access Denied' },
  accessDeniedMessage: { id: 'admin.accessDeniedMessage', defaultMessage: 'You need Admin privileges to access this page.' },
  tabRoles: { id: 'admin.tabRoles', defaultMessage: 'Manage Roles' },
  tabUsers: { id: 'admin.tabUsers', defaultMessage: 'Manage Users' },
  selectUserAndRole: { id: 'admin.selectUserAndRole', defaultMessage: 'Please select a user and role' },
  selectModule: { id: 'admin.selectModule', defaultMessage: 'Please select at least one module' },
  adminAllModules: { id: 'admin.adminAllModules', defaultMessage: 'Admin role automatically has access to all modules' },
  cannotDeactivateSelf: { id: 'admin.cannotDeactivateSelf', defaultMessage: 'You cannot deactivate your own account' },
  cannotDeleteSelf: { id: 'admin.cannotDeleteSelf', defaultMessage: 'You cannot delete your own account' },
  loadFailed: { id: 'admin.loadFailed', defaultMessage: 'Failed to load data. Please try again.' },
  updateRolesFailed: { id: 'admin.updateRolesFailed', defaultMessage: 'Failed to update roles: {message}' },
  removeRoleFailed: { id: 'admin.removeRoleFailed', defaultMessage: 'Failed to remove role: {message}' },
  activateFailed: { id: 'admin.activateFailed', defaultMessage: 'Failed to activate user: {message}' },
  deactivateFailed: { id: 'admin.deactivateFailed', defaultMessage: 'Failed to deactivate user: {message}' },
  deleteFailed: { id: 'admin.deleteFailed', defaultMessage: 'Failed to delete user: {message}' },
  // The spec's "module(s)" stays in English; the other languages count properly.
  addedAndRemoved: { id: 'admin.addedAndRemoved', defaultMessage: 'Added {added} and removed {removed} module(s)' },
  added: { id: 'admin.added', defaultMessage: 'Added {added} module(s)' },
  removed: { id: 'admin.removed', defaultMessage: 'Removed {removed} module(s)' },
  noChanges: { id: 'admin.noChanges', defaultMessage: 'No changes made' },
  roleRemoved: { id: 'admin.roleRemoved', defaultMessage: 'Role removed successfully!' },
  activated: { id: 'admin.activated', defaultMessage: 'User activated successfully!' },
  deactivated: { id: 'admin.deactivated', defaultMessage: 'User deactivated successfully!' },
  userDeleted: { id: 'admin.userDeleted', defaultMessage: 'User deleted successfully!' },
  noRoles: { id: 'admin.noRoles', defaultMessage: 'No roles assigned yet' },
  subtitle: { id: 'admin.subtitle', defaultMessage: 'Give people roles per module and manage their accounts.' },
  loadingUsers: { id: 'admin.loadingUsers', defaultMessage: 'Loading users...' },
  loadingPermissions: { id: 'admin.loadingPermissions', defaultMessage: 'Loading your permissions...' },
  roleAssignments: { id: 'admin.roleAssignments', defaultMessage: 'Role assignments' },
  filterUsers: { id: 'admin.filterUsers', defaultMessage: 'Filter users' },
  filterPlaceholder: { id: 'admin.filterPlaceholder', defaultMessage: 'Filter by name or e-mail' },
  noUsersMatch: { id: 'admin.noUsersMatch', defaultMessage: 'No users match this filter' },
  usersNoun: { id: 'admin.usersNoun', defaultMessage: 'users' },
  users: { id: 'admin.users', defaultMessage: 'Users' },
  thisUser: { id: 'admin.thisUser', defaultMessage: 'this user' },
  rolesOf: { id: 'admin.rolesOf', defaultMessage: 'Roles of {who}' },
  remove: { id: 'admin.remove', defaultMessage: 'Remove' },
  removeRoleTitle: { id: 'admin.removeRoleTitle', defaultMessage: 'Remove Role' },
  removeRoleMessage: { id: 'admin.removeRoleMessage', defaultMessage: 'Remove the {role} role ({module}) from {who}?' },
  removeAssignment: { id: 'admin.removeAssignment', defaultMessage: 'Remove {role} on {module} from {who}' },
  active: { id: 'admin.active', defaultMessage: 'Active' },
  inactive: { id: 'admin.inactive', defaultMessage: 'Inactive' },
  selectUser: { id: 'admin.selectUser', defaultMessage: 'Select a user' },
  selectUserHint: { id: 'admin.selectUserHint', defaultMessage: 'Choose someone from the list to manage their account.' },
  joined: { id: 'admin.joined', defaultMessage: 'Joined' },
  microsoftAccount: { id: 'admin.microsoftAccount', defaultMessage: 'Microsoft account' },
  linked: { id: 'admin.linked', defaultMessage: 'Linked' },
  notSignedInYet: { id: 'admin.notSignedInYet', defaultMessage: 'Not signed in yet' },
  roles: { id: 'admin.roles', defaultMessage: 'Roles' },
  delete: { id: 'admin.delete', defaultMessage: 'Delete' },
  deleteUserTitle: { id: 'admin.deleteUserTitle', defaultMessage: 'Delete User' },
  deleteUserMessage: { id: 'admin.deleteUserMessage', defaultMessage: 'Delete {who}? Their role assignments are removed too. This cannot be undone.' },
  activate: { id: 'admin.activate', defaultMessage: 'Activate' },
  deactivate: { id: 'admin.deactivate', defaultMessage: 'Deactivate' },
  activateTitle: { id: 'admin.activateTitle', defaultMessage: 'Activate User' },
  deactivateTitle: { id: 'admin.deactivateTitle', defaultMessage: 'Deactivate User' },
  activateMessage: { id: 'admin.activateMessage', defaultMessage: 'Activate {who}? They can sign in again with their current roles.' },
  deactivateMessage: { id: 'admin.deactivateMessage', defaultMessage: 'Deactivate {who}? They will be signed out of every application at once.' },
  tabProvisioning: { id: 'admin.tabProvisioning', defaultMessage: 'Provisioning' },
  entraMark: { id: 'admin.entraMark', defaultMessage: 'Entra' },
  entraMarkTitle: { id: 'admin.entraMarkTitle', defaultMessage: 'Given by Microsoft Entra provisioning; it follows Entra and is changed there' },
  allModules: { id: 'admin.allModules', defaultMessage: 'All Modules' },
});

/** A role's name as people read it, one message per seeded role; the value sent stays the name. */
export const roleNameMessages = withValues({
  Admin: { id: 'admin.role.admin', defaultMessage: 'Admin' },
  Manager: { id: 'admin.role.manager', defaultMessage: 'Manager' },
  Employee: { id: 'admin.role.employee', defaultMessage: 'Employee' },
  Recruiter: { id: 'admin.role.recruiter', defaultMessage: 'Recruiter' },
});

export const provisioningMessages = withValues({
  status: { id: 'admin.provisioning.status', defaultMessage: 'Status' },
  enabled: { id: 'admin.provisioning.enabled', defaultMessage: 'Enabled' },
  disabled: { id: 'admin.provisioning.disabled', defaultMessage: 'Off. Provisioning from Microsoft Entra ID starts working once you create a token below.' },
  tenantUrl: { id: 'admin.provisioning.tenantUrl', defaultMessage: 'Tenant URL' },
  tenantUrlHint: { id: 'admin.provisioning.tenantUrlHint', defaultMessage: 'Enter this in Entra (Provisioning, Admin Credentials), with the secret token below.' },
  people: { id: 'admin.provisioning.people', defaultMessage: 'People provisioned' },
  activeTokens: { id: 'admin.provisioning.activeTokens', defaultMessage: 'Active tokens' },
  lastRequest: { id: 'admin.provisioning.lastRequest', defaultMessage: 'Last request' },
  never: { id: 'admin.provisioning.never', defaultMessage: 'Never' },
  tokens: { id: 'admin.provisioning.tokens', defaultMessage: 'Tokens' },
  tokenName: { id: 'admin.provisioning.tokenName', defaultMessage: 'Token name' },
  tokenNamePlaceholder: { id: 'admin.provisioning.tokenNamePlaceholder', defaultMessage: 'e.g. Entra production' },
  create: { id: 'admin.provisioning.create', defaultMessage: 'Create token' },
  created: { id: 'admin.provisioning.created', defaultMessage: 'Token created. Copy the secret now: it is shown only once.' },
  secretLabel: { id: 'admin.provisioning.secretLabel', defaultMessage: 'Secret token (shown once)' },
  copy: { id: 'admin.provisioning.copy', defaultMessage: 'Copy' },
  copied: { id: 'admin.provisioning.copied', defaultMessage: 'Copied' },
  dismiss: { id: 'admin.provisioning.dismiss', defaultMessage: 'Done' },
  environment: { id: 'admin.provisioning.environment', defaultMessage: 'Server environment (SCIM_TOKEN)' },
  lastUsed: { id: 'admin.provisioning.lastUsed', defaultMessage: 'Last used' },
  revoked: { id: 'admin.provisioning.revoked', defaultMessage: 'Revoked' },
  revoke: { id: 'admin.provisioning.revoke', defaultMessage: 'Revoke' },
  revokeToken: { id: 'admin.provisioning.revokeToken', defaultMessage: 'Revoke {name}' },
  revokeTitle: { id: 'admin.provisioning.revokeTitle', defaultMessage: 'Revoke Token' },
  revokeMessage: { id: 'admin.provisioning.revokeMessage', defaultMessage: 'Revoke "{name}"? Entra\'s next request with it is refused at once.' },
  revokedToast: { id: 'admin.provisioning.revokedToast', defaultMessage: 'Token revoked' },
  noTokens: { id: 'admin.provisioning.noTokens', defaultMessage: 'No provisioning tokens yet' },
  events: { id: 'admin.provisioning.events', defaultMessage: 'Recent provisioning events' },
  noEvents: { id: 'admin.provisioning.noEvents', defaultMessage: 'No provisioning requests yet' },
  eventTime: { id: 'admin.provisioning.eventTime', defaultMessage: 'Time' },
  eventRequest: { id: 'admin.provisioning.eventRequest', defaultMessage: 'Request' },
  eventAction: { id: 'admin.provisioning.eventAction', defaultMessage: 'Action' },
  eventOutcome: { id: 'admin.provisioning.eventOutcome', defaultMessage: 'Outcome' },
  eventDetail: { id: 'admin.provisioning.eventDetail', defaultMessage: 'Detail' },
  failed: { id: 'admin.provisioning.failed', defaultMessage: 'Failed: {message}' },
});

export const peopleMessages = withValues({
  pages: { id: 'admin.people.pages', defaultMessage: 'User list pages' },
  noUsers: { id: 'admin.people.noUsers', defaultMessage: 'No users yet' },
  loading: { id: 'admin.people.loading', defaultMessage: 'Loading people...' },
  details: { id: 'admin.people.details', defaultMessage: 'Reporting line and profile' },
  manager: { id: 'admin.people.manager', defaultMessage: 'Manager' },
  managerPlaceholder: { id: 'admin.people.managerPlaceholder', defaultMessage: 'Search for a manager' },
  noManager: { id: 'admin.people.noManager', defaultMessage: 'No manager' },
  removeManager: { id: 'admin.people.removeManager', defaultMessage: 'Remove manager' },
  jobTitle: { id: 'admin.people.jobTitle', defaultMessage: 'Job title' },
  department: { id: 'admin.people.department', defaultMessage: 'Department' },
  officeLocation: { id: 'admin.people.officeLocation', defaultMessage: 'Office location' },
  save: { id: 'admin.people.save', defaultMessage: 'Save' },
  saved: { id: 'admin.people.saved', defaultMessage: 'Saved' },
  saveFailed: { id: 'admin.people.saveFailed', defaultMessage: 'Failed to save: {message}' },
  pickerResults: { id: 'admin.people.pickerResults', defaultMessage: 'People found' },
  pickerFailed: { id: 'admin.people.pickerFailed', defaultMessage: 'Could not search people. Type again to retry.' },
  directReports: { id: 'admin.people.directReports', defaultMessage: 'Direct reports' },
  noDirectReports: { id: 'admin.people.noDirectReports', defaultMessage: 'No direct reports' },
  directReportPages: { id: 'admin.people.directReportPages', defaultMessage: 'Direct report pages' },
  loadingReports: { id: 'admin.people.loadingReports', defaultMessage: 'Loading direct reports...' },
});

export const quickAssignMessages = withValues({
  title: { id: 'admin.quickAssign.title', defaultMessage: 'Quick Assign Role' },
  description: { id: 'admin.quickAssign.description', defaultMessage: 'Choose a user and a role, then the modules it applies to.' },
  user: { id: 'admin.quickAssign.user', defaultMessage: 'User' },
  selectUser: { id: 'admin.quickAssign.selectUser', defaultMessage: 'Select a user' },
  role: { id: 'admin.quickAssign.role', defaultMessage: 'Role' },
  selectRole: { id: 'admin.quickAssign.selectRole', defaultMessage: 'Select a role' },
  modules: { id: 'admin.quickAssign.modules', defaultMessage: 'Modules' },
  save: { id: 'admin.quickAssign.save', defaultMessage: 'Save Roles' },
});

export const importMessages = withValues({
  tab: { id: 'admin.import.tab', defaultMessage: 'Import people' },
  title: { id: 'admin.import.title', defaultMessage: 'Import people from a CSV file' },
  description: {
    id: 'admin.import.description',
    defaultMessage:
      'Create people before they sign in and set their manager, job title, department and office location. Nothing changes until you confirm the preview.',
  },
  columns: { id: 'admin.import.columns', defaultMessage: 'Columns' },
  columnsHelp: {
    id: 'admin.import.columnsHelp',
    defaultMessage:
      'email is required; the others are optional and may come in any order. A column you leave out changes nothing; an empty cell clears the field (except name). managerEmail names someone already in the app or in the same file.',
  },
  // '<Role>' is quoted: ICU would read it as a tag.
  rolesHelp: {
    id: 'admin.import.rolesHelp',
    defaultMessage:
      "roles adds role assignments, separated by ; and written '<Role>'.'<module>' as in Microsoft Entra ID (Employee.mytime;Manager.grow). A new person without roles in the file receives the default roles.",
  },
  template: { id: 'admin.import.template', defaultMessage: 'Download a template' },
  file: { id: 'admin.import.file', defaultMessage: 'CSV file' },
  fileHelp: { id: 'admin.import.fileHelp', defaultMessage: 'UTF-8 CSV, header row first, at most 20,000 people and 5 MB.' },
  tooLarge: { id: 'admin.import.tooLarge', defaultMessage: 'The file is larger than 5 MB; split it into smaller files.' },
  stepReading: { id: 'admin.import.stepReading', defaultMessage: 'Reading the file' },
  stepChecking: { id: 'admin.import.stepChecking', defaultMessage: 'Checking every line' },
  stepPreview: { id: 'admin.import.stepPreview', defaultMessage: 'Preview ready' },
  stepImporting: { id: 'admin.import.stepImporting', defaultMessage: 'Importing' },
  stepDone: { id: 'admin.import.stepDone', defaultMessage: 'Imported' },
  progress: { id: 'admin.import.progress', defaultMessage: 'Import progress' },
  errorsTitle: {
    id: 'admin.import.errorsTitle',
    defaultMessage: '{count, plural, one {# line has} other {# lines have}} errors; nothing was imported. Fix the file and choose it again.',
  },
  summary: { id: 'admin.import.summary', defaultMessage: '{created} new, {updated} changed, {unchanged} unchanged' },
  nothingToDo: { id: 'admin.import.nothingToDo', defaultMessage: 'Everyone in the file is already up to date; nothing to import.' },
  line: { id: 'admin.import.line', defaultMessage: 'Line' },
  email: { id: 'admin.import.email', defaultMessage: 'E-mail' },
  action: { id: 'admin.import.action', defaultMessage: 'Change' },
  create: { id: 'admin.import.create', defaultMessage: 'New person' },
  update: { id: 'admin.import.update', defaultMessage: 'Update' },
  cleared: { id: 'admin.import.cleared', defaultMessage: '(cleared)' },
  noManager: { id: 'admin.import.noManager', defaultMessage: '(no manager)' },
  more: { id: 'admin.import.more', defaultMessage: 'and {count} more' },
  confirm: { id: 'admin.import.confirm', defaultMessage: 'Import {count, plural, one {# person} other {# people}}' },
  chooseAnother: { id: 'admin.import.chooseAnother', defaultMessage: 'Choose another file' },
  imported: { id: 'admin.import.imported', defaultMessage: 'Imported: {created} created, {updated} updated' },
  failed: { id: 'admin.import.failed', defaultMessage: 'Import failed: {message}' },
  fieldName: { id: 'admin.import.field.name', defaultMessage: 'name' },
  fieldManagerEmail: { id: 'admin.import.field.managerEmail', defaultMessage: 'manager' },
  fieldJobTitle: { id: 'admin.import.field.jobTitle', defaultMessage: 'job title' },
  fieldDepartment: { id: 'admin.import.field.department', defaultMessage: 'department' },
  fieldOfficeLocation: { id: 'admin.import.field.officeLocation', defaultMessage: 'office location' },
  fieldRoles: { id: 'admin.import.field.roles', defaultMessage: 'roles' },
});

export const roleDefaultsMessages = withValues({
  title: { id: 'admin.defaults.title', defaultMessage: 'Default roles for new people' },
  description: {
    id: 'admin.defaults.description',
    defaultMessage:
      'Everyone created from now on (first sign-in, CSV import, or provisioning without app roles) receives these roles. People who exist already keep theirs.',
  },
  none: { id: 'admin.defaults.none', defaultMessage: 'No default roles: new people start without access.' },
  role: { id: 'admin.defaults.role', defaultMessage: 'Default role' },
  module: { id: 'admin.defaults.module', defaultMessage: 'Default module' },
  add: { id: 'admin.defaults.add', defaultMessage: 'Add' },
  remove: { id: 'admin.defaults.remove', defaultMessage: 'Take {label} off the default roles' },
  save: { id: 'admin.defaults.save', defaultMessage: 'Save default roles' },
  saved: { id: 'admin.defaults.saved', defaultMessage: 'Default roles saved' },
  failed: { id: 'admin.defaults.failed', defaultMessage: 'Could not save the default roles: {message}' },
  already: { id: 'admin.defaults.already', defaultMessage: 'That role and module are in the list already' },
  loading: { id: 'admin.defaults.loading', defaultMessage: 'Loading default roles...' },
});

export const bulkMessages = withValues({
  select: { id: 'admin.bulk.select', defaultMessage: 'Select {name}' },
  selectPage: { id: 'admin.bulk.selectPage', defaultMessage: 'Select everyone on this page' },
  selected: { id: 'admin.bulk.selected', defaultMessage: '{count, plural, one {# person} other {# people}} selected' },
  role: { id: 'admin.bulk.role', defaultMessage: 'Role to give' },
  module: { id: 'admin.bulk.module', defaultMessage: 'On module' },
  assign: { id: 'admin.bulk.assign', defaultMessage: 'Assign to {count, plural, one {# person} other {# people}}' },
  clear: { id: 'admin.bulk.clear', defaultMessage: 'Clear selection' },
  limit: { id: 'admin.bulk.limit', defaultMessage: 'At most {max} people at once' },
  done: { id: 'admin.bulk.done', defaultMessage: 'Gave {role} on {module} to {assigned, plural, one {# person} other {# people}}' },
  doneSomeHad: {
    id: 'admin.bulk.doneSomeHad',
    defaultMessage:
      'Gave {role} on {module} to {assigned, plural, one {# person} other {# people}} ({already, plural, one {# person} other {# people}} had it already)',
  },
  failed: { id: 'admin.bulk.failed', defaultMessage: 'Nothing was assigned: {message}' },
});

export const microsoftStatusMessages = withValues({
  failed: {
    id: 'admin.microsoft.failed',
    defaultMessage:
      '{count, plural, one {# Microsoft 365 call} other {# Microsoft 365 calls}} could not be made: Microsoft Graph refused it or did not answer for over 24 hours.',
  },
  calendar: { id: 'admin.microsoft.calendar', defaultMessage: 'Outlook calendar' },
  replies: { id: 'admin.microsoft.replies', defaultMessage: 'Outlook automatic replies' },
  teams: { id: 'admin.microsoft.teams', defaultMessage: 'Teams' },
  unknownError: { id: 'admin.microsoft.unknownError', defaultMessage: 'unknown error' },
});

export const emailStatusMessages = withValues({
  off: { id: 'admin.email.off', defaultMessage: 'E-mail notifications are off: SMTP_URL is not set. People still see their notifications in the app.' },
  failed: {
    id: 'admin.email.failed',
    defaultMessage: '{count, plural, one {# notification e-mail} other {# notification e-mails}} could not be delivered after retrying for over 24 hours.',
  },
  unknownError: { id: 'admin.email.unknownError', defaultMessage: 'unknown error' },
});
