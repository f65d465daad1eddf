import { CalendarOff } from 'lucide-react';
import { formatWeekday } from '@apps/contracts/date-format';
import { Card, CardHeader } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';
import { QueryContent } from '../../../components/query-state';
import { useMyHolidays } from '../api/get-my-holidays';
import { useI18n } from '../../../lib/i18n/intl';
import { leaveContextTexts } from '../leave-texts';

/**
 * "My holidays" of the Leave screen: the signed-in person's holidays of `year` from their office's
 * calendar (the default calendar when their office has none), the days their leave does not count
 * (`GET /v1/mytime/holidays/mine`). Past ones are greyed; the calendar it comes from is named.
 */
export function MyHolidays({ year, today, office }: { year: number; today: string; office: string | null }) {
  const holidays = useMyHolidays(year);
  const M = leaveContextTexts(useI18n()).myHolidays;
  // Holidays of the person's own office calendar name it; otherwise they follow the default calendar.
  const ownCalendar = holidays.data?.some((h) => h.officeLocation !== null) ?? false;
  return (
    <Card>
      <CardHeader
        title={M.title}
        description={holidays.data ? M.subtitle(year, office, ownCalendar) : undefined}
      />
      <QueryContent query={holidays}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState title={M.empty(year)} icon={CalendarOff} />
          ) : (
            <ul className="gap-x-6 divide-y divide-slate-100 px-5 py-2 sm:columns-2 sm:divide-y-0" aria-label={M.title} data-testid="my-holidays">
              {list.map((holiday) => {
                const past = holiday.date < today;
                return (
                  <li key={holiday.id} className={`flex break-inside-avoid items-baseline gap-3 py-2 text-sm ${past ? 'text-slate-500' : 'text-slate-900'}`}>
                    <span className="w-28 shrink-0 tabular-nums">{formatWeekday(holiday.date)}</span>
                    <span className="min-w-0 [overflow-wrap:anywhere]">
                      {holiday.name}
                      {past && <span className="sr-only"> ({M.past})</span>}
                    </span>
                  </li>
                );
              })}
            </ul>
          )
        }
      </QueryContent>
    </Card>
  );
}
