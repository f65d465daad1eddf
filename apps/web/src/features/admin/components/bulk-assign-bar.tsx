import { useState } from 'react';
import toast from 'react-hot-toast';
import { UserPlus } from 'lucide-react';
import type { RoleName } from '@apps/contracts/core/role';
import { MAX_BULK_ASSIGN } from '@apps/contracts/core/role-defaults';
import type { RoleModule } from '@apps/contracts/module-ids';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { errorMessage } from '../../../lib/api-client';
import { useBulkAssignRole } from '../api/bulk-assign-role';
import { useI18n } from '../../../lib/i18n/intl';
import { roleLabel, useRoleTexts } from '../role-texts';
import { moduleLabel } from './module-label';
import { RoleModulePicker } from './role-module-picker';

/**
 * Bulk assignment of Manage Users: the people ticked in the list (across searches and pages), a role
 * and a module, and Assign (`POST /v1/user-roles/bulk`, all or nothing). More than
 * `MAX_BULK_ASSIGN` people disable Assign with the reason; a success clears the selection.
 */
export function BulkAssignBar({ selectedIds, onClear }: { selectedIds: readonly string[]; onClear: () => void }) {
  const intl = useI18n();
  const T = useRoleTexts().bulk;
  const [role, setRole] = useState<RoleName>('Employee');
  const [module, setModule] = useState<RoleModule>('mytime');
  const assign = useBulkAssignRole();
  const count = selectedIds.length;
  const overLimit = count > MAX_BULK_ASSIGN;

  async function submit() {
    try {
      const result = await assign.mutateAsync({ userIds: [...selectedIds], roleName: role, module });
      toast.success(T.done(roleLabel(role, intl), moduleLabel(module, intl), result.assigned.length, result.alreadyHeld), { id: 'bulk-assign' });
      onClear();
    } catch (error) {
      toast.error(T.failed(errorMessage(error)), { id: 'bulk-assign' });
    }
  }

  if (count === 0) return null;
  return (
    <Card className="p-4" role="region" aria-label={T.selected(count)}>
      <p className="text-sm font-semibold text-slate-900" aria-live="polite">
        {T.selected(count)}
      </p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <RoleModulePicker role={role} module={module} onRole={setRole} onModule={setModule} labels={{ role: T.role, module: T.module }} />
      </div>
      {overLimit && <p className="mt-2 text-sm text-red-700">{T.limit}</p>}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button onClick={() => void submit()} isLoading={assign.isPending} disabled={overLimit}>
          <UserPlus className="h-4 w-4" aria-hidden /> {T.assign(count)}
        </Button>
        <Button variant="secondary" onClick={onClear}>
          {T.clear}
        </Button>
      </div>
    </Card>
  );
}
