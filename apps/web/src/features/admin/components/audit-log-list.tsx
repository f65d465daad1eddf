import { formatDateTime } from '@apps/contracts/date-format';
import type { AuditActor, AuditEntry } from '@apps/contracts/core/audit';
import type { IntlShape } from 'react-intl';
import { useI18n } from '../../../lib/i18n/intl';
import { auditMessages as T } from '../audit.messages';

/** How an actor reads: a person's name, a provisioning token's, the server ('System'), or a deleted one. */
export function actorLabel(actor: AuditActor, intl: Pick<IntlShape, 'formatMessage'>): string {
  if (actor.kind === 'system') return intl.formatMessage(T.system);
  if (actor.kind === 'provisioning_token') return intl.formatMessage(T.provisioningToken, { name: actor.name ?? actor.id ?? '' });
  return actor.name ?? intl.formatMessage(T.unknownActor);
}

/** A detail value as indented JSON. */
const asJson = (value: unknown) => JSON.stringify(value, null, 2);

/** The record before and after, behind a disclosure (JSON can be long). */
function Details({ entry }: { entry: AuditEntry }) {
  const { formatMessage } = useI18n();
  const { before, after } = entry.details;
  if ((before === null || before === undefined) && (after === null || after === undefined)) {
    return <span className="text-slate-500">{formatMessage(T.noDetails)}</span>;
  }
  return (
    <details>
      <summary className="cursor-pointer text-blue-700">{formatMessage(T.showDetails)}</summary>
      <div className="mt-2 grid gap-2">
        {[
          [T.before, before],
          [T.after, after],
        ].map(([label, value]) =>
          value === null || value === undefined ? null : (
            <div key={(label as typeof T.before).id}>
              <p className="text-xs font-medium text-slate-500">{formatMessage(label as typeof T.before)}</p>
              <pre className="max-h-64 overflow-auto whitespace-pre-wrap break-all rounded bg-slate-50 p-2 font-mono text-xs text-slate-800">{asJson(value)}</pre>
            </div>
          ),
        )}
      </div>
    </details>
  );
}

/** The subject: its type, the person's name where it is one, and its id. */
function Subject({ entry }: { entry: AuditEntry }) {
  return (
    <>
      <span className="font-mono text-xs text-slate-500">{entry.subject.type}</span>
      {entry.subject.name && <span className="block text-slate-900">{entry.subject.name}</span>}
      <span className="block break-all font-mono text-xs text-slate-500">{entry.subject.id}</span>
    </>
  );
}

/**
 * The audit records: cards on small screens (390 px), a table from `md` up; both show every field.
 */
export function AuditLogList({ items }: { items: AuditEntry[] }) {
  const intl = useI18n();
  const { formatMessage } = intl;
  return (
    <>
      <ul className="divide-y divide-slate-100 md:hidden" aria-label={formatMessage(T.records)} data-testid="audit-cards">
        {items.map((entry) => (
          <li key={entry.id} className="py-3 text-sm">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="font-mono text-xs text-slate-900">{entry.action}</span>
              <time className="text-xs text-slate-500" dateTime={entry.time}>
                {formatDateTime(entry.time)}
              </time>
            </div>
            <p className="mt-1 text-slate-700">{actorLabel(entry.actor, intl)}</p>
            <div className="mt-1">
              <Subject entry={entry} />
            </div>
            <div className="mt-2">
              <Details entry={entry} />
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-left text-sm" data-testid="audit-table">
          <caption className="sr-only">{formatMessage(T.records)}</caption>
          <thead>
            <tr className="text-xs text-slate-500">
              <th scope="col" className="py-2 pr-3 font-medium">
                {formatMessage(T.columnTime)}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {formatMessage(T.columnActor)}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {formatMessage(T.columnAction)}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {formatMessage(T.columnSubject)}
              </th>
              <th scope="col" className="py-2 font-medium">
                {formatMessage(T.columnDetails)}
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((entry) => (
              <tr key={entry.id} className="border-t border-slate-100 align-top">
                <td className="whitespace-nowrap py-2 pr-3 text-slate-600">
                  <time dateTime={entry.time}>{formatDateTime(entry.time)}</time>
                </td>
                <td className="py-2 pr-3 text-slate-900">{actorLabel(entry.actor, intl)}</td>
                <td className="py-2 pr-3 font-mono text-xs text-slate-900">{entry.action}</td>
                <td className="max-w-xs py-2 pr-3">
                  <Subject entry={entry} />
                </td>
                <td className="max-w-md py-2">
                  <Details entry={entry} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
