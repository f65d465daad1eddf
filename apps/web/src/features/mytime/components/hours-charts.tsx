import { lazy, Suspense, useRef, useState } from 'react';
import { withInactiveMark } from '../../../components/inactive-badge';
import { weekOf } from '@apps/contracts/mytime/calendar.values';
import { formatDate } from '@apps/contracts/date-format';
import type { HoursChart } from '@apps/contracts/mytime/charts';
import { Button } from '../../../components/button';
import { Card, CardHeader } from '../../../components/card';
import { QueryContent } from '../../../components/query-state';
import { i18n, useI18n } from '../../../lib/i18n/intl';
import { useNearViewport } from '../../../components/use-near-viewport';
import { useHoursChart } from '../api/get-hours-chart';
import { formatNumber, todayLocal } from '../local-dates';
import type { IntlShape } from 'react-intl';
import { chartMessages as T } from '../timesheet.messages';
import { HoursTable, type HoursBar } from './hours-table';

// recharts is loaded with this chunk only; until it arrives the table stands in. The
// chunk is asked for, and the chart drawn, only once the card comes near the viewport:
// drawing both charts is some 250 ms of main-thread work on a fast machine, a second on a mobile.
const HoursBarChart = lazy(() => import('./hours-bar-chart'));

/** The bars of the "my hours" chart: one per day, labelled by date. */
export function dayBars(chart: HoursChart): HoursBar[] {
  return chart.days.map((day) => ({ key: day.date, label: formatDate(day.date), billable: day.billableHours, nonBillable: day.nonBillableHours }));
}

/** The bars of the team chart: one per direct report, labelled by name (e-mail without one), a deactivated one marked "(Inactive)". */
export function teamBars(chart: HoursChart): HoursBar[] {
  return chart.team.map((p) => ({ key: p.employeeId, label: withInactiveMark(p.name ?? p.email, p.isActive), billable: p.billableHours, nonBillable: p.nonBillableHours }));
}

/** "40 hours, 32 billable" for a set of bars: the chart's text alternative, in the language of `intl` (the page's by default). */
export function summarise(title: string, bars: HoursBar[], intl: IntlShape = i18n()): string {
  const billable = bars.reduce((sum, bar) => sum + bar.billable, 0);
  const total = bars.reduce((sum, bar) => sum + bar.billable + bar.nonBillable, 0);
  return intl.formatMessage(T.summary, { title, total: formatNumber(total), billable: formatNumber(billable), nonBillable: formatNumber(total - billable) });
}

/**
 * One chart with its summary and its "Show as table" switch. The chart (recharts) is drawn only once the
 * card is within 200 px of the viewport (`useNearViewport`); until then, as while its chunk loads, the
 * data table stands in, so the figures are always there.
 */
function ChartCard({ title, bars, firstColumn, layout }: { title: string; bars: HoursBar[]; firstColumn: string; layout: 'days' | 'people' }) {
  const intl = useI18n();
  const [asTable, setAsTable] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box);
  const table = <HoursTable bars={bars} caption={title} firstColumn={firstColumn} />;
  return (
    <Card className="min-w-0">
      <CardHeader
        title={title}
        description={summarise(title, bars, intl)}
        action={
          <Button variant="ghost" size="sm" className="whitespace-nowrap" aria-pressed={asTable} onClick={() => setAsTable((v) => !v)}>
            {intl.formatMessage(asTable ? T.showChart : T.showTable)}
          </Button>
        }
      />
      <div ref={box}>{asTable || !near ? table : <Suspense fallback={table}><HoursBarChart bars={bars} summary={summarise(title, bars, intl)} layout={layout} /></Suspense>}</div>
    </Card>
  );
}

/**
 * The MyTime dashboard's charts: my hours per day for the current week and the four before,
 * billable / non-billable; for a manager (`showTeam`), the direct reports' hours last week by person.
 * Each chart has a text summary and a data table ("Show as table").
 */
export function HoursCharts({ userId, showTeam }: { userId: string; showTeam: boolean }) {
  const { formatMessage } = useI18n();
  const chart = useHoursChart(userId, weekOf(todayLocal()).weekStartDate);
  return (
    <QueryContent query={chart}>
      {(data) => (
        <div className={`grid gap-6 ${showTeam ? 'lg:grid-cols-2' : ''}`}>
          <ChartCard title={formatMessage(T.myHours)} bars={dayBars(data)} firstColumn={formatMessage(T.date)} layout="days" />
          {showTeam &&
            (data.team.length > 0 ? (
              <ChartCard title={formatMessage(T.teamHours)} bars={teamBars(data)} firstColumn={formatMessage(T.person)} layout="people" />
            ) : (
              <Card>
                <CardHeader title={formatMessage(T.teamHours)} description={formatMessage(T.noTeam)} />
              </Card>
            ))}
        </div>
      )}
    </QueryContent>
  );
}
