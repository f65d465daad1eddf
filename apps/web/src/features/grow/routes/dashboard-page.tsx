import { Link } from 'react-router';
import { ClipboardCheck, GraduationCap, Route, Target } from 'lucide-react';
import { GROW_MAX_PAGE_SIZE } from '@apps/contracts/grow/page.values';
import { Card, CardHeader } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { LoadError } from '../../../components/query-state';
import { Spinner } from '../../../components/spinner';
import { StatCard } from '../../../components/stat-card';
import { useMyLearningPaths } from '../api/get-my-learning-paths';
import { useMyOkrs } from '../api/get-my-okrs';
import { useMyReviews } from '../api/get-my-reviews';
import { ProgressBar } from '../components/progress-bar';
import { StatusBadge } from '../components/status-badge';
import { averageProgress, formatPercent } from '../grow-format';
import { useI18n } from '../../../lib/i18n/intl';
import { growMessages as messages } from '../messages';

/** Dashboard lists show the first 5 items. */
const FIRST = 5;
/** The Career Goals card is fixed at 1. */
const CAREER_GOALS_SHOWN = 1;

/** A failed list: the error and Retry, never the empty text. */
function LoadFailed({ query }: { query: { error: unknown; isFetching: boolean; refetch: () => unknown } }) {
  const { formatMessage } = useI18n();
  return <LoadError className="p-5" error={query.error ?? { message: formatMessage(messages.loadFailed) }} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />;
}

function ProgressRow({ title, subtitle, progress, status }: { title: string; subtitle?: string; progress: number; status: Parameters<typeof StatusBadge>[0]['status'] }) {
  const { formatMessage } = useI18n();
  return (
    <li className="px-5 py-3">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="truncate text-sm font-medium text-slate-900">{title}</p>
          {subtitle && <p className="text-xs text-slate-500">{subtitle}</p>}
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <StatusBadge status={status} />
          <span className="w-12 text-right text-sm font-semibold text-slate-800">{formatPercent(progress)}</span>
        </div>
      </div>
      <div className="mt-2">
        <ProgressBar value={progress} label={formatMessage(messages.progressOf, { what: title })} size="sm" />
      </div>
    </li>
  );
}

/**
 * /grow/dashboard: Active OKRs with their average progress (whole percent),
 * Reviews count, Learning Paths count, Career Goals (fixed 1), and the first 5 active OKRs and
 * learning paths with progress bars.
 */
export function GrowDashboardPage() {
  const { formatMessage } = useI18n();
  const okrs = useMyOkrs({ status: 'Active', limit: GROW_MAX_PAGE_SIZE });
  const reviews = useMyReviews({ limit: 1 });
  const paths = useMyLearningPaths({ limit: GROW_MAX_PAGE_SIZE });
  const active = okrs.data?.items ?? [];
  const count = (query: { isPending: boolean; data?: { total: number } | undefined }) => (query.isPending ? '…' : String(query.data?.total ?? 0));

  return (
    <div>
      <PageHeader title={formatMessage(messages.dashboardTitle)} subtitle={formatMessage(messages.dashboardSubtitle)} />
      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <StatCard
          icon={Target}
          tone="bg-emerald-100 text-emerald-700"
          label={formatMessage(messages.activeOkrs)}
          value={count(okrs)}
          caption={formatMessage(messages.averageProgress, { percent: averageProgress(active) })}
        />
        <StatCard icon={ClipboardCheck} tone="bg-violet-100 text-violet-700" label={formatMessage(messages.reviews)} value={count(reviews)} caption={formatMessage(messages.reviewsCaption)} />
        <StatCard icon={GraduationCap} tone="bg-blue-100 text-blue-700" label={formatMessage(messages.learningPaths)} value={count(paths)} caption={formatMessage(messages.learningPathsCaption)} />
        <StatCard icon={Route} tone="bg-amber-100 text-amber-800" label={formatMessage(messages.careerGoals)} value={String(CAREER_GOALS_SHOWN)} caption={formatMessage(messages.careerGoalsCaption)} />
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <Card className="min-w-0">
          <CardHeader title={formatMessage(messages.activeOkrs)} action={<Link to="/grow/okrs" className="text-sm font-medium text-blue-700 hover:underline">{formatMessage(messages.viewAll)}</Link>} />
          {okrs.isError ? (
            <LoadFailed query={okrs} />
          ) : okrs.isPending ? (
            <Spinner />
          ) : active.length === 0 ? (
            <EmptyState title={formatMessage(messages.noOkrs)} icon={Target} />
          ) : (
            <ul className="divide-y divide-slate-100" aria-label={formatMessage(messages.activeOkrs)}>
              {active.slice(0, FIRST).map((okr) => (
                <ProgressRow key={okr.id} title={okr.objective} subtitle={formatMessage(messages.quarterYear, { quarter: okr.quarter, year: okr.year })} progress={okr.progress} status={okr.status} />
              ))}
            </ul>
          )}
        </Card>
        <Card className="min-w-0">
          <CardHeader title={formatMessage(messages.learningProgress)} action={<Link to="/grow/learning" className="text-sm font-medium text-blue-700 hover:underline">{formatMessage(messages.viewAll)}</Link>} />
          {paths.isError ? (
            <LoadFailed query={paths} />
          ) : paths.isPending ? (
            <Spinner />
          ) : (paths.data?.items.length ?? 0) === 0 ? (
            <EmptyState title={formatMessage(messages.noLearningPaths)} icon={GraduationCap} />
          ) : (
            <ul className="divide-y divide-slate-100" aria-label={formatMessage(messages.learningProgress)}>
              {paths.data!.items.slice(0, FIRST).map((path) => (
                <ProgressRow
                  key={path.id}
                  title={path.title}
                  subtitle={formatMessage(messages.modulesDone, { done: path.modules.filter((m) => m.completedAt).length, total: path.modules.length })}
                  progress={path.progress}
                  status={path.status}
                />
              ))}
            </ul>
          )}
        </Card>
      </div>
    </div>
  );
}
