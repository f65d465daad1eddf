import { useState, type ReactNode } from 'react';
import type { Review } from '@apps/contracts/grow/review';
import { formatDateRange } from '@apps/contracts/date-format';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { useI18n } from '../../../lib/i18n/intl';
import { growMessages as messages, reviewTitleMessages } from '../messages';
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
  const { formatMessage } = useI18n();
  const [form, setForm] = useState<'self' | 'manager' | null>(null);
  const isEmployee = review.employeeId === viewerId;
  const isReviewer = review.reviewerId === viewerId;
  const canSelfAssess = isEmployee && review.status === 'Pending';
  const canAssess = isReviewer && review.status === 'SelfAssessmentCompleted';
  const canFinalize = isReviewer && review.status === 'ManagerCompleted';
  const title = formatMessage(reviewTitleMessages[review.reviewType]);
  const period = formatDateRange(review.reviewPeriodStart, review.reviewPeriodEnd);
  const hasDetails = review.selfRating !== null || review.strengths !== null;

  return (
    <Card className="p-5" data-testid="review-card">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          {showEmployee && <p className="mb-1 text-xs font-medium uppercase tracking-wide text-slate-500">{review.employeeName ?? formatMessage(messages.unknown)}</p>}
          {showEmployee && employeeDetail && <div className="-mt-1 mb-1">{employeeDetail}</div>}
          <h3 className="text-base font-semibold text-slate-900">{title}</h3>
          <p className="mt-0.5 text-sm text-slate-600" data-testid="review-period">
            {period}
          </p>
          <p className="mt-0.5 text-xs text-slate-500">{formatMessage(messages.reviewer, { who: isReviewer ? formatMessage(messages.you) : (review.reviewerName ?? formatMessage(messages.unknown)) })}</p>
        </div>
        <div className="flex flex-wrap items-center gap-3 sm:flex-col sm:items-end">
          <StatusBadge status={review.status} />
          {review.overallRating !== null && <Rating value={review.overallRating} label={formatMessage(messages.overallRating)} />}
        </div>
      </div>

      {hasDetails && (
        <details className="mt-4 rounded-lg bg-slate-50 px-4 py-3">
          <summary className="cursor-pointer text-sm font-medium text-slate-700">{formatMessage(messages.assessmentDetails)}</summary>
          <dl className="mt-3 space-y-3">
            {review.selfRating !== null && (
              <div>
                <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{formatMessage(messages.selfRating)}</dt>
                <dd className="mt-0.5">
                  <Rating value={review.selfRating} label={formatMessage(messages.selfRating)} testId="self-rating" />
                </dd>
              </div>
            )}
            <Detail term={formatMessage(messages.achievements)} text={review.achievements} />
            <Detail term={formatMessage(messages.challengesTerm)} text={review.challenges} />
            <Detail term={formatMessage(messages.goalsTerm)} text={review.goals} />
            <Detail term={formatMessage(messages.strengths)} text={review.strengths} />
            <Detail term={formatMessage(messages.areasOfImprovement)} text={review.areasOfImprovement} />
          </dl>
        </details>
      )}

      {(canSelfAssess || canAssess || canFinalize) && form === null && (
        <div className="mt-4 flex justify-end">
          {canSelfAssess && <Button onClick={() => setForm('self')}>{formatMessage(messages.selfAssess)}</Button>}
          {canAssess && <Button onClick={() => setForm('manager')}>{formatMessage(messages.assess)}</Button>}
          {canFinalize && onFinalize && (
            <Button variant="success" onClick={() => onFinalize(review)}>
              {formatMessage(messages.finalize)}
            </Button>
          )}
        </div>
      )}
      {form === 'self' && canSelfAssess && <SelfAssessmentForm reviewId={review.id} onDone={() => setForm(null)} />}
      {form === 'manager' && canAssess && <ManagerAssessmentForm reviewId={review.id} onDone={() => setForm(null)} />}
    </Card>
  );
}
