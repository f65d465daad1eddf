import type { IntlShape } from 'react-intl';
import { i18n, useI18n } from '../../lib/i18n/intl';
import { adminMessages as m, importMessages as im, peopleMessages as pm, provisioningMessages as vm, quickAssignMessages as qm } from './messages';
import { routeMessages } from './routes.messages';

/** User Management's texts in one language (the messages of messages.ts, formatted). */
function buildAdminTexts(intl: IntlShape) {
  const f = intl.formatMessage;
  return {
    title: f(routeMessages.title),
    accessDenied: f(m.accessDenied),
    accessDeniedMessage: f(m.accessDeniedMessage),
    tabRoles: f(m.tabRoles),
    tabUsers: f(m.tabUsers),
    selectUserAndRole: f(m.selectUserAndRole),
    selectModule: f(m.selectModule),
    adminAllModules: f(m.adminAllModules),
    cannotDeactivateSelf: f(m.cannotDeactivateSelf),
    cannotDeleteSelf: f(m.cannotDeleteSelf),
    loadFailed: f(m.loadFailed),
    updateRolesFailed: (message: string) => f(m.updateRolesFailed, { message }),
    removeRoleFailed: (message: string) => f(m.removeRoleFailed, { message }),
    statusFailed: (activate: boolean, message: string) => f(activate ? m.activateFailed : m.deactivateFailed, { message }),
    deleteFailed: (message: string) => f(m.deleteFailed, { message }),
    addedAndRemoved: (added: number, removed: number) => f(m.addedAndRemoved, { added, removed }),
    added: (added: number) => f(m.added, { added }),
    removed: (removed: number) => f(m.removed, { removed }),
    noChanges: f(m.noChanges),
    roleRemoved: f(m.roleRemoved),
    statusChanged: (activate: boolean) => f(activate ? m.activated : m.deactivated),
    userDeleted: f(m.userDeleted),
    noRoles: f(m.noRoles),
    subtitle: f(m.subtitle),
    loadingUsers: f(m.loadingUsers),
    loadingPermissions: f(m.loadingPermissions),
    roleAssignments: f(m.roleAssignments),
    filterUsers: f(m.filterUsers),
    filterPlaceholder: f(m.filterPlaceholder),
    noUsersMatch: f(m.noUsersMatch),
    usersNoun: f(m.usersNoun),
    users: f(m.users),
    thisUser: f(m.thisUser),
    rolesOf: (who: string) => f(m.rolesOf, { who }),
    remove: f(m.remove),
    removeRoleTitle: f(m.removeRoleTitle),
    removeRoleMessage: (role: string, module: string, who: string) => f(m.removeRoleMessage, { role, module, who }),
    removeAssignment: (role: string, module: string, who: string) => f(m.removeAssignment, { role, module, who }),
    active: f(m.active),
    inactive: f(m.inactive),
    selectUser: f(m.selectUser),
    selectUserHint: f(m.selectUserHint),
    joined: f(m.joined),
    microsoftAccount: f(m.microsoftAccount),
    linked: f(m.linked),
    notSignedInYet: f(m.notSignedInYet),
    roles: f(m.roles),
    delete: f(m.delete),
    deleteUserTitle: f(m.deleteUserTitle),
    deleteUserMessage: (who: string) => f(m.deleteUserMessage, { who }),
    statusAction: (activate: boolean) => f(activate ? m.activate : m.deactivate),
    statusTitle: (activate: boolean) => f(activate ? m.activateTitle : m.deactivateTitle),
    statusMessage: (activate: boolean, who: string) => f(activate ? m.activateMessage : m.deactivateMessage, { who }),
    tabProvisioning: f(m.tabProvisioning),
    entraMark: f(m.entraMark),
    entraMarkTitle: f(m.entraMarkTitle),
    provisioning: {
      status: f(vm.status),
      enabled: f(vm.enabled),
      disabled: f(vm.disabled),
      tenantUrl: f(vm.tenantUrl),
      tenantUrlHint: f(vm.tenantUrlHint),
      people: f(vm.people),
      activeTokens: f(vm.activeTokens),
      lastRequest: f(vm.lastRequest),
      never: f(vm.never),
      tokens: f(vm.tokens),
      tokenName: f(vm.tokenName),
      tokenNamePlaceholder: f(vm.tokenNamePlaceholder),
      create: f(vm.create),
      created: f(vm.created),
      secretLabel: f(vm.secretLabel),
      copy: f(vm.copy),
      copied: f(vm.copied),
      dismiss: f(vm.dismiss),
      environment: f(vm.environment),
      lastUsed: f(vm.lastUsed),
      revoked: f(vm.revoked),
      revoke: f(vm.revoke),
      revokeToken: (name: string) => f(vm.revokeToken, { name }),
      revokeTitle: f(vm.revokeTitle),
      revokeMessage: (name: string) => f(vm.revokeMessage, { name }),
      revokedToast: f(vm.revokedToast),
      noTokens: f(vm.noTokens),
      events: f(vm.events),
      noEvents: f(vm.noEvents),
      eventTime: f(vm.eventTime),
      eventRequest: f(vm.eventRequest),
      eventAction: f(vm.eventAction),
      eventOutcome: f(vm.eventOutcome),
      eventDetail: f(vm.eventDetail),
      failed: (message: string) => f(vm.failed, { message }),
    },
    people: {
      pages: f(pm.pages),
      noUsers: f(pm.noUsers),
      loading: f(pm.loading),
      details: f(pm.details),
      manager: f(pm.manager),
      managerPlaceholder: f(pm.managerPlaceholder),
      noManager: f(pm.noManager),
      removeManager: f(pm.removeManager),
      jobTitle: f(pm.jobTitle),
      department: f(pm.department),
      officeLocation: f(pm.officeLocation),
      save: f(pm.save),
      saved: f(pm.saved),
      saveFailed: (message: string) => f(pm.saveFailed, { message }),
      pickerResults: f(pm.pickerResults),
      pickerFailed: f(pm.pickerFailed),
      directReports: f(pm.directReports),
      noDirectReports: f(pm.noDirectReports),
      directReportPages: f(pm.directReportPages),
      loadingReports: f(pm.loadingReports),
    },
    quickAssign: {
      title: f(qm.title),
      description: f(qm.description),
      user: f(qm.user),
      selectUser: f(qm.selectUser),
      role: f(qm.role),
      selectRole: f(qm.selectRole),
      modules: f(qm.modules),
      save: f(qm.save),
    },
    importPeople: {
      tab: f(im.tab),
      title: f(im.title),
      description: f(im.description),
      columns: f(im.columns),
      columnsHelp: f(im.columnsHelp),
      rolesHelp: f(im.rolesHelp),
      template: f(im.template),
      file: f(im.file),
      fileHelp: f(im.fileHelp),
      tooLarge: f(im.tooLarge),
      steps: { reading: f(im.stepReading), checking: f(im.stepChecking), preview: f(im.stepPreview), importing: f(im.stepImporting), done: f(im.stepDone) },
      progress: f(im.progress),
      errorsTitle: (count: number) => f(im.errorsTitle, { count }),
      summary: (created: number, updated: number, unchanged: number) => f(im.summary, { created, updated, unchanged }),
      nothingToDo: f(im.nothingToDo),
      line: f(im.line),
      email: f(im.email),
      action: f(im.action),
      create: f(im.create),
      update: f(im.update),
      cleared: f(im.cleared),
      noManager: f(im.noManager),
      more: (count: number) => f(im.more, { count }),
      confirm: (count: number) => f(im.confirm, { count }),
      chooseAnother: f(im.chooseAnother),
      imported: (created: number, updated: number) => f(im.imported, { created, updated }),
      failed: (message: string) => f(im.failed, { message }),
      fieldNames: {
        name: f(im.fieldName),
        managerEmail: f(im.fieldManagerEmail),
        jobTitle: f(im.fieldJobTitle),
        department: f(im.fieldDepartment),
        officeLocation: f(im.fieldOfficeLocation),
        roles: f(im.fieldRoles),
      },
    },
  };
}

export type AdminTexts = ReturnType<typeof buildAdminTexts>;

const built = new WeakMap<IntlShape, AdminTexts>();

/** User Management's texts in the language of `intl`, formatted once per language. */
export function adminTexts(intl: IntlShape): AdminTexts {
  let texts = built.get(intl);
  if (!texts) {
    texts = buildAdminTexts(intl);
    built.set(intl, texts);
  }
  return texts;
}

/** User Management's texts in the page's language, for components and hooks. */
export function useAdminTexts(): AdminTexts {
  return adminTexts(useI18n());
}

/**
 * User Management's texts in the page's language outside React, read at the time of use (each
 * property asks `i18n()` as it is read, so it follows a change of language).
 */
export const ADMIN_TEXTS: AdminTexts = new Proxy({} as AdminTexts, {
  get: (_target, key) => adminTexts(i18n())[key as keyof AdminTexts],
});
