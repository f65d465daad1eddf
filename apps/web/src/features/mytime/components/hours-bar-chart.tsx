import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useI18n } from '../../../lib/i18n/intl';
import { chartMessages } from '../timesheet.messages';
import type { HoursBar } from './hours-table';

// Colours are the theme's chart variables (index.css), so the chart follows the light or dark theme.
const TICK = { fontSize: 11, fill: 'var(--chart-text)' };
const TOOLTIP = { background: 'var(--chart-surface)', borderColor: 'var(--chart-grid)', color: 'var(--chart-text)' };

/** A person tick of the team chart: one word per line (at most three), so names and "(Inactive)" never overlap. */
function PersonTick({ x, y, payload }: { x?: number; y?: number; payload?: { value: string } }) {
  const words = (payload?.value ?? '').split(' ');
  const lines = words.length > 3 ? [...words.slice(0, 2), words.slice(2).join(' ')] : words;
  return (
    <text x={x} y={y} textAnchor="middle" fontSize={11} fill="var(--chart-text)">
      {lines.map((line, i) => (
        <tspan key={i} x={x} dy={i === 0 ? 12 : 13}>
          {line}
        </tspan>
      ))}
    </text>
  );
}

/**
 * A stacked bar chart of hours, billable and non-billable. The only module
 * that imports recharts: the dashboard loads it lazily, so the library stays out of the first load.
 * The chart is an image to assistive technology (`summary`); the data table beside it carries the figures.
 */
export default function HoursBarChart({ bars, summary, layout = 'days' }: { bars: HoursBar[]; summary: string; layout?: 'days' | 'people' }) {
  const { formatMessage } = useI18n();
  const data = bars.map((bar) => ({ label: bar.label, billable: bar.billable, nonBillable: bar.nonBillable }));
  return (
    <div role="img" aria-label={summary} className="h-64 w-full px-2 py-3">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 4, right: 8, bottom: 4, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--chart-grid)" />
          {/* Day ticks without the year, so five of them fit at 390 px; the table keeps full dates. */}
          {layout === 'days' ? (
            <XAxis dataKey="label" tick={TICK} stroke="var(--chart-secondary)" interval={6} tickFormatter={(label: string) => label.replace(/, \d{4}$/, '')} />
          ) : (
            <XAxis dataKey="label" tick={<PersonTick />} stroke="var(--chart-secondary)" interval={0} height={48} />
          )}
          <YAxis tick={TICK} stroke="var(--chart-secondary)" allowDecimals={false} />
          <Tooltip contentStyle={TOOLTIP} cursor={{ fill: 'var(--chart-grid)' }} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar dataKey="billable" name={formatMessage(chartMessages.billable)} stackId="hours" fill="var(--chart-primary)" isAnimationActive={false} />
          <Bar dataKey="nonBillable" name={formatMessage(chartMessages.nonBillable)} stackId="hours" fill="var(--chart-secondary)" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
