import type { CandidateStatus } from '@apps/contracts/hire/candidate';
import type { JobStatus } from '@apps/contracts/hire/job-posting';
import { Badge, type BadgeTone } from '../../../components/badge';
import { useI18n } from '../../../lib/i18n/intl';
import { candidateStatusMessages, jobStatusMessages } from '../messages';

/**
 * A posting's status: Open green, Draft neutral, every other status red.
 */
export function JobStatusBadge({ status }: { status: JobStatus }) {
  const { formatMessage } = useI18n();
  const tone: BadgeTone = status === 'Open' ? 'green' : status === 'Draft' ? 'slate' : 'red';
  return (
    <Badge tone={tone} className="shrink-0">
      {formatMessage(jobStatusMessages[status])}
    </Badge>
  );
}

const CANDIDATE_TONES: Record<CandidateStatus, BadgeTone> = {
  New: 'blue',
  Screening: 'cyan',
  Interviewing: 'violet',
  Offered: 'amber',
  Hired: 'green',
  Rejected: 'red',
};

/** A candidate's status, one colour per pipeline stage (Rejected red). */
export function CandidateStatusBadge({ status }: { status: CandidateStatus }) {
  const { formatMessage } = useI18n();
  return (
    <Badge tone={CANDIDATE_TONES[status]} className="shrink-0">
      {formatMessage(candidateStatusMessages[status])}
    </Badge>
  );
}
