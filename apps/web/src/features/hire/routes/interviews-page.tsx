import { CalendarDays } from 'lucide-react';
import { Card } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { managesJobPostings } from '@apps/contracts/hire/hire.policy';
import { useSubject } from '../../../lib/auth/use-subject';
import { HIRE_TEXTS } from '../texts';

/** Interviews: no scheduling yet, so always 'No interviews scheduled'. */
export function HireInterviewsPage() {
  const hiring = managesJobPostings(useSubject());
  return (
    <div>
      <PageHeader title={HIRE_TEXTS.interviewsTitle} subtitle={hiring ? HIRE_TEXTS.interviewsSubtitle : HIRE_TEXTS.interviewsSubtitleReader} />
      <Card>
        <EmptyState title={HIRE_TEXTS.noInterviews} icon={CalendarDays} />
      </Card>
    </div>
  );
}
