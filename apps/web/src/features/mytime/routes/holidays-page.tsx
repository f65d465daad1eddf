import { useState } from 'react';
import toast from 'react-hot-toast';
import { CalendarOff, ChevronLeft, ChevronRight, Pencil, Trash2 } from 'lucide-react';
import type { Holiday } from '@apps/contracts/mytime/holiday';
import { officeKey } from '@apps/contracts/mytime/office';
import { formatDate, formatWeekdayName } from '@apps/contracts/date-format';
import { managesHolidays } from '@apps/contracts/mytime/mytime.policy';
import { Button } from '../../../components/button';
import { Card, CardHeader } from '../../../components/card';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { QueryContent } from '../../../components/query-state';
import { Spinner } from '../../../components/spinner';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { useSubject } from '../../../lib/auth/use-subject';
import { useI18n } from '../../../lib/i18n/intl';
import { useDeleteHoliday } from '../api/delete-holiday';
import { useHolidayCalendars } from '../api/get-holiday-calendars';
import { useHolidays } from '../api/get-holidays';
import { HolidayForm } from '../components/holiday-form';
import { HolidayImport } from '../components/holiday-import';
import { PermissionNotice } from '../components/permission-notice';
import { holidayMessages } from '../leave.messages';
import { commonMessages } from '../timesheet.messages';
import { holidayAdminTexts, type HolidayAdminTexts } from '../leave-texts';
import { todayLocal } from '../local-dates';

const sameCalendar = (a: string | null, b: string | null) => (a === null || b === null ? a === b : officeKey(a) === officeKey(b));
const calendarLabel = (H: HolidayAdminTexts, officeLocation: string | null) => officeLocation ?? H.defaultCalendar;

/** The holidays of one calendar and year: a table with Edit and Remove, the add form and the import. */
function CalendarHolidays({ officeLocation, year, holidays }: { officeLocation: string | null; year: number; holidays: Holiday[] }) {
  const [editingId, setEditingId] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Holiday | null>(null);
  const remove = useDeleteHoliday();
  const intl = useI18n();
  const { formatMessage } = intl;
  const H = holidayAdminTexts(intl);
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader title={`${calendarLabel(H, officeLocation)} · ${year}`} description={H.holidayCount(holidays.length)} />
        {holidays.length === 0 ? (
          <EmptyState title={H.empty(year)} icon={CalendarOff} />
        ) : (
          <ul className="divide-y divide-slate-100" aria-label={`${calendarLabel(H, officeLocation)} ${year}`}>
            {holidays.map((holiday) => (
              <li key={holiday.id} className="px-5 py-3" data-testid="holiday-row">
                {editingId === holiday.id ? (
                  <HolidayForm officeLocation={officeLocation} holiday={holiday} onDone={() => setEditingId(null)} />
                ) : (
                  <div className="flex flex-wrap items-center justify-between gap-3">
                    <div>
                      <p className="font-medium text-slate-900 [overflow-wrap:anywhere]">{holiday.name}</p>
                      <p className="text-sm text-slate-500">
                        {formatWeekdayName(holiday.date)}, {formatDate(holiday.date)}
                      </p>
                    </div>
                    <div className="flex gap-2">
                      <Button variant="secondary" size="sm" onClick={() => setEditingId(holiday.id)} aria-label={formatMessage(holidayMessages.editNamed, { name: holiday.name })}>
                        <Pencil className="h-4 w-4" aria-hidden /> {H.edit}
                      </Button>
                      <Button variant="secondary" size="sm" onClick={() => setRemoving(holiday)} aria-label={formatMessage(holidayMessages.removeNamed, { name: holiday.name })}>
                        <Trash2 className="h-4 w-4" aria-hidden /> {H.remove}
                      </Button>
                    </div>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
        <div className="border-t border-slate-100 p-5">
          <HolidayForm key={`${officeLocation}-${year}`} officeLocation={officeLocation} onDone={() => {}} />
        </div>
      </Card>
      <Card>
        <CardHeader title={H.importTitle} />
        <div className="p-5">
          <HolidayImport key={`${officeLocation}-${year}`} officeLocation={officeLocation} year={year} />
        </div>
      </Card>
      <ConfirmDialog
        open={removing !== null}
        title={H.removeTitle}
        message={removing ? H.removeMessage(removing.name, formatDate(removing.date)) : ''}
        confirmText={H.remove}
        type="danger"
        isLoading={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={async () => {
          if (!removing) return;
          try {
            await remove.mutateAsync(removing.id);
            toast.success(H.removed);
          } catch {
            toast.error(H.removeFailed);
          }
          setRemoving(null);
        }}
      />
    </div>
  );
}

function HolidayCalendars() {
  const [year, setYear] = useState(() => Number(todayLocal().slice(0, 4)));
  const [chosen, setChosen] = useState<string | null>(null);
  const calendars = useHolidayCalendars(year);
  const holidays = useHolidays(year);
  const H = holidayAdminTexts(useI18n());
  return (
    <div>
      <PageHeader
        title={H.title}
        subtitle={H.subtitle}
        actions={
          <div className="flex items-center gap-2" role="group" aria-label={H.year}>
            <Button variant="secondary" size="sm" onClick={() => setYear(year - 1)} aria-label={H.previousYear}>
              <ChevronLeft className="h-4 w-4" aria-hidden />
            </Button>
            <span className="min-w-[4rem] text-center text-lg font-semibold tabular-nums" data-testid="holiday-year">
              {year}
            </span>
            <Button variant="secondary" size="sm" onClick={() => setYear(year + 1)} aria-label={H.nextYear}>
              <ChevronRight className="h-4 w-4" aria-hidden />
            </Button>
          </div>
        }
      />
      <div className="grid items-start gap-6 lg:grid-cols-[18rem_1fr]">
        <Card className="overflow-hidden" role="region" aria-label={H.calendar}>
          <QueryContent query={calendars} loadingLabel={H.loading}>
            {(list) => (
              <ul className="divide-y divide-slate-100">
                {list.map((calendar) => (
                  <li key={calendar.officeLocation ?? ''}>
                    <button
                      type="button"
                      aria-current={sameCalendar(calendar.officeLocation, chosen)}
                      onClick={() => setChosen(calendar.officeLocation)}
                      className={`w-full px-4 py-3 text-left hover:bg-slate-50 ${sameCalendar(calendar.officeLocation, chosen) ? 'bg-blue-50' : ''}`}
                    >
                      <span className="block truncate text-sm font-medium text-slate-900">{calendarLabel(H, calendar.officeLocation)}</span>
                      <span className="block text-xs text-slate-600">
                        {H.people(calendar.peopleCount)} · {H.holidayCount(calendar.holidayCount)}
                      </span>
                      {calendar.followsDefault && <span className="block text-xs text-slate-500">{H.followsDefault}</span>}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </QueryContent>
        </Card>
        <QueryContent query={holidays} loadingLabel={H.loading}>
          {(all) => <CalendarHolidays officeLocation={chosen} year={year} holidays={all.filter((h) => sameCalendar(h.officeLocation, chosen))} />}
        </QueryContent>
      </div>
    </div>
  );
}

/** /mytime/holidays: holiday calendars for Admin on mytime or all; others see the permission message. */
export function HolidaysPage() {
  const subject = useSubject();
  const loading = useAuthStore((s) => s.isLoadingRoles);
  const intl = useI18n();
  if (!managesHolidays(subject)) return loading ? <Spinner label={intl.formatMessage(commonMessages.loadingPermissions)} /> : <PermissionNotice message={holidayAdminTexts(intl).noPermission} />;
  return <HolidayCalendars />;
}
