import type { ReactNode } from 'react';
import type { Project } from '@apps/contracts/mytime/project';
import { formatDate, formatDateRange } from '@apps/contracts/date-format';
import { EmptyState } from '../../../components/empty-state';
import { useI18n } from '../../../lib/i18n/intl';
import { billingTypeMessages, commonMessages, projectMessages as P } from '../timesheet.messages';
import { StatusBadge } from './status-badge';

/**
 * Projects as cards on small screens and rows on wide ones (SPEC.md section 3 fields); `actions`
 * adds buttons per project (project management).
 */
export function ProjectTable({ projects, actions, extra }: { projects: Project[]; actions?: (project: Project) => ReactNode; extra?: (project: Project) => ReactNode }) {
  const { formatMessage } = useI18n();
  if (projects.length === 0) return <EmptyState title={formatMessage(P.empty)} />;
  return (
    <ul className="divide-y divide-slate-100" aria-label={formatMessage(P.title)}>
      {projects.map((project) => (
        <li
          key={project.id}
          className={`grid gap-3 px-5 py-4 md:items-center ${actions ? 'md:grid-cols-[minmax(0,2fr)_minmax(0,1.2fr)_minmax(0,1.2fr)_18rem]' : 'md:grid-cols-[minmax(0,2fr)_minmax(0,1.2fr)_minmax(0,1.2fr)_6rem]'}`}
          data-testid="project-row"
        >
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-900">
              {project.name} <span className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs font-medium text-slate-600">{project.code}</span>
            </p>
            <p className="mt-0.5 text-sm text-slate-600">{project.clientName}</p>
            {extra?.(project)}
          </div>
          <div className="text-sm text-slate-600">
            <p>{formatMessage(billingTypeMessages[project.billingType])}</p>
            <p className="text-xs text-slate-500">{formatMessage(P.managerOf, { name: project.projectManagerName ?? formatMessage(commonMessages.unknown) })}</p>
          </div>
          <div className="text-sm text-slate-600">
            <p>
              {project.endDate ? formatDateRange(project.startDate, project.endDate) : `${formatDate(project.startDate)} – ${formatMessage(P.ongoing)}`}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2 md:justify-end">
            <StatusBadge status={project.status} />
            {actions?.(project)}
          </div>
        </li>
      ))}
    </ul>
  );
}
