import { MAX_BULK_ASSIGN } from '@apps/contracts/core/role-defaults';

const PEOPLE = new Intl.PluralRules('en-US');
const people = (count: number) => `${count} ${PEOPLE.select(count) === 'one' ? 'person' : 'people'}`;

/** Texts of User Management's default roles and bulk assignment. */
export const ROLE_TEXTS = {
  defaults: {
    title: 'Default roles for new people',
    description: 'Everyone created from now on (first sign-in, CSV import, or provisioning without app roles) receives these roles. People who exist already keep theirs.',
    none: 'No default roles: new people start without access.',
    role: 'Default role',
    module: 'Default module',
    add: 'Add',
    remove: (label: string) => `Take ${label} off the default roles`,
    save: 'Save default roles',
    saved: 'Default roles saved',
    failed: (message: string) => `Could not save the default roles: ${message}`,
    already: 'That role and module are in the list already',
    loading: 'Loading default roles...',
  },
  bulk: {
    select: (name: string) => `Select ${name}`,
    selectPage: 'Select everyone on this page',
    selected: (count: number) => `${people(count)} selected`,
    role: 'Role to give',
    module: 'On module',
    assign: (count: number) => `Assign to ${people(count)}`,
    clear: 'Clear selection',
    limit: `At most ${MAX_BULK_ASSIGN} people at once`,
    done: (role: string, module: string, assigned: number, already: number) =>
      `Gave ${role} on ${module} to ${people(assigned)}${already > 0 ? ` (${people(already)} had it already)` : ''}`,
    failed: (message: string) => `Nothing was assigned: ${message}`,
  },
} as const;
