import { CalendarDays } from 'lucide-react';
import { Card } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { managesJobPostings } from '@apps/contracts/hire/hire.policy';
import { useSubject } from '../../../lib/auth/use-subject';
import { useI18n } from '../../../lib/i18n/intl';
import { hireMessages as m } from '../messages';

/** Interviews: no scheduling yet, so always 'No interviews scheduled'. */
export function HireInterviewsPage() {
  const { formatMessage } = useI18n();
  const hiring = managesJobPostings(useSubject());
  return (
    <div>
      <PageHeader title={formatMessage(m.interviewsTitle)} subtitle={hiring ? formatMessage(m.interviewsSubtitle) : formatMessage(m.interviewsSubtitleReader)} />
      <Card>
        <EmptyState title={formatMessage(m.noInterviews)} icon={CalendarDays} />
      </Card>
    </div>
  );
}
