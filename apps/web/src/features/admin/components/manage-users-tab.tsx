import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Trash2, UserCheck, UserX } from 'lucide-react';
import type { UserRole } from '@apps/contracts/core/role';
import { sameId } from '@apps/contracts/ids';
import type { User } from '@apps/contracts/core/user';
import { formatDate } from '@apps/contracts/date-format';
import { Avatar } from '../../../components/avatar';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { SearchInput } from '../../../components/search-input';
import { Pager } from '../../../components/pager';
import { QueryContent } from '../../../components/query-state';
import { Spinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDeleteUser } from '../api/delete-user';
import { usePerson } from '../api/get-person';
import { useUserSearch } from '../api/get-users';
import { useUpdateUserStatus } from '../api/update-user-status';
import { useI18n } from '../../../lib/i18n/intl';
import { useAdminTexts } from '../texts';
import { roleLabel, useRoleTexts } from '../role-texts';
import { BulkAssignBar } from './bulk-assign-bar';
import { DirectReports } from './direct-reports';
import { moduleLabel } from './module-label';
import { PersonalDataActions } from './personal-data-actions';

// A person's details form (react-hook-form, the person picker, the user schema) comes when a person is
// opened: User Management's first load has no form layer and no schema.
const PersonDetailsForm = lazy(() => import('./person-details-form').then((m) => ({ default: m.PersonDetailsForm })));

type Pending = { kind: 'status' | 'delete'; user: User } | null;

/** People per page of the list (default page). */
const PAGE_SIZE = 20;

/**
 * The people list of Manage Users: a search box over
 * `GET /v1/users?search=&limit=&offset=` (asked per pause in typing) and visible paging, so it stays
 * usable with 10,000 people. Loading, failed (Retry) and empty states; each person is a button.
 */
function PeopleList({
  selectedId,
  onSelect,
  ticked,
  onTick,
}: {
  selectedId: string | null;
  onSelect: (user: User) => void;
  ticked: ReadonlySet<string>;
  onTick: (users: readonly User[], on: boolean) => void;
}) {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), 250);
  const [paging, setPaging] = useState({ search, offset: 0 });
  // A new search starts on the first page (state derived from a changed value, React's pattern).
  if (paging.search !== search) setPaging({ search, offset: 0 });
  const offset = paging.search === search ? paging.offset : 0;
  const users = useUserSearch({ search, limit: PAGE_SIZE, offset });
  const ADMIN = useAdminTexts();
  const T = ADMIN.people;
  const ROLE = useRoleTexts();

  return (
    <Card className="overflow-hidden">
      <div className="border-b border-slate-100 p-3">
        <SearchInput label={ADMIN.filterUsers} value={text} onChange={setText} placeholder={ADMIN.filterPlaceholder} />
      </div>
      <QueryContent query={users} loadingLabel={T.loading} errorClassName="p-4">
        {(page) =>
          page.total === 0 ? (
            <EmptyState title={search ? ADMIN.noUsersMatch : T.noUsers} />
          ) : (
            <>
              <label className="flex items-center gap-3 border-b border-slate-100 px-3 py-2 text-xs font-medium text-slate-600">
                <input
                  type="checkbox"
                  className="h-4 w-4"
                  checked={page.items.length > 0 && page.items.every((user) => ticked.has(user.id))}
                  onChange={(event) => onTick(page.items, event.target.checked)}
                />
                {ROLE.bulk.selectPage}
              </label>
              <ul className="divide-y divide-slate-100" aria-label={ADMIN.users} aria-busy={users.isPlaceholderData}>
                {page.items.map((user) => (
                  <li key={user.id} className="flex items-center">
                    <input
                      type="checkbox"
                      className="mx-3 h-4 w-4 shrink-0"
                      aria-label={ROLE.bulk.select(user.name ?? user.email)}
                      checked={ticked.has(user.id)}
                      onChange={(event) => onTick([user], event.target.checked)}
                    />
                    <button
                      type="button"
                      aria-current={user.id === selectedId}
                      onClick={() => onSelect(user)}
                      className={`flex w-full items-center gap-3 px-3 py-2.5 text-left hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-blue-400 ${user.id === selectedId ? 'bg-blue-50' : ''}`}
                    >
                      <Avatar name={user.name ?? user.email} src={null} />
                      <span className="min-w-0 flex-1">
                        <span className="block truncate text-sm font-medium text-slate-900">{user.name ?? user.email}</span>
                        <span className="block truncate text-xs text-slate-600">{user.email}</span>
                      </span>
                      {!user.isActive && <Badge tone="red">{ADMIN.inactive}</Badge>}
                    </button>
                  </li>
                ))}
              </ul>
              <Pager
                label={T.pages}
                total={page.total}
                bounded
                limit={PAGE_SIZE}
                offset={offset}
                onChange={(next) => setPaging({ search, offset: next })}
                className="border-t border-slate-100 px-3 py-3"
              />
            </>
          )
        }
      </QueryContent>
    </Card>
  );
}

/**
 * Manage Users tab: find a person (search and paging), then activate/deactivate,
 * delete, see their roles, set their manager, job title, department and office location, and see
 * their direct reports. On one's own account Deactivate and Delete are disabled with the
 * spec's reasons. People ticked in the list get a role at once (`BulkAssignBar`).
 */
export function ManageUsersTab({ assignments, initialUserId = null }: { assignments: UserRole[]; initialUserId?: string | null }) {
  const me = useAuthStore((s) => s.user);
  const intl = useI18n();
  const ADMIN = useAdminTexts();
  const [chosen, setChosen] = useState<User | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  // The people ticked for bulk assignment, kept across searches and pages.
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const updateStatus = useUpdateUserStatus();
  const deleteUser = useDeleteUser();
  // The person as the server has them now (after a save), else as the list showed them; a link
  // (`?userId=`, e.g. from an access request's notification) opens that person before any choice.
  const fresh = usePerson(chosen?.id ?? initialUserId);
  const selected = chosen ? (fresh.data ?? chosen) : (fresh.data ?? null);
  const selectedId = selected?.id ?? null;
  const roles = useMemo(() => assignments.filter((a) => a.userId === selectedId), [assignments, selectedId]);
  // Nobody deactivates or deletes their own account; the buttons say so up front.
  const isSelf = selected !== null && sameId(selected.id, me?.id);
  const details = useRef<HTMLDivElement>(null);

  // At 390 px the details sit below the list: a newly chosen person's details scroll into view when
  // their top is off screen (the focus stays where it was, so the list keeps working from the keyboard).
  useEffect(() => {
    const element = details.current;
    if (!selectedId || !element) return;
    const { top } = element.getBoundingClientRect();
    if (top < 0 || top > window.innerHeight) element.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [selectedId]);

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
        toast.success(ADMIN.statusChanged(activate));
      } catch (error) {
        toast.error(ADMIN.statusFailed(activate, errorMessage(error)));
      }
    } else {
      try {
        await deleteUser.mutateAsync(user.id);
        toast.success(ADMIN.userDeleted);
        setChosen(null);
      } catch (error) {
        toast.error(ADMIN.deleteFailed(errorMessage(error)));
      }
    }
    setPending(null);
  }

  function tick(users: readonly User[], on: boolean) {
    setTicked((current) => {
      const next = new Set(current);
      for (const user of users) {
        if (on) next.add(user.id);
        else next.delete(user.id);
      }
      return next;
    });
  }

  const who = pending ? (pending.user.name ?? pending.user.email) : '';
  return (
    <div className="grid gap-6 grid-cols-1 lg:grid-cols-[20rem_minmax(0,1fr)]">
      <div className="space-y-4">
        <PeopleList selectedId={selectedId} onSelect={setChosen} ticked={ticked} onTick={tick} />
        <BulkAssignBar selectedIds={[...ticked]} onClear={() => setTicked(new Set())} />
      </div>

      <div ref={details} className="scroll-mt-20">
        <Card className="p-6">
          {!selected ? (
            <EmptyState title={ADMIN.selectUser} description={ADMIN.selectUserHint} />
          ) : (
            <div>
              <div className="flex flex-wrap items-center gap-4">
                <Avatar name={selected.name ?? selected.email} src={null} size="md" />
                <div className="min-w-0 flex-1">
                  <h2 className="truncate text-lg font-semibold text-slate-900">{selected.name ?? selected.email}</h2>
                  <p className="truncate text-sm text-slate-500">{selected.email}</p>
                </div>
                <Badge tone={selected.isActive ? 'green' : 'red'}>{selected.isActive ? ADMIN.active : ADMIN.inactive}</Badge>
              </div>
              <dl className="mt-4 grid gap-2 text-sm sm:grid-cols-2">
                <div>
                  <dt className="text-slate-500">{ADMIN.joined}</dt>
                  <dd className="text-slate-900">{formatDate(selected.createdAt)}</dd>
                </div>
                <div>
                  <dt className="text-slate-500">{ADMIN.microsoftAccount}</dt>
                  <dd className="text-slate-900">{selected.azureId ? ADMIN.linked : ADMIN.notSignedInYet}</dd>
                </div>
              </dl>
              <h3 className="mt-6 text-sm font-semibold text-slate-900">{ADMIN.roles}</h3>
              <ul className="mt-2 flex flex-wrap gap-2">
                {roles.length === 0 && <li className="text-sm text-slate-500">{ADMIN.noRoles}</li>}
                {roles.map((a) => (
                  <li key={a.id}>
                    <Badge tone="blue">
                      {roleLabel(a.role.name, intl)} · {moduleLabel(a.module, intl)}
                    </Badge>
                  </li>
                ))}
              </ul>
              <h3 className="mt-6 text-sm font-semibold text-slate-900">{ADMIN.people.details}</h3>
              <Suspense fallback={<Spinner className="py-6" />}>
                <PersonDetailsForm key={selected.id} person={selected} />
              </Suspense>
              <DirectReports key={`reports-${selected.id}`} userId={selected.id} onSelect={setChosen} />
              <div className="mt-8 flex flex-wrap gap-2 border-t border-slate-100 pt-4">
                <Button
                  variant={selected.isActive ? 'warning' : 'success'}
                  onClick={() => askStatus(selected)}
                  disabled={isSelf && selected.isActive}
                  aria-describedby={isSelf ? 'own-account-reasons' : undefined}
                >
                  {selected.isActive ? <UserX className="h-4 w-4" aria-hidden /> : <UserCheck className="h-4 w-4" aria-hidden />}
                  {ADMIN.statusAction(!selected.isActive)}
                </Button>
                <Button variant="danger" onClick={() => askDelete(selected)} disabled={isSelf} aria-describedby={isSelf ? 'own-account-reasons' : undefined}>
                  <Trash2 className="h-4 w-4" aria-hidden /> {ADMIN.delete}
                </Button>
              </div>
              {isSelf && (
                // Why the buttons are off; the server refuses both with 409 anyway.
                <ul id="own-account-reasons" className="mt-3 space-y-1 text-sm text-slate-600">
                  {selected.isActive && <li>{ADMIN.cannotDeactivateSelf}</li>}
                  <li>{ADMIN.cannotDeleteSelf}</li>
                </ul>
              )}
              <PersonalDataActions key={`personal-data-${selected.id}`} person={selected} />
            </div>
          )}
        </Card>
      </div>

      <ConfirmDialog
        open={pending !== null}
        type={pending?.kind === 'delete' ? 'danger' : pending?.user.isActive ? 'warning' : 'info'}
        title={pending?.kind === 'delete' ? ADMIN.deleteUserTitle : ADMIN.statusTitle(!pending?.user.isActive)}
        message={
          pending?.kind === 'delete'
            ? ADMIN.deleteUserMessage(who)
            : ADMIN.statusMessage(!pending?.user.isActive, who)
        }
        confirmText={pending?.kind === 'delete' ? ADMIN.delete : ADMIN.statusAction(!pending?.user.isActive)}
        isLoading={updateStatus.isPending || deleteUser.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}
