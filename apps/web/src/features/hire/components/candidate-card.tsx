import { Briefcase, IndianRupee, Mail, Phone, Route, Timer } from 'lucide-react';
import type { Candidate } from '@apps/contracts/hire/candidate';
import { Avatar } from '../../../components/avatar';
import { Card } from '../../../components/card';
import { useI18n } from '../../../lib/i18n/intl';
import { formatRupees } from '../format';
import { hireMessages as m } from '../messages';
import { CandidateStatusBadge } from './status-badges';

/**
 * A read-only candidate card: name, current role and company, status,
 * contact, experience in years, expected salary in rupees with Indian grouping ('₹12,50,000'),
 * source and the posting applied for.
 */
export function CandidateCard({ candidate }: { candidate: Candidate }) {
  const { formatMessage } = useI18n();
  const { currentRole: role, currentCompany: company } = candidate;
  const headline = role && company ? formatMessage(m.headline, { role, company }) : role || company;
  const rows = [
    { icon: Mail, label: formatMessage(m.cardEmail), value: <a className="truncate text-blue-700 hover:underline" href={`mailto:${candidate.email}`}>{candidate.email}</a> },
    { icon: Phone, label: formatMessage(m.cardPhone), value: candidate.phone ?? '—' },
    { icon: Timer, label: formatMessage(m.cardExperience), value: formatMessage(m.years, { years: candidate.totalExperience }) },
    {
      icon: IndianRupee,
      label: formatMessage(m.cardSalary),
      value: candidate.expectedSalary === null ? formatMessage(m.salaryNotStated) : formatMessage(m.salaryPerYearShort, { amount: formatRupees(candidate.expectedSalary) }),
    },
    { icon: Route, label: formatMessage(m.cardSource), value: candidate.source ?? '—' },
    { icon: Briefcase, label: formatMessage(m.cardAppliedFor), value: candidate.jobTitle ?? '—' },
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
