import { ComingSoon } from '../../../components/coming-soon';
import { INSIGHTS_TEXTS } from '../texts';

/** A 'Coming Soon' page of Insights: dashboards, kpis, reports. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <ComingSoon
      title={title}
      heading={INSIGHTS_TEXTS.comingSoon}
      message={INSIGHTS_TEXTS.comingSoonMessage}
      backTo="/insights"
      backLabel={INSIGHTS_TEXTS.backToInsights}
      tone="bg-teal-100 text-teal-700"
    />
  );
}
