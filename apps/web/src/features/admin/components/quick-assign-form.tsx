import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { Info } from 'lucide-react';
import type { Role, UserRole } from '@apps/contracts/core/role';
import type { User } from '@apps/contracts/core/user';
import { MODULE_IDS, type ModuleId } from '@apps/contracts/module-ids';
import { Button } from '../../../components/button';
import { Card, CardHeader } from '../../../components/card';
import { errorMessage } from '../../../lib/api-client';
import { MODULE_TILES } from '../../../lib/modules';
import { useAssignRole } from '../api/assign-role';
import { useRemoveRole } from '../api/remove-role';
import { assignmentsOf, hasChanges, planRoleChange, selectedModulesOf } from '../role-plan';
import { ADMIN_TEXTS } from '../texts';

const selectClass =
  'w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm focus:border-blue-600 focus:outline-none';

/**
 * Quick assign (SPEC.md section 2 "Manage Roles", section 5 "Role assignment"): choose a user, a role,
 * then modules. Admin selects and locks all eight. Save is disabled unless the selection differs
 * from the current assignments; the result is toasted as added/removed module counts.
 */
export function QuickAssignForm({ users, roles, assignments }: { users: User[]; roles: Role[]; assignments: UserRole[] }) {
  const [userId, setUserId] = useState('');
  const [roleId, setRoleId] = useState('');
  const [selected, setSelected] = useState<ModuleId[]>([]);
  const [saving, setSaving] = useState(false);
  const assign = useAssignRole();
  const remove = useRemoveRole();

  const role = roles.find((r) => r.id === roleId);
  const isAdminRole = role?.name === 'Admin';
  const current = useMemo(() => (userId && roleId ? assignmentsOf(assignments, userId, roleId) : []), [assignments, userId, roleId]);
  const shown = isAdminRole ? [...MODULE_IDS] : selected;
  const plan = planRoleChange(current, shown, isAdminRole);
  const differs = hasChanges(plan);

  function choose(nextUserId: string, nextRoleId: string) {
    setUserId(nextUserId);
    setRoleId(nextRoleId);
    setSelected(nextUserId && nextRoleId ? selectedModulesOf(assignmentsOf(assignments, nextUserId, nextRoleId)) : []);
  }

  function toggle(module: ModuleId) {
    setSelected((value) => (value.includes(module) ? value.filter((m) => m !== module) : [...value, module]));
  }

  async function save() {
    if (!userId || !roleId) {
      toast.error(ADMIN_TEXTS.selectUserAndRole);
      return;
    }
    if (shown.length === 0) {
      toast.error(ADMIN_TEXTS.selectModule);
      return;
    }
    if (!hasChanges(plan)) {
      toast(ADMIN_TEXTS.noChanges);
      return;
    }
    setSaving(true);
    try {
      for (const module of plan.add) await assign.mutateAsync({ userId, roleId, module });
      for (const assignment of plan.remove) await remove.mutateAsync(assignment.id);
      const added = plan.add.length;
      const removed = plan.remove.length;
      toast.success(
        added > 0 && removed > 0 ? ADMIN_TEXTS.addedAndRemoved(added, removed) : added > 0 ? ADMIN_TEXTS.added(added) : ADMIN_TEXTS.removed(removed),
      );
    } catch (error) {
      toast.error(ADMIN_TEXTS.updateRolesFailed(errorMessage(error)));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card>
      <CardHeader title="Quick Assign Role" description="Choose a user and a role, then the modules it applies to." />
      <div className="grid gap-4 p-5 md:grid-cols-2">
        <div>
          <label htmlFor="assign-user" className="mb-1 block text-sm font-medium text-slate-700">
            User
          </label>
          <select id="assign-user" className={selectClass} value={userId} onChange={(e) => choose(e.target.value, roleId)}>
            <option value="">Select a user</option>
            {users.map((user) => (
              <option key={user.id} value={user.id}>
                {user.name ? `${user.name} (${user.email})` : user.email}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="assign-role" className="mb-1 block text-sm font-medium text-slate-700">
            Role
          </label>
          <select id="assign-role" className={selectClass} value={roleId} onChange={(e) => choose(userId, e.target.value)}>
            <option value="">Select a role</option>
            {roles.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="md:col-span-2">
          <legend className="mb-2 text-sm font-medium text-slate-700">Modules</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {MODULE_TILES.map((tile) => (
              <label
                key={tile.id}
                className={`flex items-center gap-2 rounded-md border px-3 py-2 text-sm ${
                  shown.includes(tile.id) ? 'border-blue-300 bg-blue-50 text-blue-900' : 'border-slate-200 text-slate-700'
                } ${isAdminRole ? 'opacity-70' : 'cursor-pointer hover:bg-slate-50'}`}
              >
                <input
                  type="checkbox"
                  className="h-4 w-4 accent-blue-700"
                  checked={shown.includes(tile.id)}
                  disabled={isAdminRole}
                  onChange={() => toggle(tile.id)}
                />
                {tile.name}
              </label>
            ))}
          </div>
          {isAdminRole && (
            <p className="mt-2 flex items-center gap-1.5 text-sm text-blue-800">
              <Info className="h-4 w-4" aria-hidden /> {ADMIN_TEXTS.adminAllModules}
            </p>
          )}
        </fieldset>
        <div className="flex justify-end md:col-span-2">
          <Button onClick={() => void save()} disabled={!differs} isLoading={saving}>
            Save Roles
          </Button>
        </div>
      </div>
    </Card>
  );
}
