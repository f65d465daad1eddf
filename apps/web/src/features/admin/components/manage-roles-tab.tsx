import { lazy, Suspense, useDeferredValue, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import type { Role, UserRole } from '@apps/contracts/core/role';
import type { User } from '@apps/contracts/core/user';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { SearchInput } from '../../../components/search-input';
import { ShowMore, useShownInSteps } from '../../../components/show-more';
import { Spinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useRemoveRole } from '../api/remove-role';
import { useI18n } from '../../../lib/i18n/intl';
import { roleLabel } from '../role-texts';
import { useAdminTexts } from '../texts';
import { moduleLabel } from './module-label';
import { RoleDefaultsCard } from './role-defaults-card';
import { UserRolesCard } from './user-roles-card';

/**
 * The quick-assign form's module (react-hook-form, the role schema): apart from the tab so User
 * Management's first load has no form layer and no schema; the page asks for it as it
 * mounts, so it loads beside the lists.
 */
export const loadQuickAssignForm = () => import('./quick-assign-form');
const QuickAssignForm = lazy(() => loadQuickAssignForm().then((m) => ({ default: m.QuickAssignForm })));

/** The assignments of a user who has none: one array, so their memoised card is not drawn again. */
const NO_ASSIGNMENTS: readonly UserRole[] = [];

/** No users yet: the cards' first value while the deferred render that draws them is pending. */
const NO_USERS: readonly User[] = [];

/** Cards rendered at first and added per 'Show more' (an organisation has thousands of users). */
const CARDS_PER_STEP = 60;

/**
 * Manage Roles tab: the quick-assign form, the default roles of new people and a
 * card per user with removable roles.
 */
export function ManageRolesTab({ users, roles, assignments }: { users: User[]; roles: Role[]; assignments: UserRole[] }) {
  const [filter, setFilter] = useState('');
  const [pending, setPending] = useState<UserRole | null>(null);
  const remove = useRemoveRole();
  const intl = useI18n();
  const ADMIN = useAdminTexts();

  const byUser = useMemo(() => {
    const map = new Map<string, UserRole[]>();
    for (const assignment of assignments) map.set(assignment.userId, [...(map.get(assignment.userId) ?? []), assignment]);
    return map;
  }, [assignments]);
  // The cards (up to 60, most of the tab's elements) are drawn by a deferred render, which React splits
  // into short tasks, after the form and the filter are on screen.
  const cardUsers = useDeferredValue(users, NO_USERS);
  const drawingCards = cardUsers !== users;
  const needle = filter.trim().toLowerCase();
  const shown = cardUsers.filter((u) => !needle || u.email.toLowerCase().includes(needle) || (u.name ?? '').toLowerCase().includes(needle));
  const cards = useShownInSteps(shown, CARDS_PER_STEP, needle);
  const pendingUser = pending ? users.find((u) => u.id === pending.userId) : undefined;

  async function confirmRemove() {
    if (!pending) return;
    try {
      await remove.mutateAsync(pending.id);
      toast.success(ADMIN.roleRemoved);
    } catch (error) {
      toast.error(ADMIN.removeRoleFailed(errorMessage(error)));
    } finally {
      setPending(null);
    }
  }

  return (
    <div className="space-y-6">
      <Suspense fallback={<Spinner className="py-6" />}>
        <QuickAssignForm users={users} roles={roles} assignments={assignments} />
      </Suspense>
      <RoleDefaultsCard />
      <div>
        <div className="mb-3 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <h2 className="text-base font-semibold text-slate-900">{ADMIN.roleAssignments}</h2>
          <SearchInput label={ADMIN.filterUsers} value={filter} onChange={setFilter} placeholder={ADMIN.filterPlaceholder} className="sm:w-72" />
        </div>
        {shown.length === 0 && drawingCards ? null : shown.length === 0 ? (
          <EmptyState title={ADMIN.noUsersMatch} />
        ) : (
          <>
            <div className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3">
              {cards.visible.map((user) => (
                <UserRolesCard key={user.id} user={user} assignments={byUser.get(user.id) ?? NO_ASSIGNMENTS} onRemove={setPending} />
              ))}
            </div>
            <ShowMore shown={cards.visible.length} total={cards.total} noun={ADMIN.usersNoun} onMore={cards.showMore} />
          </>
        )}
      </div>
      <ConfirmDialog
        open={pending !== null}
        type="danger"
        title={ADMIN.removeRoleTitle}
        message={
          pending
            ? ADMIN.removeRoleMessage(roleLabel(pending.role.name, intl), moduleLabel(pending.module, intl), pendingUser?.name ?? pendingUser?.email ?? ADMIN.thisUser)
            : ''
        }
        confirmText={ADMIN.remove}
        isLoading={remove.isPending}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}
