import { Navigate, Outlet } from 'react-router';
import type { ModuleId } from '@apps/contracts/module-ids';
import { Spinner } from '../../components/spinner';
import { useAuthStore } from '../../lib/auth/auth-store';
import { mayOpenModule, useSubject } from '../../lib/auth/use-subject';
import { useI18n } from '../../lib/i18n/intl';
import { homeMessages } from '../messages';

/** What a module guard leaves in the location state when it sends someone home. */
export interface DeniedModuleState {
  deniedModule: ModuleId;
}

/**
 * A module's routes are reachable only with a role on the module or 'all' (SPEC.md section 5, as for
 * the tiles); others are sent home, where the module they tried is named (`DeniedModuleState`). The
 * server refuses their calls in any case.
 */
export function ModuleGuard({ moduleId }: { moduleId: ModuleId }) {
  const subject = useSubject();
  const loading = useAuthStore((s) => s.isLoadingRoles);
  const { formatMessage } = useI18n();
  if (mayOpenModule(subject, moduleId)) return <Outlet />;
  if (loading) return <Spinner label={formatMessage(homeMessages.loadingPermissions)} />;
  const state: DeniedModuleState = { deniedModule: moduleId };
  return <Navigate to="/" replace state={state} />;
}
