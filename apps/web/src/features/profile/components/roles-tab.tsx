import { Globe2, Info, ShieldCheck, ShieldOff } from 'lucide-react';
import type { Role, UserRole } from '@apps/contracts/core/role';
import { Badge } from '../../../components/badge';
import { Card, CardHeader } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';
import { MODULE_BADGE_TONES, moduleLabelOf, roleNameOf, sortAssignments } from '../profile-view';
import { useI18n } from '../../../lib/i18n/intl';
import { profileMessages as m } from '../messages';

/**
 * The Roles & Permissions tab: each assignment with its role name
 * ('Unknown' if not found) and module ('All Modules' / 'Global' for 'all'), the empty state, and the
 * note to contact the system administrator. Display only; the server enforces the roles.
 */
export function RolesTab({ userRoles, roles }: { userRoles: readonly UserRole[]; roles: readonly Role[] }) {
  const { formatMessage } = useI18n();
  return (
    <div className="space-y-4">
      <Card>
        <CardHeader title={formatMessage(m.rolesHeading)} description={formatMessage(m.rolesSubtitle)} />
        {userRoles.length === 0 ? (
          <EmptyState icon={ShieldOff} title={formatMessage(m.noRoles)} description={formatMessage(m.noRolesHint)} />
        ) : (
          <ul className="divide-y divide-slate-100" aria-label={formatMessage(m.rolesHeading)}>
            {sortAssignments(userRoles, roles).map((assignment) => {
              const global = assignment.module === 'all';
              return (
                <li key={assignment.id} data-testid="profile-role" className="flex flex-wrap items-center gap-3 px-5 py-4">
                  <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-blue-50 text-blue-700">
                    <ShieldCheck className="h-5 w-5" aria-hidden />
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold text-slate-900">{roleNameOf(assignment, roles)}</p>
                    <p className="text-xs text-slate-500">
                      {global ? (
                        <span className="inline-flex items-center gap-1">
                          <Globe2 className="h-3.5 w-3.5" aria-hidden />
                          {formatMessage(m.global)}
                        </span>
                      ) : (
                        formatMessage(m.moduleScope)
                      )}
                    </p>
                  </div>
                  <Badge tone={MODULE_BADGE_TONES[assignment.module] ?? 'slate'} className="px-2.5 py-1">
                    {moduleLabelOf(assignment.module)}
                  </Badge>
                </li>
              );
            })}
          </ul>
        )}
      </Card>
      <p className="flex items-start gap-2 rounded-lg border border-blue-200 bg-blue-50 p-4 text-sm text-blue-900">
        <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
        {formatMessage(m.moreAccessNote)}
      </p>
    </div>
  );
}
