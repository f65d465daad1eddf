import type { MessageDescriptor } from 'react-intl';
import type { ModuleManifest } from '@apps/contracts/modules/module-manifest';
import { MODULES } from '@apps/contracts/modules/module-list';

/**
 * The modules' texts that people read (tile descriptions, sidebar labels, screen titles), as messages
 * made from the module manifests: the English stays written once, in `packages/contracts` (which has no
 * react-intl), and each text gets an id under `app.module.<id>.` for app/locales/<language>.json.
 * Module names stay untranslated. The builders take any manifest's values, so a module not in the list
 * (a test's) still reads its English.
 */

/** The key of a path under its module: `/mytime/team-calendar` -> `team-calendar`, `ideas/new` -> `ideas-new`. */
const keyOf = (path: string, moduleId: string) =>
  path
    .replace(new RegExp(`^/?${moduleId}/`), '')
    .replace(/^\/+|\/+$/g, '')
    .replaceAll('/', '-');

/** The home tile's description of a module. */
export function moduleDescriptionMessage(moduleId: string, description: string): MessageDescriptor & { id: string; defaultMessage: string } {
  return { id: `app.module.${moduleId}.description`, defaultMessage: description };
}

/** The label of a sidebar item (`path` is the item's full address). */
export function sidebarItemMessage(moduleId: string, path: string, label: string): MessageDescriptor & { id: string; defaultMessage: string } {
  return { id: `app.module.${moduleId}.sidebar.${keyOf(path, moduleId)}`, defaultMessage: label };
}

/** The title of a screen (`path` is its route under the module: `leave`, `ideas/new`). */
export function screenTitleMessage(moduleId: string, path: string, title: string): MessageDescriptor & { id: string; defaultMessage: string } {
  return { id: `app.module.${moduleId}.screen.${keyOf(path, moduleId)}`, defaultMessage: title };
}

/** The messages of one manifest. */
export function manifestMessages(manifest: ModuleManifest) {
  return {
    description: moduleDescriptionMessage(manifest.id, manifest.description),
    sidebar: manifest.sidebar.map((item) => sidebarItemMessage(manifest.id, item.path, item.label)),
    screens: manifest.screens.map((screen) => screenTitleMessage(manifest.id, screen.path, screen.title)),
  };
}

/** Every module's messages, by module id (what the catalogue test reads). */
export const moduleMessages = Object.fromEntries(MODULES.map((manifest) => [manifest.id, manifestMessages(manifest)]));

/**
 * The title message of the screen of module `moduleId` whose English title is `title`, or null when
 * the module has no such screen (titles are unique within a module).
 */
export function screenTitleMessageFor(moduleId: string, title: string): MessageDescriptor | null {
  const screen = MODULES.find((m) => m.id === moduleId)?.screens.find((s) => s.title === title);
  return screen ? screenTitleMessage(moduleId, screen.path, screen.title) : null;
}
