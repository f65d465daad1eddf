import { useState } from 'react';
import toast from 'react-hot-toast';
import { ClipboardCheck, Plus } from 'lucide-react';
import { GROW_MAX_PAGE_SIZE } from '@apps/contracts/grow/page.values';
import type { Review } from '@apps/contracts/grow/review';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { runsReviews } from '@apps/contracts/grow/grow.policy';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { useSubject } from '../../../lib/auth/use-subject';
import { useFinalizeReview } from '../api/finalize-review';
import { useMyReviews } from '../api/get-my-reviews';
import { useTeamReviews } from '../api/get-team-reviews';
import { InitiateReviewForm } from '../components/initiate-review-form';
import { ListState } from '../components/list-state';
import { ReviewCard } from '../components/review-card';
import { TabList } from '../../../components/tabs';
import { LineGroupSections, ViaLabel } from '../../../components/line-groups';
import { Spinner } from '../../../components/spinner';
import { useLineGroups } from '../../../lib/people/use-line-groups';
import { useI18n } from '../../../lib/i18n/intl';
import { growMessages as messages } from '../messages';

type Tab = 'mine' | 'team';


/** The team's reviews, grouped by the manager's direct reports. */
function TeamReviews({ managerId, onFinalize }: { managerId: string; onFinalize: (review: Review) => void }) {
  const { formatMessage } = useI18n();
  const [onlyMine, setOnlyMine] = useState(true);
  const reviews = useTeamReviews({ teamId: managerId, limit: GROW_MAX_PAGE_SIZE, ...(onlyMine ? { reviewerId: managerId } : {}) });
  const { isPending: grouping, groups } = useLineGroups(managerId, reviews.data?.items);
  return (
    <>
      <label className="mb-4 inline-flex items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" className="h-4 w-4 accent-blue-700" checked={onlyMine} onChange={(e) => setOnlyMine(e.target.checked)} />
        {formatMessage(messages.onlyMine)}
      </label>
      <ListState query={reviews} empty={formatMessage(messages.noReviews)} icon={ClipboardCheck}>
        {grouping ? (
          <Spinner />
        ) : (
          <div className="space-y-6">
            <LineGroupSections groups={groups} idPrefix="team-reviews" headingClassName="mb-3 border-b border-slate-200 pb-2">
              {(group) => (
                <div className="space-y-4">
                  {group.items.map(({ item: review, via }) => (
                    <ReviewCard key={review.id} review={review} viewerId={managerId} showEmployee employeeDetail={<ViaLabel via={via} />} onFinalize={onFinalize} />
                  ))}
                </div>
              )}
            </LineGroupSections>
          </div>
        )}
      </ListState>
    </>
  );
}

/**
 * /grow/reviews: the person's reviews with their rating out of 5, and the
 * workflow steps the spec leaves without screens: the employee's self-assessment, and for managers
 * starting a review, assessing it and finalizing it (after a confirmation).
 */
export function ReviewsPage() {
  const { formatMessage } = useI18n();
  const me = useAuthStore((s) => s.user);
  const manager = runsReviews(useSubject());
  const [tab, setTab] = useState<Tab>('mine');
  const [showForm, setShowForm] = useState(false);
  const [finalizing, setFinalizing] = useState<Review | null>(null);
  const reviews = useMyReviews({ limit: GROW_MAX_PAGE_SIZE });
  const finalize = useFinalizeReview();

  async function confirmFinalize() {
    if (!finalizing) return;
    try {
      await finalize.mutateAsync(finalizing.id);
      toast.success(formatMessage(messages.finalized));
    } catch {
      toast.error(formatMessage(messages.finalizeFailed));
    } finally {
      setFinalizing(null);
    }
  }

  const startButton = manager ? (
    <Button onClick={() => setShowForm(true)} disabled={showForm}>
      <Plus className="h-4 w-4" aria-hidden /> {formatMessage(messages.startReview)}
    </Button>
  ) : undefined;
  const showTeam = tab === 'team' && manager && me;
  return (
    <div>
      <PageHeader title={formatMessage(messages.reviewsTitle)} subtitle={formatMessage(messages.reviewsSubtitle)} actions={startButton} />
      {showForm && (
        <InitiateReviewForm
          onDone={() => setShowForm(false)}
          onStarted={() => {
            setShowForm(false);
            setTab('team');
          }}
        />
      )}
      {manager && (
        <TabList
          label={formatMessage(messages.reviewLists)}
          idPrefix="grow"
          tabs={[
            { id: 'mine', label: formatMessage(messages.myReviews) },
            { id: 'team', label: formatMessage(messages.teamReviews) },
          ]}
          selected={tab}
          onSelect={setTab}
        />
      )}
      <div role={manager ? 'tabpanel' : undefined} id={`grow-panel-${tab}`} aria-labelledby={manager ? `grow-tab-${tab}` : undefined}>
        {showTeam ? (
          <TeamReviews managerId={me.id} onFinalize={setFinalizing} />
        ) : (
          <ListState query={reviews} empty={formatMessage(messages.noReviews)} icon={ClipboardCheck}>
            <div className="space-y-4">
              {reviews.data?.items.map((review) => (
                <ReviewCard key={review.id} review={review} viewerId={me?.id ?? ''} />
              ))}
            </div>
          </ListState>
        )}
      </div>
      <ConfirmDialog
        open={finalizing !== null}
        type="info"
        title={formatMessage(messages.finalizeConfirmTitle)}
        message={finalizing ? formatMessage(messages.finalizeConfirmMessage, { name: finalizing.employeeName ?? formatMessage(messages.thisEmployee) }) : ''}
        confirmText={formatMessage(messages.finalize)}
        isLoading={finalize.isPending}
        onConfirm={() => void confirmFinalize()}
        onCancel={() => setFinalizing(null)}
      />
    </div>
  );
}
