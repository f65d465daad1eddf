import type { CareerGoalStatus } from '@apps/contracts/grow/career-goal';
import type { LearningPathStatus } from '@apps/contracts/grow/learning-path';
import type { OkrStatus } from '@apps/contracts/grow/okr';
import type { ReviewStatus } from '@apps/contracts/grow/review';
import { Badge, type BadgeTone } from '../../../components/badge';
import { GROW_TEXTS, REVIEW_STATUS_LABELS } from '../texts';

type GrowStatus = OkrStatus | ReviewStatus | LearningPathStatus | CareerGoalStatus;

const TONES: Record<GrowStatus, BadgeTone> = {
  Active: 'blue',
  Completed: 'green',
  Achieved: 'green',
  Finalized: 'green',
  ManagerCompleted: 'violet',
  SelfAssessmentCompleted: 'cyan',
  Pending: 'amber',
  InProgress: 'blue',
  NotStarted: 'slate',
};

const LABELS: Partial<Record<GrowStatus, string>> = { ...REVIEW_STATUS_LABELS, InProgress: GROW_TEXTS.inProgress, NotStarted: GROW_TEXTS.notStarted };

/** A coloured badge for any Grow status (completed states green). */
export function StatusBadge({ status }: { status: GrowStatus }) {
  return <Badge tone={TONES[status]}>{LABELS[status] ?? status}</Badge>;
}
