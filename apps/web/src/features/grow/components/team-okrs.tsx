import { useState } from 'react';
import toast from 'react-hot-toast';
import { Users } from 'lucide-react';
import { GROW_MAX_PAGE_SIZE } from '@apps/contracts/grow/page.values';
import { LineGroupSections, ViaLabel } from '../../../components/line-groups';
import { Spinner } from '../../../components/spinner';
import { useLineGroups } from '../../../lib/people/use-line-groups';
import { useApproveOkr } from '../api/approve-okr';
import { useTeamOkrs } from '../api/get-team-okrs';
import { useI18n } from '../../../lib/i18n/intl';
import { growMessages as messages } from '../messages';
import { ListState } from './list-state';
import { OkrCard } from './okr-card';


/**
 * A manager's team OKRs (everyone they may see) with Approve on those not yet approved, grouped by
 * the manager's direct reports.
 */
export function TeamOkrs({ managerId }: { managerId: string }) {
  const { formatMessage } = useI18n();
  const okrs = useTeamOkrs({ teamId: managerId, limit: GROW_MAX_PAGE_SIZE });
  const approve = useApproveOkr();
  const { isPending: grouping, groups } = useLineGroups(managerId, okrs.data?.items);
  const [approvingId, setApprovingId] = useState<string | null>(null);

  async function approveOne(okrId: string) {
    setApprovingId(okrId);
    try {
      await approve.mutateAsync({ okrId, approverId: managerId });
      toast.success(formatMessage(messages.okrApproved));
    } catch {
      toast.error(formatMessage(messages.okrApproveFailed));
    } finally {
      setApprovingId(null);
    }
  }

  return (
    <ListState query={okrs} empty={formatMessage(messages.noTeamOkrs)} icon={Users}>
      {grouping ? (
        <Spinner />
      ) : (
        <div className="space-y-6">
          <LineGroupSections groups={groups} idPrefix="team-okrs" headingClassName="mb-3 border-b border-slate-200 pb-2">
            {(group) => (
              <div className="grid gap-4 xl:grid-cols-2">
                {group.items.map(({ item: okr, via }) => (
                  <OkrCard
                    key={okr.id}
                    okr={okr}
                    editable={false}
                    showOwner
                    ownerDetail={<ViaLabel via={via} />}
                    onApprove={() => void approveOne(okr.id)}
                    approving={approvingId === okr.id}
                  />
                ))}
              </div>
            )}
          </LineGroupSections>
        </div>
      )}
    </ListState>
  );
}
