import { useId, useRef, useState, type FormEvent } from 'react';
import { Download } from 'lucide-react';
import { addDays, weekOf } from '@apps/contracts/mytime/calendar.values';
import { EXPORT_FORMATS, type ExportFormat } from '@apps/contracts/mytime/exports.values';
import { Button } from '../../../components/button';
import { INPUT_CLASS } from '../../../components/input-class';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useI18n } from '../../../lib/i18n/intl';
import { downloadExport, type ExportKind } from '../api/download-export';
import { saveFile } from '../../../lib/save-file';
import { todayLocal } from '../local-dates';
import { exportMessages as T } from '../timesheet.messages';

/** "1.2 MB" for a count of bytes. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The default range: the current week and the four before it (Sunday to Saturday). */
export function defaultExportRange(today = todayLocal()): { from: string; to: string } {
  const week = weekOf(today);
  return { from: addDays(week.weekStartDate, -28), to: week.weekEndDate };
}

/**
 * Opens a small panel (range, CSV or XLSX, and for `allowSummary` the
 * billing summary), downloads the file with a progress line (bytes received, the server streams) and
 * shows the server's refusal (field errors, 403) in an alert. `label` names what is exported (Export by default),
 * `employeeId`/`projectId` narrow it; without them the server exports the caller's reach.
 */
export function ExportButton({
  label,
  employeeId,
  projectId,
  allowSummary = false,
  idSuffix,
}: {
  label?: string;
  employeeId?: string;
  projectId?: string;
  allowSummary?: boolean;
  /** Tells apart several buttons on one page in test ids (e.g. a project code). */
  idSuffix?: string;
}) {
  const { formatMessage } = useI18n();
  const name = label ?? formatMessage(T.export);
  const baseId = useId();
  const [open, setOpen] = useState(false);
  const [range, setRange] = useState(defaultExportRange);
  const [format, setFormat] = useState<ExportFormat>('csv');
  const [kind, setKind] = useState<ExportKind>('timesheets');
  const [received, setReceived] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setReceived(0);
    abort.current = new AbortController();
    try {
      const file = await downloadExport(
        { kind, format, ...range, ...(employeeId ? { employeeId } : {}), ...(projectId ? { projectId } : {}) },
        { onProgress: setReceived, signal: abort.current.signal },
      );
      saveFile(file);
      setOpen(false);
    } catch (caught) {
      if (caught instanceof DOMException && caught.name === 'AbortError') return;
      const fields = caught instanceof ApiError && caught.validationErrors ? Object.values(caught.validationErrors).flat() : [];
      setError([`${formatMessage(T.failed)} ${errorMessage(caught)}`, ...fields].join(' '));
    } finally {
      setReceived(null);
      abort.current = null;
    }
  };

  const busy = received !== null;
  const testId = `export${idSuffix ? `-${idSuffix}` : ''}`;
  return (
    <div className="relative inline-block text-left">
      <Button variant="secondary" size="sm" aria-expanded={open} aria-controls={`${baseId}-panel`} onClick={() => setOpen((o) => !o)} data-testid={testId}>
        <Download className="h-4 w-4" aria-hidden /> {name}
      </Button>
      {open && (
        <form
          id={`${baseId}-panel`}
          aria-label={name}
          onSubmit={(event) => void submit(event)}
          className="fixed inset-x-4 top-24 z-20 space-y-3 rounded-md border border-slate-200 bg-white p-4 shadow-lg sm:absolute sm:inset-x-auto sm:top-auto sm:right-0 sm:mt-2 sm:w-96"
        >
          {/* Each date field needs about 150 px for "mm/dd/yyyy" and its picker button: side by side from sm (the panel is 24rem), stacked on a phone. */}
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            <label className="text-xs font-medium text-slate-700">
              {formatMessage(T.from)}
              <input type="date" required className={INPUT_CLASS} value={range.from} onChange={(e) => setRange((r) => ({ ...r, from: e.target.value }))} />
            </label>
            <label className="text-xs font-medium text-slate-700">
              {formatMessage(T.to)}
              <input type="date" required className={INPUT_CLASS} value={range.to} onChange={(e) => setRange((r) => ({ ...r, to: e.target.value }))} />
            </label>
          </div>
          {allowSummary && (
            <label className="block text-xs font-medium text-slate-700">
              {formatMessage(T.content)}
              <select className={INPUT_CLASS} value={kind} onChange={(e) => setKind(e.target.value as ExportKind)}>
                <option value="timesheets">{formatMessage(T.entries)}</option>
                <option value="summary">{formatMessage(T.summary)}</option>
              </select>
            </label>
          )}
          <fieldset className="flex gap-4 text-sm">
            <legend className="sr-only">{formatMessage(T.format)}</legend>
            {EXPORT_FORMATS.map((value) => (
              <label key={value} className="flex items-center gap-1">
                <input type="radio" name={`${baseId}-format`} value={value} checked={format === value} onChange={() => setFormat(value)} />
                {value.toUpperCase()}
              </label>
            ))}
          </fieldset>
          {busy && (
            <div role="status" className="space-y-1 text-xs text-slate-600">
              <progress className="w-full" aria-label={formatMessage(T.downloading)} />
              <p>{formatMessage(T.received, { size: formatBytes(received) })}</p>
            </div>
          )}
          {error && (
            <p role="alert" className="rounded bg-red-50 p-2 text-xs text-red-700">
              {error}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <Button variant="ghost" size="sm" onClick={() => (busy ? abort.current?.abort() : setOpen(false))}>
              {formatMessage(T.cancel)}
            </Button>
            <Button type="submit" size="sm" isLoading={busy} data-testid={`${testId}-download`}>
              {formatMessage(T.download)}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
