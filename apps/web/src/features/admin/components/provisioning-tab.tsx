import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import type { ProvisioningEvent, ProvisioningStatus, ScimToken } from '@apps/contracts/core/provisioning';
import { formatDateTime } from '@apps/contracts/date-format';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { QueryContent } from '../../../components/query-state';
import { errorMessage } from '../../../lib/api-client';
import { useCreateProvisioningToken } from '../api/create-provisioning-token';
import { useProvisioningEvents } from '../api/get-provisioning-events';
import { useProvisioningStatus } from '../api/get-provisioning-status';
import { useProvisioningTokens } from '../api/get-provisioning-tokens';
import { useRevokeProvisioningToken } from '../api/revoke-provisioning-token';
import { useAdminTexts, type AdminTexts } from '../texts';

function when(iso: string | null, T: AdminTexts['provisioning']): string {
  return iso ? formatDateTime(iso) : T.never;
}

function StatusCard() {
  const T = useAdminTexts().provisioning;
  const status = useProvisioningStatus();
  return (
    <Card className="p-4" data-testid="provisioning-status">
      <h2 className="text-sm font-semibold text-slate-900">{T.status}</h2>
      <QueryContent query={status} loadingLabel={T.status} errorClassName="mt-3">
        {(s) => <StatusDetails s={s} />}
      </QueryContent>
    </Card>
  );
}

function StatusDetails({ s }: { s: ProvisioningStatus }) {
  const T = useAdminTexts().provisioning;
  return (
    <>
      <dl className="mt-3 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-slate-500">{T.status}</dt>
          <dd>{s.enabled ? <Badge tone="green">{T.enabled}</Badge> : <span className="text-slate-700">{T.disabled}</span>}</dd>
        </div>
        <div>
          <dt className="text-slate-500">{T.people}</dt>
          <dd className="font-medium text-slate-900">{s.provisionedPeople}</dd>
        </div>
        <div>
          <dt className="text-slate-500">{T.activeTokens}</dt>
          <dd className="font-medium text-slate-900">{s.activeTokens}</dd>
        </div>
        <div>
          <dt className="text-slate-500">{T.lastRequest}</dt>
          <dd className="text-slate-900">{when(s.lastRequestAt, T)}</dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-slate-600">
        {T.tenantUrl}: <code className="break-all rounded bg-slate-100 px-1">{`${window.location.origin}${s.scimPath}?aadOptscim062020`}</code>
      </p>
      <p className="text-xs text-slate-500">{T.tenantUrlHint}</p>
    </>
  );
}

function NewSecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  const T = useAdminTexts().provisioning;
  const [copied, setCopied] = useState(false);
  return (
    <div role="status" className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm">
      <p className="font-medium text-amber-900">{T.created}</p>
      <label className="mt-2 block text-xs text-amber-900" htmlFor="provisioning-secret">
        {T.secretLabel}
      </label>
      <div className="mt-1 flex gap-2">
        <input id="provisioning-secret" readOnly value={secret} className="w-full rounded border border-amber-300 bg-white px-2 py-1 font-mono text-xs" onFocus={(e) => e.target.select()} />
        <Button
          size="sm"
          variant="secondary"
          onClick={() => {
            void navigator.clipboard?.writeText(secret).then(() => setCopied(true), () => setCopied(false));
          }}
        >
          {copied ? T.copied : T.copy}
        </Button>
        <Button size="sm" onClick={onDone}>
          {T.dismiss}
        </Button>
      </div>
    </div>
  );
}

function TokenList({ tokens, onRevoke }: { tokens: ScimToken[]; onRevoke: (token: ScimToken) => void }) {
  const T = useAdminTexts().provisioning;
  if (tokens.length === 0) return <p className="mt-3 text-sm text-slate-500">{T.noTokens}</p>;
  return (
    <ul className="mt-3 divide-y divide-slate-100" aria-label={T.tokens}>
      {tokens.map((token) => (
        <li key={token.id} className="flex items-center gap-3 py-2 text-sm" data-testid={`provisioning-token-${token.name}`}>
          <div className="min-w-0 flex-1 sm:flex sm:items-baseline sm:gap-3">
            <p className="truncate font-medium text-slate-900">{token.kind === 'environment' ? T.environment : token.name}</p>
            <p className="text-slate-500">
              {T.lastUsed}: {when(token.lastUsedAt, T)}
            </p>
          </div>
          {token.revokedAt ? (
            <Badge tone="red">{T.revoked}</Badge>
          ) : token.kind === 'admin' ? (
            <Button size="sm" variant="secondary" onClick={() => onRevoke(token)} aria-label={T.revokeToken(token.name)}>
              {T.revoke}
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function TokensCard() {
  const T = useAdminTexts().provisioning;
  const tokens = useProvisioningTokens();
  const create = useCreateProvisioningToken();
  const revoke = useRevokeProvisioningToken();
  const [name, setName] = useState('');
  const [secret, setSecret] = useState<string | null>(null);
  const [toRevoke, setToRevoke] = useState<ScimToken | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(name, {
      onSuccess: (created) => {
        setSecret(created.secret);
        setName('');
      },
      onError: (error) => toast.error(T.failed(errorMessage(error))),
    });
  };

  return (
    <Card className="p-4">
      <h2 className="text-sm font-semibold text-slate-900">{T.tokens}</h2>
      <form className="mt-3 flex flex-wrap items-end gap-2" onSubmit={submit}>
        <label className="text-sm text-slate-700">
          {T.tokenName}
          <input
            className="mt-1 block w-64 max-w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm"
            value={name}
            maxLength={100}
            required
            placeholder={T.tokenNamePlaceholder}
            onChange={(e) => setName(e.target.value)}
          />
        </label>
        <Button type="submit" isLoading={create.isPending} disabled={name.trim() === ''}>
          {T.create}
        </Button>
      </form>
      {secret && <NewSecret secret={secret} onDone={() => setSecret(null)} />}
      <QueryContent query={tokens} loadingLabel={T.tokens} errorClassName="mt-3">
        {(list) => <TokenList tokens={list} onRevoke={setToRevoke} />}
      </QueryContent>
      <ConfirmDialog
        open={toRevoke !== null}
        title={T.revokeTitle}
        message={toRevoke ? T.revokeMessage(toRevoke.name) : ''}
        confirmText={T.revoke}
        type="danger"
        isLoading={revoke.isPending}
        onCancel={() => setToRevoke(null)}
        onConfirm={() => {
          if (!toRevoke) return;
          revoke.mutate(toRevoke.id, {
            onSuccess: () => toast.success(T.revokedToast),
            onError: (error) => toast.error(T.failed(errorMessage(error))),
            onSettled: () => setToRevoke(null),
          });
        }}
      />
    </Card>
  );
}

/** A provisioning event's request as the log shows it: `PATCH /scim/v2/Users/{id}`. */
const eventRequest = (event: ProvisioningEvent) => `${event.method} ${event.path}`;

/** A provisioning event's HTTP status, green when it succeeded, red when not. */
function EventOutcome({ event }: { event: ProvisioningEvent }) {
  return <Badge tone={event.ok ? 'green' : 'red'}>{event.status}</Badge>;
}

/** The provisioning log: a list on small screens, a table from `sm` up; both show the same fields. */
function EventTable({ events }: { events: ProvisioningEvent[] }) {
  const T = useAdminTexts().provisioning;
  if (events.length === 0) return <p className="mt-3 text-sm text-slate-500">{T.noEvents}</p>;
  return (
    <>
      <ul className="mt-3 divide-y divide-slate-100 sm:hidden" aria-label={T.events}>
        {events.map((event) => (
          <li key={event.id} className="py-2 text-xs">
            <div className="flex items-center justify-between gap-2">
              <span className="text-slate-500">{when(event.createdAt, T)}</span>
              <EventOutcome event={event} />
            </div>
            <p className="mt-0.5 break-all font-mono text-slate-800">{eventRequest(event)}</p>
            <p className="text-slate-700">{event.action}</p>
            {event.detail && <p className="text-slate-600">{event.detail}</p>}
          </li>
        ))}
      </ul>
      <div className="mt-3 hidden overflow-x-auto sm:block">
      <table className="w-full text-left text-xs">
        <thead>
          <tr className="text-slate-500">
            <th scope="col" className="py-1 pr-2 font-medium">
              {T.eventTime}
            </th>
            <th scope="col" className="py-1 pr-2 font-medium">
              {T.eventRequest}
            </th>
            <th scope="col" className="py-1 pr-2 font-medium">
              {T.eventAction}
            </th>
            <th scope="col" className="py-1 pr-2 font-medium">
              {T.eventOutcome}
            </th>
            <th scope="col" className="py-1 font-medium">
              {T.eventDetail}
            </th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr key={event.id} className="border-t border-slate-100 align-top">
              <td className="whitespace-nowrap py-1 pr-2 text-slate-500">{when(event.createdAt, T)}</td>
              <td className="break-all py-1 pr-2 font-mono">{eventRequest(event)}</td>
              <td className="py-1 pr-2">{event.action}</td>
              <td className="py-1 pr-2">
                <EventOutcome event={event} />
              </td>
              <td className="py-1 text-slate-600">{event.detail}</td>
            </tr>
          ))}
        </tbody>
      </table>
      </div>
    </>
  );
}

function EventsCard() {
  const T = useAdminTexts().provisioning;
  const events = useProvisioningEvents();
  return (
    <Card className="p-4">
      <h2 className="text-sm font-semibold text-slate-900">{T.events}</h2>
      <QueryContent query={events} loadingLabel={T.events} errorClassName="mt-3">
        {(list) => <EventTable events={list} />}
      </QueryContent>
    </Card>
  );
}

/** User Management's Provisioning tab: status, tokens (secret shown once) and the last 100 events. */
export function ProvisioningTab() {
  return (
    <div className="space-y-4">
      <StatusCard />
      <TokensCard />
      <EventsCard />
    </div>
  );
}
