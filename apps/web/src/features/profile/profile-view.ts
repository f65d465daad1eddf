import type { Role, UserRole } from '@apps/contracts/core/role';
import { formatDate, formatDateTime } from '@apps/contracts/date-format';
import type { RoleModule } from '@apps/contracts/modules';
import { MODULES } from '@apps/contracts/modules/module-list';
import type { BadgeTone } from '../../components/badge';
import { MODULE_TILES } from '../../lib/modules';
import { i18n } from '../../lib/i18n/intl';
import { profileMessages } from './messages';

/** Length of the directory account id shown in the profile header. */
export const ACCOUNT_ID_PREFIX_LENGTH = 8;

/** The display name: the person's name, else 'User'. */
export function displayNameOf(name: string | null | undefined): string {
  return name?.trim() || i18n().formatMessage(profileMessages.nameFallback);
}

/** The first 8 characters of the directory account id, or null when there is none. */
export function shortAccountId(azureId: string | null | undefined): string | null {
  const id = azureId?.trim();
  return id ? id.slice(0, ACCOUNT_ID_PREFIX_LENGTH) : null;
}

function parse(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'Joined': the date of a timestamp as 'Mar 4, 2025' in the browser's time zone, or null for a missing or invalid value. */
export function joinedDate(iso: string | null | undefined): string | null {
  const date = parse(iso);
  return date ? formatDate(date) : null;
}

/** 'Account Created': a timestamp as 'Mar 4, 2025, 10:30 AM' in the browser's time zone, or null. */
export function createdDateTime(iso: string | null | undefined): string | null {
  const date = parse(iso);
  return date ? formatDateTime(date) : null;
}

/**
 * The role name of an assignment: the embedded role's name, else the name of the role with its
 * role id among the person's roles, else 'Unknown'.
 */
export function roleNameOf(assignment: UserRole, roles: readonly Role[]): string {
  const embedded = (assignment.role as Role | null | undefined)?.name;
  if (embedded) return embedded;
  return roles.find((role) => role.id === assignment.roleId)?.name || i18n().formatMessage(profileMessages.unknownRole);
}

/** A module value as people read it: the tile name, or 'All Modules' for 'all'. */
export function moduleLabelOf(module: RoleModule): string {
  if (module === 'all') return i18n().formatMessage(profileMessages.allModules);
  return MODULE_TILES.find((tile) => tile.id === module)?.name ?? module;
}

const MODULE_ORDER: readonly RoleModule[] = ['all', ...MODULE_TILES.map((tile) => tile.id)];

/** Assignments in reading order: 'all' first, then the modules in tile order, then by role name. */
export function sortAssignments(userRoles: readonly UserRole[], roles: readonly Role[]): UserRole[] {
  return [...userRoles].sort(
    (a, b) =>
      MODULE_ORDER.indexOf(a.module) - MODULE_ORDER.indexOf(b.module) || roleNameOf(a, roles).localeCompare(roleNameOf(b, roles)),
  );
}

/** Quick Stats 'Modules Access': the number of distinct module values among the assignments. */
export function distinctModuleCount(userRoles: readonly UserRole[]): number {
  return new Set(userRoles.map((assignment) => assignment.module)).size;
}

/**
 * Module badge colours: 'all', then each module's `badgeTone` from its manifest; all, mytime, grow, hire
 * and project are distinct.
 */
export const MODULE_BADGE_TONES = {
  all: 'violet',
  ...Object.fromEntries(MODULES.map((manifest) => [manifest.id, manifest.badgeTone])),
} as Record<RoleModule, BadgeTone>;
