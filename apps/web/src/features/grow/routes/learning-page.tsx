import { useState } from 'react';
import toast from 'react-hot-toast';
import { GraduationCap } from 'lucide-react';
import type { LearningPath } from '@apps/contracts/grow/learning-path';
import { GROW_MAX_PAGE_SIZE } from '@apps/contracts/grow/page.values';
import { Card } from '../../../components/card';
import { PageHeader } from '../../../components/page-header';
import { useCompleteLearningModule } from '../api/complete-learning-module';
import { useMyLearningPaths } from '../api/get-my-learning-paths';
import { CompletionList } from '../components/completion-list';
import { ListState } from '../components/list-state';
import { ProgressBar } from '../components/progress-bar';
import { StatusBadge } from '../components/status-badge';
import { formatPercent } from '../grow-format';
import { useI18n } from '../../../lib/i18n/intl';
import { growMessages as messages } from '../messages';

function LearningPathCard({ path }: { path: LearningPath }) {
  const { formatMessage } = useI18n();
  const complete = useCompleteLearningModule();
  const [busyId, setBusyId] = useState<string | null>(null);
  const done = path.modules.filter((m) => m.completedAt).length;

  async function completeModule(moduleId: string) {
    setBusyId(moduleId);
    try {
      await complete.mutateAsync({ pathId: path.id, moduleId });
      toast.success(formatMessage(messages.moduleCompleted));
    } catch {
      toast.error(formatMessage(messages.moduleCompleteFailed));
    } finally {
      setBusyId(null);
    }
  }

  return (
    <Card className="p-5" data-testid="learning-path-card">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-base font-semibold text-slate-900">{path.title}</h3>
          {path.description && <p className="mt-0.5 text-sm text-slate-600">{path.description}</p>}
        </div>
        <StatusBadge status={path.status} />
      </div>
      <div className="mt-4">
        <div className="mb-1 flex justify-between text-sm">
          <span className="text-slate-600">
            {formatMessage(messages.modulesDone, { done, total: path.modules.length })}
          </span>
          <span className="font-semibold text-slate-900">{formatPercent(path.progress)}</span>
        </div>
        <ProgressBar value={path.progress} label={formatMessage(messages.progressOf, { what: path.title })} />
      </div>
      <CompletionList label={formatMessage(messages.modulesOf, { title: path.title })} items={path.modules} busyId={busyId} onComplete={(item) => void completeModule(item.id)} />
    </Card>
  );
}

/** /grow/learning: the person's learning paths with progress and modules. */
export function LearningPage() {
  const { formatMessage } = useI18n();
  const paths = useMyLearningPaths({ limit: GROW_MAX_PAGE_SIZE });
  return (
    <div>
      <PageHeader title={formatMessage(messages.learningTitle)} subtitle={formatMessage(messages.learningSubtitle)} />
      <ListState query={paths} empty={formatMessage(messages.noLearningPaths)} icon={GraduationCap}>
        <div className="grid gap-4 xl:grid-cols-2">
          {paths.data?.items.map((path) => <LearningPathCard key={path.id} path={path} />)}
        </div>
      </ListState>
    </div>
  );
}
