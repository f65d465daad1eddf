import { useState, type ReactNode } from 'react';
import type { Review } from '@apps/contracts/grow/review';
import { formatDateRange } from '@apps/contracts/date-format';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { GROW_TEXTS, REVIEW_TYPE_LABELS } from '../texts';
import { ManagerAssessmentForm } from './manager-assessment-form';
import { Rating } from './rating';
import { SelfAssessmentForm } from './self-assessment-form';
import { StatusBadge } from './status-badge';

function Detail({ term, text }: { term: string; text: string | null }) {
  if (!text) return null;
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{term}</dt>
      <dd className="mt-0.5 whitespace-pre-line text-sm text-slate-700">{text}</dd>
    </div>
  );
}

/**
 * A review with its period, status, reviewer and rating out of 5, the
 * assessments once written, and the next workflow step for the person who may take it: the
 * employee's self-assessment, or the reviewer's assessment and finalization (`onFinalize`).
 */
export function ReviewCard({ review, viewerId, showEmployee, employeeDetail, onFinalize }: {
  review: Review;
  viewerId: string;
  showEmployee?: boolean;
  /** Under the employee's name, e.g. "via Neha Kapoor" on a team list grouped by direct report. */
  employeeDetail?: ReactNode;
  onFinalize?: (review: Review) => void;
}) {
  const [form, setForm] = useState<'self' | 'manager' | null>(null);
  const isEmployee = review.employeeId === viewerId;
  const isReviewer = review.reviewerId === viewerId;
  const canSelfAssess = isEmployee && review.status === 'Pending';
  const canAssess = isReviewer && review.status === 'SelfAssessmentCompleted';
  const canFinalize = isReviewer && review.status === 'ManagerCompleted';
  const title = `${REVIEW_TYPE_LABELS[review.reviewType]} review`;
  const period = formatDateRange(review.reviewPeriodStart, review.reviewPeriodEnd);
  const hasDetails = review.selfRating !== null || review.strengths !== null;

  return (
    <Card className="p-5" data-testid="review-card">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          {showEmployee && <p className="mb-1 text-xs font-medium uppercase tracking-wide text-slate-500">{review.employeeName ?? 'Unknown'}</p>}
          {showEmployee && employeeDetail && <div className="-mt-1 mb-1">{employeeDetail}</div>}
          <h3 className="text-base font-semibold text-slate-900">{title}</h3>
          <p className="mt-0.5 text-sm text-slate-600" data-testid="review-period">
            {period}
          </p>
          <p className="mt-0.5 text-xs text-slate-500">{GROW_TEXTS.reviewer(isReviewer ? GROW_TEXTS.you : (review.reviewerName ?? GROW_TEXTS.unknown))}</p>
        </div>
        <div className="flex flex-wrap items-center gap-3 sm:flex-col sm:items-end">
          <StatusBadge status={review.status} />
          {review.overallRating !== null && <Rating value={review.overallRating} label={GROW_TEXTS.overallRating} />}
        </div>
      </div>

      {hasDetails && (
        <details className="mt-4 rounded-lg bg-slate-50 px-4 py-3">
          <summary className="cursor-pointer text-sm font-medium text-slate-700">{GROW_TEXTS.assessmentDetails}</summary>
          <dl className="mt-3 space-y-3">
            {review.selfRating !== null && (
              <div>
                <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{GROW_TEXTS.selfRating}</dt>
                <dd className="mt-0.5">
                  <Rating value={review.selfRating} label={GROW_TEXTS.selfRating} testId="self-rating" />
                </dd>
              </div>
            )}
            <Detail term={GROW_TEXTS.achievements} text={review.achievements} />
            <Detail term={GROW_TEXTS.challengesTerm} text={review.challenges} />
            <Detail term={GROW_TEXTS.goalsTerm} text={review.goals} />
            <Detail term={GROW_TEXTS.strengths} text={review.strengths} />
            <Detail term={GROW_TEXTS.areasOfImprovement} text={review.areasOfImprovement} />
          </dl>
        </details>
      )}

      {(canSelfAssess || canAssess || canFinalize) && form === null && (
        <div className="mt-4 flex justify-end">
          {canSelfAssess && <Button onClick={() => setForm('self')}>{GROW_TEXTS.selfAssess}</Button>}
          {canAssess && <Button onClick={() => setForm('manager')}>{GROW_TEXTS.assess}</Button>}
          {canFinalize && onFinalize && (
            <Button variant="success" onClick={() => onFinalize(review)}>
              {GROW_TEXTS.finalize}
            </Button>
          )}
        </div>
      )}
      {form === 'self' && canSelfAssess && <SelfAssessmentForm reviewId={review.id} onDone={() => setForm(null)} />}
      {form === 'manager' && canAssess && <ManagerAssessmentForm reviewId={review.id} onDone={() => setForm(null)} />}
    </Card>
  );
}
