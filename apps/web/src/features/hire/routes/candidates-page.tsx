import { lazy, Suspense, useState } from 'react';
import { Lock, UserPlus, Users } from 'lucide-react';
import { CANDIDATE_STATUSES, type CandidateStatus } from '@apps/contracts/hire/candidate.values';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/query-state';
import { PageHeader } from '../../../components/page-header';
import { Spinner } from '../../../components/spinner';
import { managesCandidates } from '@apps/contracts/hire/hire.policy';
import { useSubject } from '../../../lib/auth/use-subject';
import { useCandidates } from '../api/get-candidates';
import { CandidateCard } from '../components/candidate-card';
import { Pager } from '../../../components/pager';
import { StatusFilter } from '../components/status-filter';
import { useI18n } from '../../../lib/i18n/intl';
import { candidateStatusMessages, hireMessages as m } from '../messages';

// The form (react-hook-form, the candidate schema) comes when Register Candidate opens it
//: the screen's first load has no form layer and no schema.
const RegisterCandidateForm = lazy(() => import('../components/register-candidate-form').then((m) => ({ default: m.RegisterCandidateForm })));

const PAGE_SIZE = 12;

function CandidateGrid() {
  const { formatMessage } = useI18n();
  const [showForm, setShowForm] = useState(false);
  const [status, setStatus] = useState<CandidateStatus | null>(null);
  const [offset, setOffset] = useState(0);
  const candidates = useCandidates({ status: status ? [status] : undefined, limit: PAGE_SIZE, offset });
  const items = candidates.data?.items ?? [];

  return (
    <div>
      <PageHeader
        title={formatMessage(m.candidatesTitle)}
        subtitle={formatMessage(m.candidatesSubtitle)}
        actions={
          !showForm ? (
            <Button onClick={() => setShowForm(true)}>
              <UserPlus className="h-4 w-4" aria-hidden /> {formatMessage(m.registerCandidate)}
            </Button>
          ) : undefined
        }
      />
      {showForm && (
        <Suspense fallback={<Spinner className="py-6" />}>
          <RegisterCandidateForm onDone={() => setShowForm(false)} />
        </Suspense>
      )}
      <StatusFilter
        label={formatMessage(m.filterByStatus)}
        statuses={CANDIDATE_STATUSES}
        value={status}
        allLabel={formatMessage(m.allStatuses)}
        labelOf={(s) => formatMessage(candidateStatusMessages[s])}
        onChange={(next) => {
          setStatus(next);
          setOffset(0);
        }}
      />
      {candidates.isError ? (
        <LoadError error={candidates.error} onRetry={() => void candidates.refetch()} isRetrying={candidates.isFetching} />
      ) : candidates.isPending ? (
        <Spinner label={formatMessage(m.loadingCandidates)} />
      ) : items.length === 0 ? (
        <Card>
          <EmptyState title={formatMessage(m.noCandidates)} icon={Users} />
        </Card>
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label={formatMessage(m.candidatesTitle)}>
            {items.map((candidate) => (
              <li key={candidate.id}>
                <CandidateCard candidate={candidate} />
              </li>
            ))}
          </ul>
          <Pager label={formatMessage(m.candidatePages)} total={candidates.data?.total ?? 0} limit={PAGE_SIZE} offset={offset} onChange={setOffset} />
        </>
      )}
    </div>
  );
}

/**
 * Candidates: a read-only card grid, filtered by status, for
 * recruiters, managers and admins, with a Register Candidate form above it. Candidate data is personal
 * data: everyone else gets a notice and no call is made.
 */
export function HireCandidatesPage() {
  const { formatMessage } = useI18n();
  if (managesCandidates(useSubject())) return <CandidateGrid />;
  return (
    <div>
      <PageHeader title={formatMessage(m.candidatesTitle)} />
      <Card>
        <EmptyState title={formatMessage(m.candidatesRestricted)} description={formatMessage(m.candidatesRestrictedHint)} icon={Lock} />
      </Card>
    </div>
  );
}
