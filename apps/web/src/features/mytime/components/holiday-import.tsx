import { useState } from 'react';
import toast from 'react-hot-toast';
import { Upload } from 'lucide-react';
import type { HolidayImportResult } from '@apps/contracts/mytime/holiday';
import { formatDate } from '@apps/contracts/date-format';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorBanner, toBannerError } from '../../../components/error-banner';
import { INPUT_CLASS } from '../../../components/input-class';
import { useImportHolidays } from '../api/import-holidays';
import { useI18n } from '../../../lib/i18n/intl';
import { holidayAdminTexts, leaveContextTexts } from '../leave-texts';

/** One part of the preview (added, changed or removed): a heading with its count and the dates. */
function ChangeList({ title, tone, items, testId }: { title: string; tone: string; items: Array<{ date: string; text: string }>; testId: string }) {
  if (items.length === 0) return null;
  return (
    <div data-testid={testId}>
      <h4 className={`text-xs font-semibold uppercase tracking-wide ${tone}`}>
        {title} ({items.length})
      </h4>
      <ul className="mt-1 grid gap-1 sm:grid-cols-2">
        {items.map((item) => (
          <li key={item.date} className="text-slate-700 [overflow-wrap:anywhere]">
            {formatDate(item.date)} · {item.text}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Imports a year of calendar `officeLocation` from an `.ics` or CSV file: Preview (required) asks the
 * server what the import would change without changing anything (`dryRun`) and lists the holidays
 * added, changed (renamed) and removed; Import is possible only after a preview of the chosen file and
 * asks for confirmation, naming those counts, before it replaces the year. A malformed file shows every
 * error with its line in the error banner and nothing is imported.
 */
export function HolidayImport({ officeLocation, year }: { officeLocation: string | null; year: number }) {
  const importer = useImportHolidays();
  const intl = useI18n();
  const I = leaveContextTexts(intl).holidayImport;
  const H = holidayAdminTexts(intl);
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [preview, setPreview] = useState<HolidayImportResult | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const calendar = officeLocation ?? H.defaultCalendar;

  const run = async (dryRun: boolean) => {
    if (!file) return;
    setError(null);
    try {
      const result = await importer.mutateAsync({ text: file.text, fileName: file.name, officeLocation, year, dryRun });
      if (dryRun) setPreview(result);
      else {
        setPreview(null);
        setConfirming(false);
        toast.success(H.imported(result.holidays.length));
      }
    } catch (caught) {
      setPreview(null);
      setConfirming(false);
      setError(caught);
      if (!dryRun) toast.error(H.importFailed);
    }
  };

  const changes = preview?.changes;
  const counts = changes ? { added: changes.added.length, changed: changes.changed.length, removed: changes.removed.length } : null;

  return (
    <div className="space-y-3" data-testid="holiday-import">
      <p className="text-sm text-slate-600">{H.importHint}</p>
      <div className="flex flex-wrap items-end gap-3">
        <label className="block min-w-0 flex-1 basis-56 text-sm font-medium text-slate-700">
          {H.chooseFile}
          <input
            type="file"
            accept=".ics,.csv,text/calendar,text/csv"
            className={`${INPUT_CLASS} mt-1`}
            onChange={async (event) => {
              const chosen = event.target.files?.[0];
              setPreview(null);
              setError(null);
              setFile(chosen ? { name: chosen.name, text: await chosen.text() } : null);
            }}
          />
        </label>
        <Button variant="secondary" disabled={!file} isLoading={importer.isPending && importer.variables?.dryRun === true} onClick={() => void run(true)}>
          {H.preview}
        </Button>
        <Button disabled={!preview} onClick={() => setConfirming(true)} aria-describedby={preview ? undefined : 'holiday-import-preview-first'}>
          <Upload className="h-4 w-4" aria-hidden /> {H.apply}
        </Button>
      </div>
      {file && !preview && error === null && (
        <p id="holiday-import-preview-first" className="text-sm text-slate-600">
          {I.previewFirst}
        </p>
      )}
      {error !== null && <ErrorBanner error={toBannerError(error)} />}
      {preview && changes && counts && (
        <div className="space-y-3 rounded-lg bg-slate-50 p-3 text-sm" data-testid="holiday-import-preview">
          <p className="font-medium text-slate-800">{counts.added + counts.changed + counts.removed === 0 ? I.noChanges : I.summary(counts.added, counts.changed, counts.removed)}</p>
          <ChangeList title={I.added} tone="text-emerald-700" testId="holiday-import-added" items={changes.added.map((h) => ({ date: h.date, text: h.name }))} />
          <ChangeList
            title={I.changed}
            tone="text-amber-700"
            testId="holiday-import-changed"
            items={changes.changed.map((h) => ({ date: h.date, text: I.renamed(h.before, h.after) }))}
          />
          <ChangeList title={I.removed} tone="text-red-700" testId="holiday-import-removed" items={changes.removed.map((h) => ({ date: h.date, text: h.name }))} />
        </div>
      )}
      <ConfirmDialog
        open={confirming && counts !== null}
        type="warning"
        title={I.confirmTitle}
        message={counts ? I.confirmMessage(calendar, year, counts.added, counts.changed, counts.removed) : ''}
        confirmText={I.confirm}
        cancelText={I.cancel}
        isLoading={importer.isPending && importer.variables?.dryRun === false}
        onConfirm={() => void run(false)}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
