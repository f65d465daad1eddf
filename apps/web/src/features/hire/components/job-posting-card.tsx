import { Building2, CalendarDays, MapPin, Send, CircleX } from 'lucide-react';
import type { JobPosting } from '@apps/contracts/hire/job-posting';
import { formatDate } from '@apps/contracts/date-format';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { useI18n } from '../../../lib/i18n/intl';
import { employmentTypeMessages, experienceLevelMessages, hireMessages as m, jobFormMessages } from '../messages';
import { JobStatusBadge } from './status-badges';

/**
 * One job posting: title, status, department, location, type, level, skills and description. Hiring
 * callers get Publish on drafts and Close on open postings.
 */
export function JobPostingCard({
  job,
  canManage,
  publishing,
  onPublish,
  onClose,
}: {
  job: JobPosting;
  canManage: boolean;
  publishing: boolean;
  onPublish: (job: JobPosting) => void;
  onClose: (job: JobPosting) => void;
}) {
  const { formatMessage } = useI18n();
  const when =
    job.status === 'Closed' && job.closedAt
      ? formatMessage(m.jobClosedOn, { date: formatDate(job.closedAt) })
      : job.publishedAt
        ? formatMessage(m.jobPublishedOn, { date: formatDate(job.publishedAt) })
        : formatMessage(m.jobCreatedOn, { date: formatDate(job.createdAt) });
  return (
    <Card className="flex w-full flex-col p-5" data-testid="job-posting" aria-label={job.title}>
      <div className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 text-base font-semibold text-slate-900">{job.title}</h3>
        <JobStatusBadge status={job.status} />
      </div>
      <p className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
        <span className="inline-flex items-center gap-1.5">
          <Building2 className="h-4 w-4 text-slate-400" aria-hidden /> {job.department}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <MapPin className="h-4 w-4 text-slate-400" aria-hidden /> {job.location}
        </span>
      </p>
      <div className="mt-3 flex flex-wrap gap-1.5">
        <Badge tone="blue">{formatMessage(employmentTypeMessages[job.employmentType])}</Badge>
        <Badge tone="indigo">{formatMessage(experienceLevelMessages[job.experienceLevel])}</Badge>
      </div>
      <p className="mt-3 line-clamp-3 text-sm text-slate-700">{job.description}</p>
      {job.requiredSkills.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={formatMessage(jobFormMessages.skills)}>
          {job.requiredSkills.map((skill) => (
            <li key={skill} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
              {skill}
            </li>
          ))}
        </ul>
      )}
      <div className="min-h-4 flex-1" aria-hidden />
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4">
        <span className="inline-flex items-center gap-1.5 text-xs text-slate-500">
          <CalendarDays className="h-3.5 w-3.5" aria-hidden /> {when}
        </span>
        {canManage && job.status === 'Draft' && (
          <Button size="sm" onClick={() => onPublish(job)} isLoading={publishing} aria-label={formatMessage(m.publishJob, { title: job.title })}>
            <Send className="h-4 w-4" aria-hidden /> {formatMessage(m.publish)}
          </Button>
        )}
        {canManage && job.status === 'Open' && (
          <Button size="sm" variant="secondary" onClick={() => onClose(job)} aria-label={formatMessage(m.closeJob, { title: job.title })}>
            <CircleX className="h-4 w-4" aria-hidden /> {formatMessage(m.close)}
          </Button>
        )}
      </div>
    </Card>
  );
}
