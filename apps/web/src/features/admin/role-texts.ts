import type { IntlShape } from 'react-intl';
import { MAX_BULK_ASSIGN } from '@apps/contracts/core/role-defaults';
import { i18n, useI18n } from '../../lib/i18n/intl';
import { adminMessages, bulkMessages as bm, roleDefaultsMessages as dm, roleNameMessages } from './messages';

/** Texts of User Management's default roles and bulk assignment in one language. */
function buildRoleTexts(intl: IntlShape) {
  const f = intl.formatMessage;
  return {
    defaults: {
      title: f(dm.title),
      description: f(dm.description),
      none: f(dm.none),
      role: f(dm.role),
      module: f(dm.module),
      add: f(dm.add),
      remove: (label: string) => f(dm.remove, { label }),
      save: f(dm.save),
      saved: f(dm.saved),
      failed: (message: string) => f(dm.failed, { message }),
      already: f(dm.already),
      loading: f(dm.loading),
    },
    bulk: {
      select: (name: string) => f(bm.select, { name }),
      selectPage: f(bm.selectPage),
      selected: (count: number) => f(bm.selected, { count }),
      role: f(bm.role),
      module: f(bm.module),
      assign: (count: number) => f(bm.assign, { count }),
      clear: f(bm.clear),
      limit: f(bm.limit, { max: MAX_BULK_ASSIGN }),
      done: (role: string, module: string, assigned: number, already: number) =>
        f(already > 0 ? bm.doneSomeHad : bm.done, { role, module, assigned, already }),
      failed: (message: string) => f(bm.failed, { message }),
    },
  };
}

export type RoleTexts = ReturnType<typeof buildRoleTexts>;

const built = new WeakMap<IntlShape, RoleTexts>();

/** The default roles' and bulk assignment's texts in the language of `intl`, formatted once per language. */
export function roleTexts(intl: IntlShape): RoleTexts {
  let texts = built.get(intl);
  if (!texts) {
    texts = buildRoleTexts(intl);
    built.set(intl, texts);
  }
  return texts;
}

/** The default roles' and bulk assignment's texts in the page's language, for components. */
export function useRoleTexts(): RoleTexts {
  return roleTexts(useI18n());
}

/** The same texts outside React, in the page's language at the time each is read. */
export const ROLE_TEXTS: RoleTexts = new Proxy({} as RoleTexts, {
  get: (_target, key) => roleTexts(i18n())[key as keyof RoleTexts],
});

/**
 * A role's name as people read it: the seeded roles through their message, any other name as it is.
 * Only for display; what the API receives stays the name.
 */
export function roleLabel(name: string, intl: IntlShape = i18n()): string {
  const message = (roleNameMessages as Record<string, (typeof roleNameMessages)[keyof typeof roleNameMessages] | undefined>)[name];
  return message ? intl.formatMessage(message) : name;
}

/** 'All Modules', the label of a role given on every module, in the language of `intl`. */
export function allModulesLabel(intl: IntlShape = i18n()): string {
  return intl.formatMessage(adminMessages.allModules);
}
