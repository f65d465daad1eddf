import { Link, useLocation } from 'react-router';
import { Lock, ShieldAlert } from 'lucide-react';
import type { ModuleId } from '@apps/contracts/module-ids';
import { Badge } from '../../components/badge';
import { ContactAdminLink } from '../../features/access/components/contact-admin-link';
import { RequestAccessButton } from '../../features/access/components/request-access-button';
import { Spinner } from '../../components/spinner';
import { useAuthClient } from '../../lib/auth/auth-context';
import { roleNamesOn } from '@apps/contracts/core/policy';
import { useAuthStore } from '../../lib/auth/auth-store';
import { mayOpenModule, useSubject } from '../../lib/auth/use-subject';
import { MODULE_TILES, moduleTile, type ModuleTile } from '../../lib/modules';
import type { DeniedModuleState } from '../layout/module-guard';
import { intlFor, useI18n } from '../../lib/i18n/intl';
import { homeMessages as messages, roleNameMessages } from '../messages';
import { moduleDescriptionMessage } from '../module.messages';

/** The home text of a tile the person cannot open. */
export const NO_ACCESS_TEXT = messages.noAccess.defaultMessage;

/** Home's notice after a deep link to a module without a role. */
export const noModuleAccessText = (moduleName: string) => intlFor('en').formatMessage(messages.noModuleAccess, { module: moduleName });

/** The module a guard sent the person home from, if any (see `ModuleGuard`). */
function useDeniedModule(): ModuleId | null {
  const state = useLocation().state as Partial<DeniedModuleState> | null;
  return state?.deniedModule && MODULE_TILES.some((tile) => tile.id === state.deniedModule) ? state.deniedModule : null;
}

function Tile({ tile, roleNames, enabled }: { tile: ModuleTile; roleNames: string[]; enabled: boolean }) {
  const { formatMessage } = useI18n();
  const Icon = tile.icon;
  const body = (
    <>
      <div className="flex items-start justify-between gap-3">
        <span className={`flex h-12 w-12 items-center justify-center rounded-xl ${tile.colour}`}>
          <Icon className="h-6 w-6" aria-hidden />
        </span>
        {!enabled && <Lock className="h-4 w-4 text-slate-400" aria-hidden />}
      </div>
      <h2 className="mt-4 text-lg font-semibold text-slate-900">{tile.title}</h2>
      <p className="mt-1 text-sm text-slate-600">{formatMessage(moduleDescriptionMessage(tile.id, tile.description))}</p>
      <div className="mt-4 flex min-h-6 flex-wrap gap-1.5">
        {enabled ? (
          roleNames.map((role) => (
            <Badge key={role} tone="blue">
              {Object.hasOwn(roleNameMessages, role) ? formatMessage(roleNameMessages[role as keyof typeof roleNameMessages]) : role}
            </Badge>
          ))
        ) : (
          <span className="text-xs font-medium text-slate-500">{formatMessage(messages.noAccess)}</span>
        )}
      </div>
    </>
  );
  const base = 'block h-full rounded-xl border bg-white p-5 text-left shadow-sm transition';
  if (!enabled) {
    // The tile stays dimmed and unclickable; its "Request access" button, beside
    // the disabled part rather than inside it, is not.
    return (
      <div data-testid={`tile-${tile.id}-access`} className={`${base} flex flex-col border-slate-200`}>
        <div data-testid={`tile-${tile.id}`} aria-disabled="true" className="flex-1 cursor-not-allowed opacity-55">
          {body}
        </div>
        <div className="mt-3">
          <RequestAccessButton moduleId={tile.id} />
        </div>
      </div>
    );
  }
  return (
    <Link
      data-testid={`tile-${tile.id}`}
      to={tile.path}
      className={`${base} border-slate-200 hover:-translate-y-0.5 hover:border-blue-300 hover:shadow-md`}
    >
      {body}
    </Link>
  );
}

/**
 * Home: greeting by name (e-mail if none), a spinner with 'Loading your
 * permissions...' while roles load, then the eight tiles and the footer mail link. A locked tile and the
 * no-access notice offer "Request access"; the mail link goes to a real administrator.
 */
export function HomePage() {
  const user = useAuthStore((s) => s.user);
  const account = useAuthStore((s) => s.azureAccount);
  const subject = useSubject();
  const loading = useAuthStore((s) => s.isLoadingRoles);
  const { config } = useAuthClient();
  const denied = useDeniedModule();
  const { formatMessage } = useI18n();
  const displayName = user?.name || account?.name || user?.email || account?.username || '';

  return (
    <div>
      <div className="mb-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{formatMessage(messages.welcome, { name: displayName })}</h1>
        <p className="mt-1 text-sm text-slate-600">{formatMessage(messages.choose)}</p>
      </div>
      {denied && (
        <div role="alert" className="mb-6 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <ShieldAlert className="h-5 w-5 shrink-0" aria-hidden />
          <span className="font-medium">{formatMessage(messages.noModuleAccess, { module: moduleTile(denied).name })}</span>
          <RequestAccessButton moduleId={denied} />
          <ContactAdminLink fallback={config.adminContactEmail} />
        </div>
      )}
      {loading ? (
        <Spinner label={formatMessage(messages.loadingPermissions)} />
      ) : (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {MODULE_TILES.map((tile) => (
            <Tile key={tile.id} tile={tile} enabled={mayOpenModule(subject, tile.id)} roleNames={roleNamesOn(subject, tile.id)} />
          ))}
        </div>
      )}
      <footer className="mt-12 border-t border-slate-200 pt-6 text-center text-sm text-slate-600">
        {formatMessage(messages.needAccess)} <ContactAdminLink fallback={config.adminContactEmail} />
      </footer>
    </div>
  );
}
