import { useState } from 'react';
import type { User } from '@apps/contracts/core/user';
import { Avatar } from '../../../components/avatar';
import { Badge } from '../../../components/badge';
import { Pager } from '../../../components/pager';
import { QueryContent } from '../../../components/query-state';
import { useDirectReports } from '../api/get-person';
import { useAdminTexts } from '../texts';
import { formatCount } from '../../../lib/number-format';

const PAGE_SIZE = 10;

/**
 * A person's direct reports in User Management: `GET /v1/users/{id}/direct-reports`, ten
 * per page, ordered by name; choosing one opens them (`onSelect`). Loading, failed (Retry) and empty
 * states. Render with `key={userId}` so another person starts on the first page.
 */
export function DirectReports({ userId, onSelect }: { userId: string; onSelect: (person: User) => void }) {
  const ADMIN = useAdminTexts();
  const T = ADMIN.people;
  const [offset, setOffset] = useState(0);
  const reports = useDirectReports(userId, PAGE_SIZE, offset);
  return (
    <section aria-labelledby="direct-reports-title" className="mt-6">
      <h3 id="direct-reports-title" className="text-sm font-semibold text-slate-900">
        {T.directReports}
        {reports.data && reports.data.total > 0 ? ` (${formatCount(reports.data.total)})` : ''}
      </h3>
      <QueryContent query={reports} loadingLabel={T.loadingReports} errorClassName="mt-2">
        {(page) =>
          page.total === 0 ? (
            <p className="mt-2 text-sm text-slate-500">{T.noDirectReports}</p>
          ) : (
            <>
              <ul className="mt-2 divide-y divide-slate-100 rounded-md border border-slate-100" aria-busy={reports.isPlaceholderData}>
                {page.items.map((person) => (
                  <li key={person.id}>
                    <button
                      type="button"
                      onClick={() => onSelect(person)}
                      className="flex w-full items-center gap-3 px-3 py-2 text-left hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-blue-400"
                    >
                      <Avatar name={person.name ?? person.email} src={null} />
                      <span className="min-w-0 flex-1">
                        <span className="block truncate text-sm font-medium text-slate-900">{person.name ?? person.email}</span>
                        <span className="block truncate text-xs text-slate-500">{person.jobTitle ?? person.email}</span>
                      </span>
                      {!person.isActive && <Badge tone="red">{ADMIN.inactive}</Badge>}
                    </button>
                  </li>
                ))}
              </ul>
              <Pager label={T.directReportPages} total={page.total} limit={PAGE_SIZE} offset={offset} onChange={setOffset} className="mt-3" />
            </>
          )
        }
      </QueryContent>
    </section>
  );
}
