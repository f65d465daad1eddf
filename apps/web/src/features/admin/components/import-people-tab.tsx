import { useEffect, useRef, useState, type ChangeEvent, type RefObject } from 'react';
import toast from 'react-hot-toast';
import { Download, FileUp } from 'lucide-react';
import type { ValidationErrors } from '@apps/contracts/envelope';
import { USER_IMPORT_COLUMNS, USER_IMPORT_MAX_BYTES } from '@apps/contracts/core/user-import.values';
import type { UserImportChange, UserImportResult } from '@apps/contracts/core/user-import';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { Card, CardHeader } from '../../../components/card';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useImportPeople } from '../api/import-people';
import { useAdminTexts, type AdminTexts } from '../texts';

/** Rows of the preview listed before "and N more". */
const PREVIEW_ROWS = 100;

const TEMPLATE = `${USER_IMPORT_COLUMNS.join(',')}
priya.sharma@company.com,Priya Sharma,,Head of Engineering,Engineering,Bengaluru,Manager.mytime;Manager.grow
neha.kapoor@company.com,Neha Kapoor,priya.sharma@company.com,Engineering Manager,Engineering,Pune,
`;

type Step = 'idle' | 'reading' | 'checking' | 'preview' | 'importing' | 'done';

const STEP_ORDER: Array<Exclude<Step, 'idle'>> = ['reading', 'checking', 'preview', 'importing', 'done'];

type Outcome =
  | { kind: 'none' }
  | { kind: 'preview' | 'done'; result: UserImportResult }
  | { kind: 'invalid'; errors: ValidationErrors }
  | { kind: 'failed'; message: string };

/**
 * User Management's "Import people" tab: choose a CSV file, see what it would change (the
 * server's dry run over the whole file, or every error with its line), then import it in one step.
 * A progress bar shows the steps (reading, checking, preview, importing, imported).
 */
export function ImportPeopleTab() {
  const T = useAdminTexts().importPeople;
  const mutation = useImportPeople();
  const [step, setStep] = useState<Step>('idle');
  const [csv, setCsv] = useState('');
  const [fileName, setFileName] = useState('');
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });
  const [inputKey, setInputKey] = useState(0);
  const resultHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (outcome.kind !== 'none') resultHeading.current?.focus();
  }, [outcome]);

  const reset = () => {
    setStep('idle');
    setCsv('');
    setFileName('');
    setOutcome({ kind: 'none' });
    setInputKey((key) => key + 1);
  };

  const failed = (error: unknown, back: Step) => {
    if (error instanceof ApiError && error.validationErrors) setOutcome({ kind: 'invalid', errors: error.validationErrors });
    else setOutcome({ kind: 'failed', message: errorMessage(error) });
    setStep(back);
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setFileName(file.name);
    setOutcome({ kind: 'none' });
    if (file.size > USER_IMPORT_MAX_BYTES) {
      setOutcome({ kind: 'failed', message: T.tooLarge });
      return;
    }
    setStep('reading');
    const text = await file.text();
    setCsv(text);
    setStep('checking');
    try {
      const result = await mutation.mutateAsync({ csv: text, dryRun: true });
      setOutcome({ kind: 'preview', result });
      setStep('preview');
    } catch (error) {
      failed(error, 'idle');
    }
  };

  const confirm = async () => {
    setStep('importing');
    try {
      const result = await mutation.mutateAsync({ csv, dryRun: false });
      setOutcome({ kind: 'done', result });
      setStep('done');
      toast.success(T.imported(result.created, result.updated));
    } catch (error) {
      failed(error, 'preview');
      toast.error(T.failed(errorMessage(error)));
    }
  };

  const busy = step === 'reading' || step === 'checking' || step === 'importing';
  return (
    <Card>
      <CardHeader title={T.title} description={T.description} />
      <div className="space-y-5 px-5 py-4">
        <section aria-labelledby="import-columns">
          <h3 id="import-columns" className="text-sm font-semibold text-slate-900">
            {T.columns}
          </h3>
          <p className="mt-1 break-words font-mono text-sm text-slate-800">{USER_IMPORT_COLUMNS.join(',')}</p>
          <p className="mt-1 text-sm text-slate-600">{T.columnsHelp}</p>
          <p className="mt-1 text-sm text-slate-600">{T.rolesHelp}</p>
          <a
            className="mt-2 inline-flex items-center gap-1.5 text-sm font-medium text-blue-700 hover:underline"
            href={`data:text/csv;charset=utf-8,${encodeURIComponent(TEMPLATE)}`}
            download="people-import-template.csv"
          >
            <Download className="h-4 w-4" aria-hidden />
            {T.template}
          </a>
        </section>

        <div>
          <label htmlFor="import-file" className="block text-sm font-medium text-slate-800">
            {T.file}
          </label>
          <input
            key={inputKey}
            id="import-file"
            type="file"
            accept=".csv,text/csv"
            aria-describedby="import-file-help"
            disabled={busy || step === 'preview'}
            onChange={(event) => void onFile(event)}
            className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-blue-700 file:px-3 file:py-2 file:text-sm file:font-medium file:text-white hover:file:bg-blue-800 disabled:opacity-60"
          />
          <p id="import-file-help" className="mt-1 text-xs text-slate-600">
            {T.fileHelp}
          </p>
        </div>

        {step !== 'idle' && <ImportProgress step={step} fileName={fileName} />}

        {outcome.kind === 'invalid' && <ImportErrors errors={outcome.errors} headingRef={resultHeading} />}
        {outcome.kind === 'failed' && (
          <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            <h3 ref={resultHeading} tabIndex={-1} className="font-semibold outline-none">
              {T.failed(outcome.message)}
            </h3>
          </div>
        )}
        {(outcome.kind === 'preview' || outcome.kind === 'done') && (
          <ImportPreview result={outcome.result} headingRef={resultHeading} />
        )}

        <div className="flex flex-wrap gap-2">
          {outcome.kind === 'preview' && outcome.result.people.length > 0 && (
            <Button onClick={() => void confirm()} isLoading={step === 'importing'}>
              <FileUp className="h-4 w-4" aria-hidden />
              {T.confirm(outcome.result.people.length)}
            </Button>
          )}
          {(step !== 'idle' || outcome.kind !== 'none') && (
            <Button variant="secondary" onClick={reset} disabled={busy}>
              {T.chooseAnother}
            </Button>
          )}
        </div>
      </div>
    </Card>
  );
}

/** The steps as a progress bar with the current step's name (announced politely). */
function ImportProgress({ step, fileName }: { step: Exclude<Step, 'idle'>; fileName: string }) {
  const T = useAdminTexts().importPeople;
  const index = STEP_ORDER.indexOf(step) + 1;
  return (
    <div>
      <div className="flex justify-between text-sm text-slate-700">
        <span aria-live="polite">{T.steps[step]}</span>
        <span className="truncate pl-3 text-slate-500">{fileName}</span>
      </div>
      <progress className="mt-1 h-2 w-full appearance-none overflow-hidden rounded bg-slate-200 [&::-moz-progress-bar]:bg-blue-700 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-blue-700" max={STEP_ORDER.length} value={index} aria-label={T.progress}>
        {T.steps[step]}
      </progress>
    </div>
  );
}

function ImportErrors({ errors, headingRef }: { errors: ValidationErrors; headingRef: RefObject<HTMLHeadingElement | null> }) {
  const T = useAdminTexts().importPeople;
  const entries = Object.entries(errors);
  const lines = entries.filter(([key]) => key !== 'file').length;
  return (
    <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      <h3 ref={headingRef} tabIndex={-1} className="font-semibold outline-none">
        {T.errorsTitle(Math.max(lines, 1))}
      </h3>
      <ul className="mt-2 max-h-80 list-disc space-y-1 overflow-y-auto pl-5">
        {entries.map(([key, messages]) => (
          <li key={key}>
            <span className="font-medium">{key === 'file' ? T.file : key.replace(/^line/, T.line)}</span>: {messages.join('; ')}
          </li>
        ))}
      </ul>
    </div>
  );
}

function describeChanges(change: UserImportChange, T: AdminTexts['importPeople']): string {
  return Object.entries(change.changes)
    .map(([field, value]) => {
      const label = T.fieldNames[field as keyof typeof T.fieldNames] ?? field;
      const shown = Array.isArray(value) ? value.join(', ') : value === null ? (field === 'managerEmail' ? T.noManager : T.cleared) : value;
      return `${label}: ${shown}`;
    })
    .join(' · ');
}

function ImportPreview({ result, headingRef }: { result: UserImportResult; headingRef: RefObject<HTMLHeadingElement | null> }) {
  const T = useAdminTexts().importPeople;
  const shown = result.people.slice(0, PREVIEW_ROWS);
  return (
    <section aria-labelledby="import-result" className="rounded-md border border-slate-200">
      <h3 id="import-result" ref={headingRef} tabIndex={-1} className="border-b border-slate-100 px-3 py-2 text-sm font-semibold text-slate-900 outline-none">
        {result.dryRun ? T.steps.preview : T.steps.done}: {T.summary(result.created, result.updated, result.unchanged)}
      </h3>
      {result.people.length === 0 ? (
        <p className="px-3 py-3 text-sm text-slate-600">{T.nothingToDo}</p>
      ) : (
        <ul className="max-h-96 divide-y divide-slate-100 overflow-y-auto" aria-label={T.title}>
          {shown.map((person) => (
            <li key={person.line} className="flex flex-col gap-1 px-3 py-2 text-sm sm:flex-row sm:items-baseline sm:gap-3">
              <span className="w-16 shrink-0 text-xs text-slate-500">
                {T.line} {person.line}
              </span>
              <span className="min-w-0 break-all font-medium text-slate-900 sm:w-64 sm:shrink-0">{person.email}</span>
              <Badge tone={person.action === 'create' ? 'green' : 'blue'} className="shrink-0 self-start whitespace-nowrap sm:self-auto">
                {person.action === 'create' ? T.create : T.update}
              </Badge>
              <span className="min-w-0 break-words text-slate-600">{describeChanges(person, T)}</span>
            </li>
          ))}
          {result.people.length > shown.length && <li className="px-3 py-2 text-sm text-slate-600">{T.more(result.people.length - shown.length)}</li>}
        </ul>
      )}
    </section>
  );
}
