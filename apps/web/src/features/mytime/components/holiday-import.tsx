import { useState } from 'react';
import toast from 'react-hot-toast';
import { Upload } from 'lucide-react';
import type { HolidayImportResult } from '@apps/contracts/mytime/holiday';
import { formatDate } from '@apps/contracts/date-format';
import { Button } from '../../../components/button';
import { ErrorBanner, toBannerError } from '../../../components/error-banner';
import { INPUT_CLASS } from '../../../components/input-class';
import { useImportHolidays } from '../api/import-holidays';
import { MYTIME_TEXTS } from '../texts';

const H = MYTIME_TEXTS.holidays;

/**
 * Imports a year of calendar `officeLocation` from an `.ics` or CSV file (issue 18): Preview asks the
 * server for the result without changes (`dryRun`), Import replaces the year. A malformed file shows
 * every error with its line in the error banner and nothing is imported.
 */
export function HolidayImport({ officeLocation, year }: { officeLocation: string | null; year: number }) {
  const importer = useImportHolidays();
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [preview, setPreview] = useState<HolidayImportResult | null>(null);
  const [error, setError] = useState<unknown>(null);

  const run = async (dryRun: boolean) => {
    if (!file) return;
    setError(null);
    try {
      const result = await importer.mutateAsync({ text: file.text, fileName: file.name, officeLocation, year, dryRun });
      if (dryRun) setPreview(result);
      else {
        setPreview(null);
        toast.success(H.imported(result.holidays.length));
      }
    } catch (caught) {
      setPreview(null);
      setError(caught);
      if (!dryRun) toast.error(H.importFailed);
    }
  };

  return (
    <div className="space-y-3" data-testid="holiday-import">
      <p className="text-sm text-slate-600">{H.importHint}</p>
      <div className="flex flex-wrap items-end gap-3">
        <label className="block min-w-[14rem] flex-1 text-sm font-medium text-slate-700">
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
        <Button disabled={!file} isLoading={importer.isPending && importer.variables?.dryRun === false} onClick={() => void run(false)}>
          <Upload className="h-4 w-4" aria-hidden /> {H.apply}
        </Button>
      </div>
      {error !== null && <ErrorBanner error={toBannerError(error)} />}
      {preview && (
        <div className="rounded-lg bg-slate-50 p-3 text-sm" data-testid="holiday-import-preview">
          <p className="font-medium text-slate-800">{H.previewSummary(preview.holidays.length, preview.removed)}</p>
          <ul className="mt-2 grid gap-1 sm:grid-cols-2">
            {preview.holidays.map((holiday) => (
              <li key={holiday.date} className="text-slate-700">
                {formatDate(holiday.date)} · {holiday.name}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
