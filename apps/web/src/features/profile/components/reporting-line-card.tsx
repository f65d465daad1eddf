import type { User } from '@apps/contracts/core/user';
import { Card, CardHeader } from '../../../components/card';
import { InactiveBadge } from '../../../components/inactive-badge';
import { QueryContent } from '../../../components/query-state';
import { useDirectReports } from '../../../lib/people/get-direct-reports';
import { useReportingLine } from '../../../lib/people/get-reporting-line';
import { nameOf } from '../../../lib/people/line-groups';
import { useI18n } from '../../../lib/i18n/intl';
import { lineMessages as m } from '../messages';

/** How many direct reports the card lists (the API's count says how many more exist). */
const REPORTS_SHOWN = 50;

function Person({ person }: { person: User }) {
  return (
    <div className="min-w-0">
      <p className="text-sm font-medium text-slate-900 [overflow-wrap:anywhere]">
        {nameOf(person)}
        <InactiveBadge isActive={person.isActive} className="ml-2 align-middle" />
      </p>
      {person.jobTitle && <p className="text-xs text-slate-500">{person.jobTitle}</p>}
    </div>
  );
}

/**
 * The person's place in the reporting line, below the spec's profile sections: "Reports
 * to" (the manager's name and job title, from `GET /v1/users/{id}/reporting-line`) and the direct
 * reports (`GET /v1/users/{id}/direct-reports`, by name). Each part loads and fails on its own.
 */
export function ReportingLineCard({ userId }: { userId: string }) {
  const { formatMessage } = useI18n();
  const line = useReportingLine(userId);
  const reports = useDirectReports(userId, { limit: REPORTS_SHOWN });
  return (
    <Card>
      <CardHeader title={formatMessage(m.reportingLine)} />
      <div className="grid divide-y divide-slate-100 md:grid-cols-2 md:divide-x md:divide-y-0">
        <section className="px-5 py-4" aria-labelledby="profile-reports-to">
          <h3 id="profile-reports-to" className="mb-2 text-sm font-medium text-slate-500">
            {formatMessage(m.reportsTo)}
          </h3>
          <QueryContent query={line} errorClassName="">
            {(managers) => (managers[0] ? <Person person={managers[0]} /> : <p className="text-sm text-slate-500">{formatMessage(m.noManager)}</p>)}
          </QueryContent>
        </section>
        <section className="px-5 py-4" aria-labelledby="profile-direct-reports">
          <h3 id="profile-direct-reports" className="mb-2 text-sm font-medium text-slate-500">
            {formatMessage(m.directReports)}
          </h3>
          <QueryContent query={reports} errorClassName="">
            {(page) =>
              page.items.length === 0 ? (
                <p className="text-sm text-slate-500">{formatMessage(m.noDirectReports)}</p>
              ) : (
                <>
                  <ul className="space-y-2" aria-labelledby="profile-direct-reports">
                    {page.items.map((person) => (
                      <li key={person.id}>
                        <Person person={person} />
                      </li>
                    ))}
                  </ul>
                  {page.total > page.items.length && <p className="mt-2 text-xs text-slate-500">{formatMessage(m.moreReports, { shown: page.items.length, total: page.total })}</p>}
                </>
              )
            }
          </QueryContent>
        </section>
      </div>
    </Card>
  );
}
