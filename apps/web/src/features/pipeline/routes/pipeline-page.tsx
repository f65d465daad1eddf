import { useState } from 'react';
import { DollarSign, Magnet, Percent, Target } from 'lucide-react';
import { ErrorBanner, type BannerError } from '../../../components/error-banner';
import { PageHeader } from '../../../components/page-header';
import { ReadyNotice } from '../../../components/ready-notice';
import { StatCard } from '../../../components/stat-card';
import { useI18n } from '../../../lib/i18n/intl';
import { pipelineMessages as messages } from '../messages';
import { PIPELINE_TILES } from '../texts';

const ICONS = [
  { icon: Magnet, tone: 'bg-cyan-100 text-cyan-800' },
  { icon: Target, tone: 'bg-blue-100 text-blue-700' },
  { icon: Percent, tone: 'bg-violet-100 text-violet-700' },
  { icon: DollarSign, tone: 'bg-emerald-100 text-emerald-700' },
] as const;

/**
 * 'Sales Pipeline', shown at dashboard, leads and opportunities:
 * four zero tiles and the ready-for-implementation notice. The dismissible error banner is in place
 * for the coming API calls but nothing sets it yet. No backend calls.
 */
export function PipelinePage() {
  const { formatMessage } = useI18n();
  const [error, setError] = useState<BannerError | null>(null);
  return (
    <div>
      <PageHeader title={formatMessage(messages.title)} subtitle={formatMessage(messages.subtitle)} />
      <ErrorBanner error={error} onDismiss={() => setError(null)} />
      <div className="mb-6 grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        {PIPELINE_TILES.map((tile, index) => (
          <StatCard key={tile.label.id} label={formatMessage(tile.label)} value={tile.value} caption={formatMessage(tile.caption)} {...ICONS[index]!} />
        ))}
      </div>
      <ReadyNotice title={formatMessage(messages.readyTitle)} message={formatMessage(messages.readyMessage)} />
    </div>
  );
}
