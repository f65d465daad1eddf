import { useState } from 'react';
import toast from 'react-hot-toast';
import { ArrowRight, CalendarClock, Route } from 'lucide-react';
import type { CareerGoal } from '@apps/contracts/grow/career-goal';
import { GROW_MAX_PAGE_SIZE } from '@apps/contracts/grow/page.values';
import { Card } from '../../../components/card';
import { PageHeader } from '../../../components/page-header';
import { useCompleteMilestone } from '../api/complete-milestone';
import { useMyCareerGoals } from '../api/get-my-career-goals';
import { CompletionList } from '../components/completion-list';
import { ListState } from '../components/list-state';
import { ProgressBar } from '../components/progress-bar';
import { StatusBadge } from '../components/status-badge';
import { useI18n } from '../../../lib/i18n/intl';
import { growMessages as messages } from '../messages';

function CareerGoalCard({ goal }: { goal: CareerGoal }) {
  const { formatMessage } = useI18n();
  const complete = useCompleteMilestone();
  const [busyId, setBusyId] = useState<string | null>(null);
  const done = goal.milestones.filter((m) => m.completedAt).length;
  const percent = goal.milestones.length === 0 ? 0 : Math.round((done / goal.milestones.length) * 100);

  async function completeMilestone(milestoneId: string) {
    setBusyId(milestoneId);
    try {
      await complete.mutateAsync({ goalId: goal.id, milestoneId });
      toast.success(formatMessage(messages.milestoneCompleted));
    } catch {
      toast.error(formatMessage(messages.milestoneCompleteFailed));
    } finally {
      setBusyId(null);
    }
  }

  return (
    <Card className="p-5" data-testid="career-goal-card">
      <div className="flex items-start justify-between gap-3">
        <h3 className="flex flex-wrap items-center gap-x-2 gap-y-1 text-base font-semibold text-slate-900">
          <span>{goal.currentRole}</span>
          <ArrowRight className="h-4 w-4 text-slate-400" aria-label={formatMessage(messages.to)} />
          <span>{goal.targetRole}</span>
        </h3>
        <StatusBadge status={goal.status} />
      </div>
      <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
        <CalendarClock className="h-4 w-4" aria-hidden /> {formatMessage(messages.timeline, { months: goal.timelineMonths })}
      </p>
      <div className="mt-4">
        <div className="mb-1 flex justify-between text-sm">
          <span className="text-slate-600">
            {formatMessage(messages.milestonesDone, { done, total: goal.milestones.length })}
          </span>
          <span className="font-semibold text-slate-900">{percent}%</span>
        </div>
        <ProgressBar value={percent} label={formatMessage(messages.milestonesOf, { role: goal.targetRole })} />
      </div>
      <CompletionList
        label={formatMessage(messages.milestonesTowards, { role: goal.targetRole })}
        items={goal.milestones}
        busyId={busyId}
        onComplete={(item) => void completeMilestone(item.id)}
      />
    </Card>
  );
}

/** /grow/career: the person's career goals with milestones, completed ones marked. */
export function CareerPage() {
  const { formatMessage } = useI18n();
  const goals = useMyCareerGoals({ limit: GROW_MAX_PAGE_SIZE });
  return (
    <div>
      <PageHeader title={formatMessage(messages.careerTitle)} subtitle={formatMessage(messages.careerSubtitle)} />
      <ListState query={goals} empty={formatMessage(messages.noCareerGoals)} icon={Route}>
        <div className="grid gap-4 xl:grid-cols-2">
          {goals.data?.items.map((goal) => <CareerGoalCard key={goal.id} goal={goal} />)}
        </div>
      </ListState>
    </div>
  );
}
