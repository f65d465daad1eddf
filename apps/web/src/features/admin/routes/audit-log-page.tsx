import { useMemo, useState } from 'react';
import { Download, ScrollText, ShieldAlert } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { readsAuditLog } from '@apps/contracts/core/audit.policy';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { Pager } from '../../../components/pager';
import { QueryContent } from '../../../components/query-state';
import { Spinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { useSubject } from '../../../lib/auth/use-subject';
import { useI18n } from '../../../lib/i18n/intl';
import { downloadAuditExport } from '../api/download-audit-export';
import { saveFile } from '../../../lib/save-file';
import { useAuditLog, type AuditFilters } from '../api/get-audit-log';
import { auditMessages as T } from '../audit.messages';
import { AuditLogFilters, type ActorChoice } from '../components/audit-log-filters';
import { AuditLogList } from '../components/audit-log-list';
import { adminMessages } from '../messages';

const FILTER_KEYS = ['actorId', 'subjectId', 'action', 'from', 'to'] as const;

/** The filters and page offset in the address (`?actorId=...&offset=25`): a filtered view can be linked and reloaded. */
function useAuditAddress() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo<AuditFilters>(
    () => Object.fromEntries(FILTER_KEYS.flatMap((key) => (params.get(key) ? [[key, params.get(key)!]] : []))),
    [params],
  );
  const offset = Math.max(0, Number.parseInt(params.get('offset') ?? '0', 10) || 0);
  const go = (next: AuditFilters, nextOffset = 0) => {
    const query = new URLSearchParams(Object.entries(next).filter((entry): entry is [string, string] => Boolean(entry[1])));
    if (nextOffset > 0) query.set('offset', String(nextOffset));
    setParams(query);
  };
  return { filters, offset, go };
}

/** "Export CSV": downloads the file of the filters on screen; a refusal shows beside the button. */
function ExportCsvButton({ filters }: { filters: AuditFilters }) {
  const { formatMessage } = useI18n();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      saveFile(await downloadAuditExport(filters));
    } catch (caught) {
      setError(formatMessage(T.exportFailed, { message: errorMessage(caught) }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col items-start gap-1 sm:items-end">
      <Button variant="secondary" onClick={() => void run()} isLoading={busy}>
        {!busy && <Download className="h-4 w-4" aria-hidden />} {formatMessage(T.exportCsv)}
      </Button>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

function AuditLog() {
  const { formatMessage } = useI18n();
  const { filters, offset, go } = useAuditAddress();
  const page = useAuditLog(filters, offset);
  // The person last picked, so the picker keeps their name once the address holds only their id.
  const [picked, setPicked] = useState<ActorChoice>(null);
  return (
    <div>
      <PageHeader title={formatMessage(T.title)} subtitle={formatMessage(T.subtitle)} actions={<ExportCsvButton filters={filters} />} />
      <Card className="mb-4 p-4">
        {/* A new set of filters in the address starts the form again from it (Back, a link). */}
        <AuditLogFilters
          key={JSON.stringify(filters)}
          applied={filters}
          knownActor={picked}
          onApply={(next, actor) => {
            setPicked(actor);
            go(next);
          }}
        />
      </Card>
      <Card className="p-4">
        <QueryContent query={page} loadingLabel={formatMessage(T.loading)}>
          {(data) =>
            data.items.length === 0 ? (
              <EmptyState icon={ScrollText} title={formatMessage(T.empty)} description={formatMessage(T.emptyHint)} />
            ) : (
              <>
                <AuditLogList items={data.items} />
                <Pager bounded total={data.total} limit={data.limit} offset={data.offset} onChange={(next) => go(filters, next)} label={formatMessage(T.pages)} />
              </>
            )
          }
        </QueryContent>
      </Card>
    </div>
  );
}

/** The audit log at /admin/audit: Admin on all only (the server refuses everyone else too); others see Access Denied. */
export function AuditLogPage() {
  const subject = useSubject();
  const loading = useAuthStore((s) => s.isLoadingRoles);
  const { formatMessage } = useI18n();
  if (readsAuditLog(subject)) return <AuditLog />;
  if (loading) return <Spinner label={formatMessage(adminMessages.loadingPermissions)} />;
  return (
    <Card className="mx-auto mt-8 max-w-lg p-10 text-center">
      <ShieldAlert className="mx-auto h-12 w-12 text-red-500" aria-hidden />
      <h1 className="mt-4 text-xl font-semibold text-slate-900">{formatMessage(adminMessages.accessDenied)}</h1>
      <p className="mt-2 text-sm text-slate-600">{formatMessage(adminMessages.accessDeniedMessage)}</p>
    </Card>
  );
}
