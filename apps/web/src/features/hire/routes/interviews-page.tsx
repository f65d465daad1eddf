import { CalendarDays } from 'lucide-react';
import { Card } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { HIRE_TEXTS } from '../texts';

/** Interviews (SPEC.md section 2 "Hire routes"): no scheduling yet, so always 'No interviews scheduled'. */
export function HireInterviewsPage() {
  return (
    <div>
      <PageHeader title={HIRE_TEXTS.interviewsTitle} subtitle={HIRE_TEXTS.interviewsSubtitle} />
      <Card>
        <EmptyState title={HIRE_TEXTS.noInterviews} icon={CalendarDays} />
      </Card>
    </div>
  );
}
