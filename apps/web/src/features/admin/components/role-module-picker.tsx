import { useId } from 'react';
import { ROLE_NAMES, type RoleName } from '@apps/contracts/core/role';
import { ALL_MODULES, MODULE_IDS, type RoleModule } from '@apps/contracts/module-ids';
import { INPUT_CLASS } from '../../../components/input-class';
import { useI18n } from '../../../lib/i18n/intl';
import { roleLabel } from '../role-texts';
import { moduleLabel } from './module-label';

/** Every value a role assignment's module may take, 'all' first. */
export const ROLE_MODULES: readonly RoleModule[] = [ALL_MODULES, ...MODULE_IDS];

/**
 * A role select and a module select side by side (labelled), for the default roles and bulk
 * assignment; the role names are the seeded ones (contracts' `ROLE_NAMES`).
 */
export function RoleModulePicker({
  role,
  module,
  onRole,
  onModule,
  labels,
}: {
  role: RoleName;
  module: RoleModule;
  onRole: (role: RoleName) => void;
  onModule: (module: RoleModule) => void;
  labels: { role: string; module: string };
}) {
  const id = useId();
  const intl = useI18n();
  return (
    <>
      <div className="min-w-0">
        <label htmlFor={`${id}-role`} className="mb-1 block text-sm font-medium text-slate-700">
          {labels.role}
        </label>
        <select id={`${id}-role`} className={INPUT_CLASS} value={role} onChange={(event) => onRole(event.target.value as RoleName)}>
          {ROLE_NAMES.map((name) => (
            <option key={name} value={name}>
              {roleLabel(name, intl)}
            </option>
          ))}
        </select>
      </div>
      <div className="min-w-0">
        <label htmlFor={`${id}-module`} className="mb-1 block text-sm font-medium text-slate-700">
          {labels.module}
        </label>
        <select id={`${id}-module`} className={INPUT_CLASS} value={module} onChange={(event) => onModule(event.target.value as RoleModule)}>
          {ROLE_MODULES.map((value) => (
            <option key={value} value={value}>
              {moduleLabel(value, intl)}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
