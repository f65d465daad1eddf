import { useMemo } from 'react';
import toast from 'react-hot-toast';
import { Info } from 'lucide-react';
import { z } from 'zod';
import { givenOnAllModulesOnly } from '@apps/contracts/core/policy';
import type { Role, UserRole } from '@apps/contracts/core/role';
import type { User } from '@apps/contracts/core/user';
import { MODULE_IDS, type ModuleId } from '@apps/contracts/module-ids';
import { Button } from '../../../components/button';
import { Card, CardHeader } from '../../../components/card';
import { Form, useZodForm } from '../../../components/form';
import { FormFieldset, FormSelect } from '../../../components/form-controls';
import { errorMessage } from '../../../lib/api-client';
import { MODULE_TILES } from '../../../lib/modules';
import { personLabel } from '../../../lib/person-label';
import { useAssignRole } from '../api/assign-role';
import { useRemoveRole } from '../api/remove-role';
import { assignmentsOf, hasChanges, planRoleChange, selectedModulesOf } from '../role-plan';
import { useI18n } from '../../../lib/i18n/intl';
import { roleLabel } from '../role-texts';
import { useAdminTexts, type AdminTexts } from '../texts';

/** The form's rules, with their messages in the page's language. */
const quickAssignSchema = (texts: AdminTexts) =>
  z.object({
    userId: z.string().min(1, texts.selectUserAndRole),
    roleId: z.string().min(1, texts.selectUserAndRole),
    modules: z.array(z.enum(MODULE_IDS)).min(1, texts.selectModule),
  });

/**
 * Quick assign ("Role assignment"): choose a user, a role,
 * then modules. Admin selects and locks all eight. Save is disabled unless the selection differs
 * from the current assignments; the result is toasted as added/removed module counts.
 */
export function QuickAssignForm({ users, roles, assignments }: { users: User[]; roles: Role[]; assignments: UserRole[] }) {
  const assign = useAssignRole();
  const remove = useRemoveRole();
  const intl = useI18n();
  const ADMIN = useAdminTexts();
  const schema = useMemo(() => quickAssignSchema(ADMIN), [ADMIN]);
  const form = useZodForm(schema, { defaultValues: { userId: '', roleId: '', modules: [] } });
  const [userId, roleId, selected] = form.watch(['userId', 'roleId', 'modules']);

  const isAdminRole = givenOnAllModulesOnly(roles.find((r) => r.id === roleId)?.name ?? '');
  const current = useMemo(() => (userId && roleId ? assignmentsOf(assignments, userId, roleId) : []), [assignments, userId, roleId]);
  const shown = isAdminRole ? [...MODULE_IDS] : selected;
  const plan = planRoleChange(current, shown, isAdminRole);
  const T = ADMIN.quickAssign;

  // Choosing a user or role shows the modules that pair already has; a role given on 'all' only
  // (Admin) has every module, so the form's value holds them all, as its locked checkboxes show.
  const choose = (nextUserId: string, nextRoleId: string) => {
    if (givenOnAllModulesOnly(roles.find((r) => r.id === nextRoleId)?.name ?? '')) form.setValue('modules', [...MODULE_IDS]);
    else form.setValue('modules', nextUserId && nextRoleId ? selectedModulesOf(assignmentsOf(assignments, nextUserId, nextRoleId)) : []);
  };
  const toggle = (module: ModuleId) =>
    form.setValue('modules', selected.includes(module) ? selected.filter((m) => m !== module) : [...selected, module], { shouldValidate: form.formState.isSubmitted });

  return (
    <Card>
      <CardHeader title={T.title} description={T.description} />
      <Form
        form={form}
        idPrefix="assign"
        aria-label={T.title}
        className="p-5"
        onSubmitError={(error) => toast.error(ADMIN.updateRolesFailed(errorMessage(error)))}
        onSubmit={async () => {
          if (!hasChanges(plan)) {
            toast(ADMIN.noChanges);
            return;
          }
          for (const module of plan.add) await assign.mutateAsync({ userId, roleId, module });
          for (const assignment of plan.remove) await remove.mutateAsync(assignment.id);
          const added = plan.add.length;
          const removed = plan.remove.length;
          toast.success(
            added > 0 && removed > 0 ? ADMIN.addedAndRemoved(added, removed) : added > 0 ? ADMIN.added(added) : ADMIN.removed(removed),
          );
        }}
      >
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          <FormSelect
            name="userId"
            label={T.user}
            placeholder={T.selectUser}
            choices={users.map((user) => ({ value: user.id, label: personLabel(user) }))}
            options={{ onChange: (e: { target: { value: string } }) => choose(e.target.value, roleId) }}
          />
          <FormSelect
            name="roleId"
            label={T.role}
            placeholder={T.selectRole}
            choices={roles.map((r) => ({ value: r.id, label: roleLabel(r.name, intl) }))}
            options={{ onChange: (e: { target: { value: string } }) => choose(userId, e.target.value) }}
          />
          <FormFieldset name="modules" serverField="module" legend={T.modules} className="md:col-span-2">
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
                <Info className="h-4 w-4" aria-hidden /> {ADMIN.adminAllModules}
              </p>
            )}
          </FormFieldset>
          <div className="flex justify-end md:col-span-2">
            <Button type="submit" disabled={!hasChanges(plan)} isLoading={form.formState.isSubmitting}>
              {T.save}
            </Button>
          </div>
        </div>
      </Form>
    </Card>
  );
}
