import { formatNumber } from '../local-dates';
import { useI18n } from '../../../lib/i18n/intl';
import { chartMessages } from '../timesheet.messages';

/** One bar of an hours chart: its label (a day or a person) and hours split billable / non-billable. */
export interface HoursBar {
  key: string;
  label: string;
  billable: number;
  nonBillable: number;
}

/**
 * The data table of an hours chart (accessible fallback): one row per bar with billable,
 * non-billable and total hours. Shown while the chart library loads, until the chart's card is near
 * the viewport, and on "Show as table". Its scroll box is a labelled region in the tab
 * order, so keyboard users can scroll it (WCAG 2.1.1, axe `scrollable-region-focusable`).
 */
export function HoursTable({ bars, caption, firstColumn }: { bars: HoursBar[]; caption: string; firstColumn: string }) {
  const { formatMessage } = useI18n();
  return (
    <div className="max-h-80 overflow-auto rounded focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-300" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-slate-50 text-xs uppercase text-slate-600">
          <tr>
            <th scope="col" className="px-4 py-2">{firstColumn}</th>
            <th scope="col" className="px-4 py-2 text-right">{formatMessage(chartMessages.billable)}</th>
            <th scope="col" className="px-4 py-2 text-right">{formatMessage(chartMessages.nonBillable)}</th>
            <th scope="col" className="px-4 py-2 text-right">{formatMessage(chartMessages.hours)}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {bars.map((bar) => (
            <tr key={bar.key}>
              <th scope="row" className="px-4 py-1.5 font-normal text-slate-900">{bar.label}</th>
              <td className="px-4 py-1.5 text-right">{formatNumber(bar.billable)}</td>
              <td className="px-4 py-1.5 text-right">{formatNumber(bar.nonBillable)}</td>
              <td className="px-4 py-1.5 text-right font-medium">{formatNumber(bar.billable + bar.nonBillable)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
