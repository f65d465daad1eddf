import { useState } from 'react';
import toast from 'react-hot-toast';
import { Users } from 'lucide-react';
import { GROW_MAX_PAGE_SIZE } from '@apps/contracts/grow/page';
import { useApproveOkr } from '../api/approve-okr';
import { useTeamOkrs } from '../api/get-team-okrs';
import { GROW_TEXTS } from '../texts';
import { ListState } from './list-state';
import { OkrCard } from './okr-card';

/** A manager's team OKRs (everyone they may see) with Approve on those not yet approved. */
export function TeamOkrs({ managerId }: { managerId: string }) {
  const okrs = useTeamOkrs({ teamId: managerId, limit: GROW_MAX_PAGE_SIZE });
  const approve = useApproveOkr();
  const [approvingId, setApprovingId] = useState<string | null>(null);

  async function approveOne(okrId: string) {
    setApprovingId(okrId);
    try {
      await approve.mutateAsync({ okrId, approverId: managerId });
      toast.success(GROW_TEXTS.okrApproved);
    } catch {
      toast.error(GROW_TEXTS.okrApproveFailed);
    } finally {
      setApprovingId(null);
    }
  }

  return (
    <ListState query={okrs} empty={GROW_TEXTS.noTeamOkrs} icon={Users}>
      <div className="grid gap-4 xl:grid-cols-2">
        {okrs.data?.items.map((okr) => (
          <OkrCard key={okr.id} okr={okr} editable={false} showOwner onApprove={() => void approveOne(okr.id)} approving={approvingId === okr.id} />
        ))}
      </div>
    </ListState>
  );
}
