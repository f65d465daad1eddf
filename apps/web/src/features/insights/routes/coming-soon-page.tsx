import { ComingSoon } from '../../../components/coming-soon';
import { useI18n } from '../../../lib/i18n/intl';
import { insightsMessages as messages } from '../messages';

/** A 'Coming Soon' page of Insights: dashboards, kpis, reports. */
export function ComingSoonPage({ title }: { title: string }) {
  const { formatMessage } = useI18n();
  return (
    <ComingSoon
      title={title}
      heading={formatMessage(messages.comingSoon)}
      message={formatMessage(messages.comingSoonMessage)}
      backTo="/insights"
      backLabel={formatMessage(messages.backToInsights)}
      tone="bg-teal-100 text-teal-700"
    />
  );
}
