import { useState } from 'react';
import toast from 'react-hot-toast';
import { Plus, X } from 'lucide-react';
import type { IntlShape } from 'react-intl';
import type { RoleName } from '@apps/contracts/core/role';
import type { RoleDefault } from '@apps/contracts/core/role-defaults';
import type { RoleModule } from '@apps/contracts/module-ids';
import { Button } from '../../../components/button';
import { Card, CardHeader } from '../../../components/card';
import { QueryContent } from '../../../components/query-state';
import { errorMessage } from '../../../lib/api-client';
import { useRoleDefaults } from '../api/get-role-defaults';
import { useUpdateRoleDefaults } from '../api/update-role-defaults';
import { useI18n } from '../../../lib/i18n/intl';
import { roleLabel, useRoleTexts } from '../role-texts';
import { moduleLabel } from './module-label';
import { RoleModulePicker } from './role-module-picker';

const labelOf = (item: RoleDefault, intl: IntlShape) => `${roleLabel(item.roleName, intl)} · ${moduleLabel(item.module, intl)}`;
const sameItem = (a: RoleDefault, b: RoleDefault) => a.roleName === b.roleName && a.module === b.module;

function Editor({ saved }: { saved: RoleDefault[] }) {
  const intl = useI18n();
  const T = useRoleTexts().defaults;
  const [items, setItems] = useState(saved);
  const [role, setRole] = useState<RoleName>('Employee');
  const [module, setModule] = useState<RoleModule>('mytime');
  const save = useUpdateRoleDefaults();
  const candidate = { roleName: role, module };
  const inList = items.some((item) => sameItem(item, candidate));
  const dirty = items.length !== saved.length || items.some((item) => !saved.some((s) => sameItem(s, item)));

  async function submit() {
    try {
      const result = await save.mutateAsync({ items });
      setItems(result.items);
      toast.success(T.saved, { id: 'role-defaults' });
    } catch (error) {
      toast.error(T.failed(errorMessage(error)), { id: 'role-defaults' });
    }
  }

  return (
    <div className="space-y-4 p-5">
      {items.length === 0 ? (
        <p className="text-sm text-slate-600">{T.none}</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label={T.title}>
          {items.map((item) => (
            <li key={`${item.roleName}.${item.module}`} className="inline-flex items-center gap-1 rounded-full bg-blue-50 py-1 pl-3 pr-1 text-sm text-blue-900">
              {labelOf(item, intl)}
              <button
                type="button"
                aria-label={T.remove(labelOf(item, intl))}
                onClick={() => setItems(items.filter((other) => !sameItem(other, item)))}
                className="rounded-full p-1 hover:bg-blue-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-400"
              >
                <X className="h-3.5 w-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <RoleModulePicker role={role} module={module} onRole={setRole} onModule={setModule} labels={{ role: T.role, module: T.module }} />
        <Button variant="secondary" disabled={inList} title={inList ? T.already : undefined} onClick={() => setItems([...items, candidate])}>
          <Plus className="h-4 w-4" aria-hidden /> {T.add}
        </Button>
      </div>
      <Button onClick={() => void submit()} isLoading={save.isPending} disabled={!dirty}>
        {T.save}
      </Button>
    </div>
  );
}

/**
 * User Management's default roles (`GET`/`PUT /v1/role-defaults`): the list as removable chips, a role
 * and module to add, and Save (enabled once the list differs from the saved one).
 */
export function RoleDefaultsCard() {
  const defaults = useRoleDefaults();
  const T = useRoleTexts().defaults;
  return (
    <Card>
      <CardHeader title={T.title} description={T.description} />
      <QueryContent query={defaults} loadingLabel={T.loading} errorClassName="p-4">
        {(data) => <Editor key={JSON.stringify(data.items)} saved={data.items} />}
      </QueryContent>
    </Card>
  );
}
