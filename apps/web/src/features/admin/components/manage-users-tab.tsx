import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { Trash2, UserCheck, UserX } from 'lucide-react';
import type { UserRole } from '@apps/contracts/core/role';
import { sameId } from '@apps/contracts/ids';
import type { User } from '@apps/contracts/core/user';
import { Avatar } from '../../../components/avatar';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { SearchInput } from '../../../components/search-input';
import { ShowMore, useShownInSteps } from '../../../components/show-more';
import { errorMessage } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { useDeleteUser } from '../api/delete-user';
import { useUpdateUserStatus } from '../api/update-user-status';
import { ADMIN_TEXTS } from '../texts';
import { moduleLabel } from './module-label';

type Pending = { kind: 'status' | 'delete'; user: User } | null;

/** Users listed at first and added per 'Show more' (an organisation has thousands of users). */
const ROWS_PER_STEP = 100;

/**
 * Manage Users tab (SPEC.md section 2): choose a user; activate/deactivate, delete, list roles. On
 * one's own account Deactivate and Delete are disabled with the spec's reasons (issue 14 item 4).
 */
export function ManageUsersTab({ users, assignments }: { users: User[]; assignments: UserRole[] }) {
  const me = useAuthStore((s) => s.user);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [filter, setFilter] = useState('');
  const [pending, setPending] = useState<Pending>(null);
  const updateStatus = useUpdateUserStatus();
  const deleteUser = useDeleteUser();

  const needle = filter.trim().toLowerCase();
  const shown = users.filter((u) => !needle || u.email.toLowerCase().includes(needle) || (u.name ?? '').toLowerCase().includes(needle));
  const listed = useShownInSteps(shown, ROWS_PER_STEP, needle);
  const selected = users.find((u) => u.id === selectedId) ?? null;
  const roles = useMemo(() => assignments.filter((a) => a.userId === selectedId), [assignments, selectedId]);
  // SPEC.md section 5: nobody deactivates or deletes their own account; the buttons say so up front.
  const isSelf = selected !== null && sameId(selected.id, me?.id);

  function askStatus(user: User) {
    setPending({ kind: 'status', user });
  }

  function askDelete(user: User) {
    setPending({ kind: 'delete', user });
  }

  async function confirm() {
    if (!pending) return;
    const { user } = pending;
    if (pending.kind === 'status') {
      const activate = !user.isActive;
      try {
        await updateStatus.mutateAsync({ userId: user.id, isActive: activate });
        toast.success(ADMIN_TEXTS.statusChanged(activate));
      } catch (error) {
        toast.error(ADMIN_TEXTS.statusFailed(activate, errorMessage(error)));
      }
    } else {
      try {
        await deleteUser.mutateAsync(user.id);
        toast.success(ADMIN_TEXTS.userDeleted);
        setSelectedId(null);
      } catch (error) {
        toast.error(ADMIN_TEXTS.deleteFailed(errorMessage(error)));
      }
    }
    setPending(null);
  }

  const who = pending ? (pending.user.name ?? pending.user.email) : '';
  return (
    <div className="grid gap-6 lg:grid-cols-[20rem_1fr]">
      <Card className="overflow-hidden">
        <div className="border-b border-slate-100 p-3">
          <SearchInput label={ADMIN_TEXTS.filterUsers} value={filter} onChange={setFilter} placeholder={ADMIN_TEXTS.filterPlaceholder} />
        </div>
        <ul className="max-h-[32rem] divide-y divide-slate-100 overflow-y-auto" aria-label={ADMIN_TEXTS.users}>
          {shown.length === 0 && <li className="p-4 text-sm text-slate-500">{ADMIN_TEXTS.noUsersMatch}</li>}
          {listed.visible.map((user) => (
            <li key={user.id}>
              <button
                type="button"
                aria-current={user.id === selectedId}
                onClick={() => setSelectedId(user.id)}
                className={`flex w-full items-center gap-3 px-3 py-2.5 text-left hover:bg-slate-50 ${user.id === selectedId ? 'bg-blue-50' : ''}`}
              >
                <Avatar name={user.name ?? user.email} src={null} />
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium text-slate-900">{user.name ?? user.email}</span>
                  <span className="block truncate text-xs text-slate-500">{user.email}</span>
                </span>
                {!user.isActive && <Badge tone="red">{ADMIN_TEXTS.inactive}</Badge>}
              </button>
            </li>
          ))}
        </ul>
        <ShowMore shown={listed.visible.length} total={listed.total} noun="users" onMore={listed.showMore} />
      </Card>

      <Card className="p-6">
        {!selected ? (
          <EmptyState title={ADMIN_TEXTS.selectUser} description={ADMIN_TEXTS.selectUserHint} />
        ) : (
          <div>
            <div className="flex flex-wrap items-center gap-4">
              <Avatar name={selected.name ?? selected.email} src={null} size="md" />
              <div className="min-w-0 flex-1">
                <h2 className="truncate text-lg font-semibold text-slate-900">{selected.name ?? selected.email}</h2>
                <p className="truncate text-sm text-slate-500">{selected.email}</p>
              </div>
              <Badge tone={selected.isActive ? 'green' : 'red'}>{selected.isActive ? ADMIN_TEXTS.active : ADMIN_TEXTS.inactive}</Badge>
            </div>
            <dl className="mt-4 grid gap-2 text-sm sm:grid-cols-2">
              <div>
                <dt className="text-slate-500">{ADMIN_TEXTS.joined}</dt>
                <dd className="text-slate-900">{new Date(selected.createdAt).toLocaleDateString()}</dd>
              </div>
              <div>
                <dt className="text-slate-500">{ADMIN_TEXTS.microsoftAccount}</dt>
                <dd className="text-slate-900">{selected.azureId ? ADMIN_TEXTS.linked : ADMIN_TEXTS.notSignedInYet}</dd>
              </div>
            </dl>
            <h3 className="mt-6 text-sm font-semibold text-slate-900">{ADMIN_TEXTS.roles}</h3>
            <ul className="mt-2 flex flex-wrap gap-2">
              {roles.length === 0 && <li className="text-sm text-slate-500">{ADMIN_TEXTS.noRoles}</li>}
              {roles.map((a) => (
                <li key={a.id}>
                  <Badge tone="blue">
                    {a.role.name} · {moduleLabel(a.module)}
                  </Badge>
                </li>
              ))}
            </ul>
            <div className="mt-8 flex flex-wrap gap-2 border-t border-slate-100 pt-4">
              <Button
                variant={selected.isActive ? 'warning' : 'success'}
                onClick={() => askStatus(selected)}
                disabled={isSelf && selected.isActive}
                aria-describedby={isSelf ? 'own-account-reasons' : undefined}
              >
                {selected.isActive ? <UserX className="h-4 w-4" aria-hidden /> : <UserCheck className="h-4 w-4" aria-hidden />}
                {ADMIN_TEXTS.statusAction(!selected.isActive)}
              </Button>
              <Button variant="danger" onClick={() => askDelete(selected)} disabled={isSelf} aria-describedby={isSelf ? 'own-account-reasons' : undefined}>
                <Trash2 className="h-4 w-4" aria-hidden /> {ADMIN_TEXTS.delete}
              </Button>
            </div>
            {isSelf && (
              // Why the buttons are off (SPEC.md section 5); the server refuses both with 409 anyway.
              <ul id="own-account-reasons" className="mt-3 space-y-1 text-sm text-slate-600">
                {selected.isActive && <li>{ADMIN_TEXTS.cannotDeactivateSelf}</li>}
                <li>{ADMIN_TEXTS.cannotDeleteSelf}</li>
              </ul>
            )}
          </div>
        )}
      </Card>

      <ConfirmDialog
        open={pending !== null}
        type={pending?.kind === 'delete' ? 'danger' : pending?.user.isActive ? 'warning' : 'info'}
        title={pending?.kind === 'delete' ? ADMIN_TEXTS.deleteUserTitle : ADMIN_TEXTS.statusTitle(!pending?.user.isActive)}
        message={
          pending?.kind === 'delete'
            ? ADMIN_TEXTS.deleteUserMessage(who)
            : ADMIN_TEXTS.statusMessage(!pending?.user.isActive, who)
        }
        confirmText={pending?.kind === 'delete' ? ADMIN_TEXTS.delete : ADMIN_TEXTS.statusAction(!pending?.user.isActive)}
        isLoading={updateStatus.isPending || deleteUser.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}
