import { lazy, Suspense, useState } from 'react';
import { Plus } from 'lucide-react';
import { Button } from '../../../components/button';
import { Card, CardHeader } from '../../../components/card';
import { PageHeader } from '../../../components/page-header';
import { QueryContent } from '../../../components/query-state';
import { Spinner } from '../../../components/spinner';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { useI18n } from '../../../lib/i18n/intl';
import { useLeaveBalances } from '../api/get-leave-balances';
import { useMyLeaveRequests } from '../api/get-my-leave-requests';
import { LeaveBalanceCards } from '../components/leave-balance-cards';
import { LeaveRequestList } from '../components/leave-request-list';
import { MyHolidays } from '../components/my-holidays';
import { todayLocal } from '../local-dates';
import { leaveScreenTexts } from '../leave-texts';

// The form (react-hook-form, the leave schema) comes when Request Leave opens it: the
// screen's first load has no form layer and no schema.
const LeaveRequestForm = lazy(() => import('../components/leave-request-form').then((m) => ({ default: m.LeaveRequestForm })));

/** /mytime/leave: balance cards, Request Leave form, my requests, and my holidays of the year. */
export function LeavePage() {
  const me = useAuthStore((s) => s.user);
  const year = Number(todayLocal().slice(0, 4));
  const balances = useLeaveBalances(me?.id, year);
  const requests = useMyLeaveRequests(me?.id);
  const [formOpen, setFormOpen] = useState(false);
  const L = leaveScreenTexts(useI18n());

  return (
    <div className="space-y-6">
      <PageHeader
        title={L.title}
        subtitle={L.subtitle(year)}
        actions={
          !formOpen && (
            <Button onClick={() => setFormOpen(true)}>
              <Plus className="h-4 w-4" aria-hidden /> {L.requestLeave}
            </Button>
          )
        }
      />
      {me ? (
        <QueryContent query={balances} errorClassName="">
          {(list) => <LeaveBalanceCards balances={list} />}
        </QueryContent>
      ) : (
        <Spinner />
      )}
      {formOpen && me && (
        <Card>
          <CardHeader title={L.requestLeave} />
          <div className="p-5">
            <Suspense fallback={<Spinner className="py-6" />}>
              <LeaveRequestForm employeeId={me.id} onDone={() => setFormOpen(false)} />
            </Suspense>
          </div>
        </Card>
      )}
      <Card>
        <CardHeader title={L.myRequests} />
        <QueryContent query={requests}>{(list) => <LeaveRequestList requests={list} />}</QueryContent>
      </Card>
      {me && <MyHolidays year={year} today={todayLocal()} office={me.officeLocation} />}
    </div>
  );
}
