import { lazy, Suspense, useState } from 'react';
import toast from 'react-hot-toast';
import { Briefcase, Plus } from 'lucide-react';
import { JOB_STATUSES, type JobStatus } from '@apps/contracts/hire/job-posting.values';
import type { JobPosting } from '@apps/contracts/hire/job-posting';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/query-state';
import { PageHeader } from '../../../components/page-header';
import { Spinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-client';
import { managesJobPostings } from '@apps/contracts/hire/hire.policy';
import { useSubject } from '../../../lib/auth/use-subject';
import { useCloseJobPosting } from '../api/close-job-posting';
import { useJobPostings } from '../api/get-job-postings';
import { usePublishJobPosting } from '../api/publish-job-posting';
import { JobPostingCard } from '../components/job-posting-card';
import { Pager } from '../../../components/pager';
import { StatusFilter } from '../components/status-filter';
import { useI18n } from '../../../lib/i18n/intl';
import { hireMessages as m, jobStatusMessages } from '../messages';

// The form (react-hook-form, the job posting schema) comes when Create Job Posting opens it
//: the screen's first load has no form layer and no schema.
const JobPostingForm = lazy(() => import('../components/job-posting-form').then((m) => ({ default: m.JobPostingForm })));

const PAGE_SIZE = 12;

/**
 * Jobs: the create form and a Publish button on drafts for
 * recruiters, managers and admins, who also filter by status and close open postings; everyone else
 * sees the open postings. Toasts.
 */
export function HireJobsPage() {
  const { formatMessage } = useI18n();
  const hiring = managesJobPostings(useSubject());
  const [showForm, setShowForm] = useState(false);
  const [status, setStatus] = useState<JobStatus | null>(null);
  const [offset, setOffset] = useState(0);
  const [closing, setClosing] = useState<JobPosting | null>(null);
  const jobs = useJobPostings({ status: status ? [status] : undefined, limit: PAGE_SIZE, offset });
  const publish = usePublishJobPosting();
  const close = useCloseJobPosting();

  async function onPublish(job: JobPosting) {
    try {
      await publish.mutateAsync(job.id);
      toast.success(formatMessage(m.jobPublished));
    } catch {
      toast.error(formatMessage(m.jobPublishFailed));
    }
  }

  async function onConfirmClose() {
    if (!closing) return;
    try {
      await close.mutateAsync(closing.id);
      toast.success(formatMessage(m.jobClosed));
    } catch (error) {
      toast.error(formatMessage(m.jobCloseFailedWith, { reason: errorMessage(error) }));
    }
    setClosing(null);
  }

  const items = jobs.data?.items ?? [];
  return (
    <div>
      <PageHeader
        title={formatMessage(m.jobsTitle)}
        subtitle={hiring ? formatMessage(m.jobsSubtitle) : formatMessage(m.jobsSubtitleReader)}
        actions={
          hiring && !showForm ? (
            <Button onClick={() => setShowForm(true)}>
              <Plus className="h-4 w-4" aria-hidden /> {formatMessage(m.createJob)}
            </Button>
          ) : undefined
        }
      />
      {hiring && showForm && (
        <Suspense fallback={<Spinner className="py-6" />}>
          <JobPostingForm onDone={() => setShowForm(false)} />
        </Suspense>
      )}
      {hiring && (
        <StatusFilter
          label={formatMessage(m.filterByStatus)}
          statuses={JOB_STATUSES}
          value={status}
          allLabel={formatMessage(m.allStatuses)}
          labelOf={(s) => formatMessage(jobStatusMessages[s])}
          onChange={(next) => {
            setStatus(next);
            setOffset(0);
          }}
        />
      )}
      {jobs.isError ? (
        <LoadError error={jobs.error} onRetry={() => void jobs.refetch()} isRetrying={jobs.isFetching} />
      ) : jobs.isPending ? (
        <Spinner label={formatMessage(m.loadingJobs)} />
      ) : items.length === 0 ? (
        <Card>
          <EmptyState title={formatMessage(m.noJobs)} icon={Briefcase} />
        </Card>
      ) : (
        <>
          <ul className="grid gap-4 md:grid-cols-2" aria-label={formatMessage(m.jobsTitle)}>
            {items.map((job) => (
              <li key={job.id} className="flex">
                <JobPostingCard
                  job={job}
                  canManage={hiring}
                  publishing={publish.isPending && publish.variables === job.id}
                  onPublish={(j) => void onPublish(j)}
                  onClose={setClosing}
                />
              </li>
            ))}
          </ul>
          <Pager label={formatMessage(m.jobPages)} total={jobs.data?.total ?? 0} limit={PAGE_SIZE} offset={offset} onChange={setOffset} />
        </>
      )}
      <ConfirmDialog
        open={closing !== null}
        type="warning"
        title={formatMessage(m.closeDialogTitle)}
        message={closing ? formatMessage(m.closeDialogMessage, { title: closing.title }) : ''}
        confirmText={formatMessage(m.closeDialogConfirm)}
        isLoading={close.isPending}
        onConfirm={() => void onConfirmClose()}
        onCancel={() => setClosing(null)}
      />
    </div>
  );
}
