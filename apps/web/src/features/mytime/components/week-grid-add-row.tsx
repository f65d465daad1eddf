import { useState, type FormEvent } from 'react';
import { Plus } from 'lucide-react';
import type { Project } from '@apps/contracts/mytime/project';
import { allowsBillable } from '@apps/contracts/mytime/project.values';
import { TIME_ENTRY_CATEGORIES, type TimeEntryCategory } from '@apps/contracts/mytime/timesheet.values';
import { Button } from '../../../components/button';
import { INPUT_CLASS } from '../../../components/input-class';
import { useI18n } from '../../../lib/i18n/intl';
import { categoryLabel } from '../texts';
import { commonMessages, timesheetMessages as T, weekGridMessages as G } from '../timesheet.messages';
import { rowKeyOf, type GridRow } from '../week-grid';

/**
 * Classes that put the red star of a required field after a label's text, as the forms' FormField
 * shows it. Drawn by CSS, so the label's text and the control's name stay the field's name; screen
 * readers hear `aria-required` on the control instead.
 */
export const REQUIRED_LABEL_CLASS = "after:ml-0.5 after:text-red-600 after:content-['*']";

/**
 * Adds a row to the week grid: project (Active ones), task, category and billable pickers, defaults
 * as the add-entry form's (SPEC.md section 5: Development; Billable from the project's billing type,
 * unticked on a Non-billable project). The row is local until one of its cells has hours and the week
 * is saved. Project and task are required (marked, 'Please fill all required fields'); Billable on a
 * Non-billable project gets the API's message.
 */
export function AddGridRow({ projects, existing, onAdd }: { projects: Project[]; existing: ReadonlySet<string>; onAdd: (row: GridRow) => void }) {
  const intl = useI18n();
  const { formatMessage } = intl;
  const active = projects.filter((p) => p.status === 'Active');
  const [projectId, setProjectId] = useState('');
  const [task, setTask] = useState('');
  const [category, setCategory] = useState<TimeEntryCategory>('Development');
  const [isBillable, setBillable] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const project = active.find((p) => p.id === projectId);
    const taskDescription = task.trim();
    if (!project || !taskDescription) return setProblem(formatMessage(commonMessages.fillRequired));
    if (isBillable && !allowsBillable(project.billingType)) return setProblem(formatMessage(commonMessages.nonBillableProject, { project: project.name }));
    const key = rowKeyOf({ projectId, taskDescription, category, isBillable });
    if (existing.has(key)) return setProblem(formatMessage(G.rowExists));
    setProblem(null);
    setTask('');
    onAdd({ key, projectId, projectName: project.name, taskDescription, category, isBillable });
  };

  return (
    <form aria-label={formatMessage(G.addRowTitle)} onSubmit={submit} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(10rem,1fr)_minmax(10rem,1.5fr)_10rem_auto_auto] lg:items-end">
      <label className="text-sm font-medium text-slate-700">
        <span className={REQUIRED_LABEL_CLASS}>{formatMessage(T.project)}</span>
        <select
          className={`${INPUT_CLASS} mt-1`}
          value={projectId}
          aria-required
          onChange={(e) => {
            setProjectId(e.target.value);
            const chosen = active.find((p) => p.id === e.target.value);
            if (chosen) setBillable(allowsBillable(chosen.billingType));
          }}
        >
          <option value="">{formatMessage(T.selectProject)}</option>
          {active.map((p) => (
            <option key={p.id} value={p.id}>{`${p.name} (${p.code})`}</option>
          ))}
        </select>
      </label>
      <label className="text-sm font-medium text-slate-700">
        <span className={REQUIRED_LABEL_CLASS}>{formatMessage(T.taskDescription)}</span>
        <input type="text" maxLength={1000} aria-required className={`${INPUT_CLASS} mt-1`} value={task} onChange={(e) => setTask(e.target.value)} />
      </label>
      <label className="text-sm font-medium text-slate-700">
        {formatMessage(T.category)}
        <select className={`${INPUT_CLASS} mt-1`} value={category} onChange={(e) => setCategory(e.target.value as TimeEntryCategory)}>
          {TIME_ENTRY_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {categoryLabel(c, intl)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex items-center gap-2 text-sm text-slate-700 lg:pb-2">
        <input type="checkbox" className="h-4 w-4 accent-blue-700" checked={isBillable} onChange={(e) => setBillable(e.target.checked)} />
        {formatMessage(T.billable)}
      </label>
      <Button type="submit" variant="secondary">
        <Plus className="h-4 w-4" aria-hidden /> {formatMessage(G.addRow)}
      </Button>
      {problem && (
        <p role="alert" className="text-sm text-red-700 sm:col-span-2 lg:col-span-5">
          {problem}
        </p>
      )}
    </form>
  );
}
