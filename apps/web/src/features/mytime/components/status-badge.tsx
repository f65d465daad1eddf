import type { LeaveStatus } from '@apps/contracts/mytime/leave';
import type { ProjectStatus } from '@apps/contracts/mytime/project';
import type { TimesheetStatus } from '@apps/contracts/mytime/timesheet';
import { Badge, type BadgeTone } from '../../../components/badge';
import { useI18n } from '../../../lib/i18n/intl';
import { statusMessages } from '../timesheet.messages';

const TONE: Record<TimesheetStatus | LeaveStatus | ProjectStatus, BadgeTone> = {
  Draft: 'slate',
  Submitted: 'amber',
  Approved: 'green',
  Rejected: 'red',
  Pending: 'amber',
  Cancelled: 'slate',
  Active: 'green',
  'On-hold': 'amber',
  Completed: 'blue',
  Archived: 'slate',
};

/** A timesheet, leave or project status as a coloured badge, labelled in the page's language. */
export function StatusBadge({ status }: { status: TimesheetStatus | LeaveStatus | ProjectStatus }) {
  const { formatMessage } = useI18n();
  return <Badge tone={TONE[status]}>{formatMessage(statusMessages[status])}</Badge>;
}
