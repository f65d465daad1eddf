import { Briefcase, IndianRupee, Mail, Phone, Route, Timer } from 'lucide-react';
import type { Candidate } from '@apps/contracts/hire/candidate';
import { Avatar } from '../../../components/avatar';
import { Card } from '../../../components/card';
import { formatRupees, formatYears } from '../format';
import { HIRE_TEXTS } from '../texts';
import { CandidateStatusBadge } from './status-badges';

/**
 * A read-only candidate card: name, current role and company, status,
 * contact, experience in years, expected salary in rupees with Indian grouping ('₹12,50,000'),
 * source and the posting applied for.
 */
export function CandidateCard({ candidate }: { candidate: Candidate }) {
  const headline = [candidate.currentRole, candidate.currentCompany].filter(Boolean).join(' at ');
  const rows = [
    { icon: Mail, label: 'Email', value: <a className="truncate text-blue-700 hover:underline" href={`mailto:${candidate.email}`}>{candidate.email}</a> },
    { icon: Phone, label: 'Phone', value: candidate.phone ?? '—' },
    { icon: Timer, label: 'Experience', value: formatYears(candidate.totalExperience) },
    {
      icon: IndianRupee,
      label: 'Expected salary',
      value: candidate.expectedSalary === null ? HIRE_TEXTS.salaryNotStated : `${formatRupees(candidate.expectedSalary)} / year`,
    },
    { icon: Route, label: 'Source', value: candidate.source ?? '—' },
    { icon: Briefcase, label: 'Applied for', value: candidate.jobTitle ?? '—' },
  ];
  return (
    <Card className="p-5" data-testid="candidate-card" aria-label={candidate.fullName}>
      <div className="flex items-start gap-3">
        <Avatar name={candidate.fullName} src={null} size="md" />
        <div className="min-w-0 flex-1">
          <h3 className="truncate text-base font-semibold text-slate-900">{candidate.fullName}</h3>
          <p className="line-clamp-2 text-sm text-slate-600">{headline || '—'}</p>
        </div>
        <CandidateStatusBadge status={candidate.status} />
      </div>
      <dl className="mt-4 space-y-2 text-sm">
        {rows.map(({ icon: Icon, label, value }) => (
          <div key={label} className="flex items-center gap-2">
            <Icon className="h-4 w-4 shrink-0 text-slate-400" aria-hidden />
            <dt className="sr-only">{label}</dt>
            <dd className="min-w-0 truncate text-slate-700">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
