import type { ReactNode } from 'react';
import { BadgeCheck } from 'lucide-react';
import type { Okr } from '@apps/contracts/grow/okr';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { formatPercent } from '../grow-format';
import { useI18n } from '../../../lib/i18n/intl';
import { growMessages as messages } from '../messages';
import { KeyResultRow } from './key-result-row';
import { ProgressBar } from './progress-bar';
import { StatusBadge } from './status-badge';

/**
 * An OKR with its overall progress and key results. The owner edits current values while it is
 * Active; a manager viewing a team OKR sees the owner and may approve it (`onApprove`).
 */
export function OkrCard({ okr, editable, showOwner, ownerDetail, onApprove, approving }: {
  okr: Okr;
  editable: boolean;
  showOwner?: boolean;
  /** Under the owner's name, e.g. "via Neha Kapoor" on a team list grouped by direct report. */
  ownerDetail?: ReactNode;
  onApprove?: () => void;
  approving?: boolean;
}) {
  const { formatMessage } = useI18n();
  return (
    <Card className="p-5" data-testid="okr-card">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          {showOwner && <p className="mb-1 text-xs font-medium uppercase tracking-wide text-slate-500">{okr.employeeName ?? formatMessage(messages.unknown)}</p>}
          {showOwner && ownerDetail && <div className="-mt-1 mb-1">{ownerDetail}</div>}
          <h3 className="text-base font-semibold text-slate-900">{okr.objective}</h3>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <Badge tone="slate">{formatMessage(messages.quarterYear, { quarter: okr.quarter, year: okr.year })}</Badge>
            <StatusBadge status={okr.status} />
            {okr.approvedAt && (
              <Badge tone="green">
                <BadgeCheck className="h-3.5 w-3.5" aria-hidden /> {formatMessage(messages.approved)}
              </Badge>
            )}
          </div>
        </div>
        {onApprove && !okr.approvedAt && (
          <Button size="sm" variant="success" onClick={onApprove} isLoading={approving} aria-label={formatMessage(messages.approveObjective, { objective: okr.objective })}>
            {formatMessage(messages.approve)}
          </Button>
        )}
      </div>
      <div className="mt-4">
        <div className="mb-1 flex justify-between text-sm">
          <span className="text-slate-600">{formatMessage(messages.progress)}</span>
          <span className="font-semibold text-slate-900" data-testid="okr-progress">
            {formatPercent(okr.progress)}
          </span>
        </div>
        <ProgressBar value={okr.progress} label={formatMessage(messages.progressOf, { what: okr.objective })} />
      </div>
      <ul className="mt-2 divide-y divide-slate-100" aria-label={formatMessage(messages.keyResultsOf, { objective: okr.objective })}>
        {okr.keyResults.map((keyResult) => (
          <KeyResultRow key={`${keyResult.id}:${keyResult.current}`} okrId={okr.id} keyResult={keyResult} editable={editable && okr.status === 'Active'} />
        ))}
      </ul>
    </Card>
  );
}
