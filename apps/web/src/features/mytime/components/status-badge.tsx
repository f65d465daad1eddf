import type { LeaveStatus } from '@apps/contracts/mytime/leave';
import type { ProjectStatus } from '@apps/contracts/mytime/project';
import type { TimesheetStatus } from '@apps/contracts/mytime/timesheet';
import { Badge, type BadgeTone } from '../../../components/badge';

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

/** A timesheet, leave or project status as a coloured badge. */
export function StatusBadge({ status }: { status: TimesheetStatus | LeaveStatus | ProjectStatus }) {
  return <Badge tone={TONE[status]}>{status}</Badge>;
}
