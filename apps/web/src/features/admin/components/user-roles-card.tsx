import { memo } from 'react';
import { X } from 'lucide-react';
import type { UserRole } from '@apps/contracts/core/role';
import type { User } from '@apps/contracts/core/user';
import { Avatar } from '../../../components/avatar';
import { Badge } from '../../../components/badge';
import { Card } from '../../../components/card';
import { useI18n } from '../../../lib/i18n/intl';
import { roleLabel } from '../role-texts';
import { useAdminTexts } from '../texts';
import { moduleLabel } from './module-label';

/**
 * A user's card listing their role assignments, each removable (after confirmation by the parent).
 * Memoised: the tab re-renders as its lists, the session and the lazy form arrive, and a card only
 * changes with its own user, assignments or handler.
 */
export const UserRolesCard = memo(function UserRolesCard({
  user,
  assignments,
  onRemove,
}: {
  user: User;
  assignments: readonly UserRole[];
  onRemove: (assignment: UserRole) => void;
}) {
  const intl = useI18n();
  const ADMIN = useAdminTexts();
  return (
    <Card className="p-4" data-testid={`user-roles-${user.email}`}>
      <div className="flex items-center gap-3">
        <Avatar name={user.name ?? user.email} src={null} />
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold text-slate-900">{user.name ?? user.email}</p>
          <p className="truncate text-xs text-slate-500">{user.email}</p>
        </div>
        {!user.isActive && (
          <Badge tone="red" className="ml-auto">
            {ADMIN.inactive}
          </Badge>
        )}
      </div>
      <ul className="mt-3 flex flex-wrap gap-2" aria-label={ADMIN.rolesOf(user.name ?? user.email)}>
        {assignments.length === 0 && <li className="text-xs text-slate-500">{ADMIN.noRoles}</li>}
        {assignments.map((assignment) => (
          <li key={assignment.id} className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-0.5 pl-2.5 pr-1 text-xs text-slate-800">
            <span className="font-medium">{roleLabel(assignment.role.name, intl)}</span>
            <span className="text-slate-600">· {moduleLabel(assignment.module, intl)}</span>
            {assignment.source === 'provisioning' && (
              <span className="rounded-full bg-indigo-100 px-1.5 text-[10px] font-semibold text-indigo-800" title={ADMIN.entraMarkTitle}>
                {ADMIN.entraMark}
              </span>
            )}
            <button
              type="button"
              onClick={() => onRemove(assignment)}
              aria-label={ADMIN.removeAssignment(roleLabel(assignment.role.name, intl), moduleLabel(assignment.module, intl), user.name ?? user.email)}
              className="rounded-full p-0.5 text-slate-500 hover:bg-red-100 hover:text-red-700"
            >
              <X className="h-3.5 w-3.5" aria-hidden />
            </button>
          </li>
        ))}
      </ul>
    </Card>
  );
});
