import { Link } from 'react-router';
import { ArrowRight, Briefcase, CalendarDays, Handshake, Users } from 'lucide-react';
import { ACTIVE_CANDIDATE_STATUSES } from '@apps/contracts/hire/candidate.values';
import { Card, CardHeader } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/query-state';
import { PageHeader } from '../../../components/page-header';
import { Spinner } from '../../../components/spinner';
import { managesJobPostings } from '@apps/contracts/hire/hire.policy';
import { useSubject } from '../../../lib/auth/use-subject';
import { useCandidates } from '../api/get-candidates';
import { useJobPostings } from '../api/get-job-postings';
import { CandidateStatusBadge } from '../components/status-badges';
import { StatCard } from '../../../components/stat-card';
import { useI18n } from '../../../lib/i18n/intl';
import { employmentTypeMessages, hireMessages as m } from '../messages';

/** Dashboard lists show the first 5 items. */
const DASHBOARD_LIST_SIZE = 5;

function ViewAll({ to }: { to: string }) {
  const { formatMessage } = useI18n();
  return (
    <Link to={to} className="inline-flex items-center gap-1 text-sm font-medium text-blue-700 hover:underline">
      {formatMessage(m.viewAll)} <ArrowRight className="h-4 w-4" aria-hidden />
    </Link>
  );
}

/**
 * Hire dashboard: Open Positions, Active Candidates (Rejected
 * excluded), Interviews (fixed 0) and Offers (fixed 0), the first 5 open postings and the first 5
 * candidates who are not rejected. Candidate figures are shown to hiring callers only.
 */
export function HireDashboardPage() {
  const { formatMessage } = useI18n();
  const hiring = managesJobPostings(useSubject());
  const openJobs = useJobPostings({ status: ['Open'], limit: DASHBOARD_LIST_SIZE });
  const activeCandidates = useCandidates({ status: ACTIVE_CANDIDATE_STATUSES, limit: DASHBOARD_LIST_SIZE }, { enabled: hiring });

  return (
    <div>
      <PageHeader title={formatMessage(m.dashboardTitle)} subtitle={hiring ? formatMessage(m.dashboardSubtitle) : formatMessage(m.dashboardSubtitleReader)} />
      <section aria-label={formatMessage(m.figures)} className={`grid grid-cols-2 gap-3 sm:gap-4 ${hiring ? 'xl:grid-cols-4' : 'xl:grid-cols-3'}`}>
        <StatCard label={formatMessage(m.openPositions)} value={openJobs.data?.total ?? null} caption={formatMessage(m.openPositionsCaption)} icon={Briefcase} tone="bg-violet-100 text-violet-700" />
        {hiring && (
          <StatCard label={formatMessage(m.activeCandidates)} value={activeCandidates.data?.total ?? null} caption={formatMessage(m.activeCandidatesCaption)} icon={Users} tone="bg-blue-100 text-blue-700" />
        )}
        <StatCard label={formatMessage(m.interviews)} value={0} caption={formatMessage(m.interviewsCaption)} icon={CalendarDays} tone="bg-amber-100 text-amber-800" />
        <StatCard label={formatMessage(m.offers)} value={0} caption={formatMessage(m.offersCaption)} icon={Handshake} tone="bg-emerald-100 text-emerald-700" />
      </section>

      <div className={`mt-6 grid items-start gap-6 ${hiring ? 'lg:grid-cols-2' : ''}`}>
        <Card>
          <CardHeader title={formatMessage(m.openPositions)} action={<ViewAll to="/hire/jobs" />} />
          {openJobs.isError ? (
            <LoadError className="p-5" error={openJobs.error} onRetry={() => void openJobs.refetch()} isRetrying={openJobs.isFetching} />
          ) : openJobs.isPending ? (
            <Spinner label={formatMessage(m.loadingJobs)} />
          ) : (openJobs.data?.items.length ?? 0) === 0 ? (
            <EmptyState title={formatMessage(m.noJobs)} icon={Briefcase} />
          ) : (
            <ul className="divide-y divide-slate-100" aria-label={formatMessage(m.openJobPostings)}>
              {openJobs.data?.items.map((job) => (
                <li key={job.id} className="flex items-center justify-between gap-3 px-5 py-3">
                  <div className="min-w-0">
                    <p className="truncate text-sm font-medium text-slate-900">{job.title}</p>
                    <p className="truncate text-xs text-slate-500">
                      {job.department} · {job.location}
                    </p>
                  </div>
                  <span className="shrink-0 text-xs text-slate-500">{formatMessage(employmentTypeMessages[job.employmentType])}</span>
                </li>
              ))}
            </ul>
          )}
        </Card>

        {hiring && (
          <Card>
            <CardHeader title={formatMessage(m.recentCandidates)} action={<ViewAll to="/hire/candidates" />} />
            {activeCandidates.isError ? (
              <LoadError className="p-5" error={activeCandidates.error} onRetry={() => void activeCandidates.refetch()} isRetrying={activeCandidates.isFetching} />
            ) : activeCandidates.isPending ? (
              <Spinner label={formatMessage(m.loadingCandidates)} />
            ) : (activeCandidates.data?.items.length ?? 0) === 0 ? (
              <EmptyState title={formatMessage(m.noCandidates)} icon={Users} />
            ) : (
              <ul className="divide-y divide-slate-100" aria-label={formatMessage(m.activeCandidatesList)}>
                {activeCandidates.data?.items.map((candidate) => (
                  <li key={candidate.id} className="flex items-center justify-between gap-3 px-5 py-3">
                    <div className="min-w-0">
                      <p className="truncate text-sm font-medium text-slate-900">{candidate.fullName}</p>
                      <p className="truncate text-xs text-slate-500">{candidate.jobTitle ?? candidate.currentRole ?? '—'}</p>
                    </div>
                    <CandidateStatusBadge status={candidate.status} />
                  </li>
                ))}
              </ul>
            )}
          </Card>
        )}
      </div>
    </div>
  );
}
