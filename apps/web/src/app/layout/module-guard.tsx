import { Navigate, Outlet } from 'react-router';
import type { ModuleId } from '@apps/contracts/module-ids';
import { Spinner } from '../../components/spinner';
import { canAccessModule, useAuthStore } from '../../lib/auth/auth-store';

/**
 * A module's routes are reachable only with a role on the module or 'all' (SPEC.md section 5, as for
 * the tiles); others are sent home. The server refuses their calls in any case.
 */
export function ModuleGuard({ moduleId }: { moduleId: ModuleId }) {
  const userRoles = useAuthStore((s) => s.userRoles);
  const loading = useAuthStore((s) => s.isLoadingRoles);
  if (canAccessModule(userRoles, moduleId)) return <Outlet />;
  if (loading) return <Spinner label="Loading your permissions..." />;
  return <Navigate to="/" replace />;
}
