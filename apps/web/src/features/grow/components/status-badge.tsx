import { Badge, type BadgeTone } from '../../../components/badge';
import { useI18n } from '../../../lib/i18n/intl';
import { statusMessages, type GrowStatus } from '../messages';

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

/** A coloured badge for any Grow status (completed states green), in the page's language. */
export function StatusBadge({ status }: { status: GrowStatus }) {
  const { formatMessage } = useI18n();
  return <Badge tone={TONES[status]}>{formatMessage(statusMessages[status])}</Badge>;
}
