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
import { GROW_TEXTS } from '../texts';

function LearningPathCard({ path }: { path: LearningPath }) {
  const complete = useCompleteLearningModule();
  const [busyId, setBusyId] = useState<string | null>(null);
  const done = path.modules.filter((m) => m.completedAt).length;

  async function completeModule(moduleId: string) {
    setBusyId(moduleId);
    try {
      await complete.mutateAsync({ pathId: path.id, moduleId });
      toast.success(GROW_TEXTS.moduleCompleted);
    } catch {
      toast.error(GROW_TEXTS.moduleCompleteFailed);
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
            {GROW_TEXTS.modulesDone(done, path.modules.length)}
          </span>
          <span className="font-semibold text-slate-900">{formatPercent(path.progress)}</span>
        </div>
        <ProgressBar value={path.progress} label={GROW_TEXTS.progressOf(path.title)} />
      </div>
      <CompletionList label={GROW_TEXTS.modulesOf(path.title)} items={path.modules} busyId={busyId} onComplete={(item) => void completeModule(item.id)} />
    </Card>
  );
}

/** /grow/learning: the person's learning paths with progress and modules. */
export function LearningPage() {
  const paths = useMyLearningPaths({ limit: GROW_MAX_PAGE_SIZE });
  return (
    <div>
      <PageHeader title={GROW_TEXTS.learningTitle} subtitle={GROW_TEXTS.learningSubtitle} />
      <ListState query={paths} empty={GROW_TEXTS.noLearningPaths} icon={GraduationCap}>
        <div className="grid gap-4 xl:grid-cols-2">
          {paths.data?.items.map((path) => <LearningPathCard key={path.id} path={path} />)}
        </div>
      </ListState>
    </div>
  );
}
