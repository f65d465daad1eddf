import { Gauge, Network, UserCheck, Users } from 'lucide-react';
import { PageHeader } from '../../../components/page-header';
import { ReadyNotice } from '../../../components/ready-notice';
import { StatCard } from '../../../components/stat-card';
import { useI18n } from '../../../lib/i18n/intl';
import { talentMessages as messages } from '../messages';
import { TALENT_TILES } from '../texts';

const ICONS = [
  { icon: Users, tone: 'bg-indigo-100 text-indigo-700' },
  { icon: UserCheck, tone: 'bg-emerald-100 text-emerald-700' },
  { icon: Network, tone: 'bg-blue-100 text-blue-700' },
  { icon: Gauge, tone: 'bg-amber-100 text-amber-800' },
] as const;

/**
 * 'Talent Management', shown at dashboard, employees and
 * allocations: four tiles, all zero (utilization in percent), and the ready-for-implementation notice.
 */
export function TalentPage() {
  const { formatMessage } = useI18n();
  return (
    <div>
      <PageHeader title={formatMessage(messages.title)} subtitle={formatMessage(messages.subtitle)} />
      <div className="mb-6 grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        {TALENT_TILES.map((tile, index) => (
          <StatCard key={tile.label.id} label={formatMessage(tile.label)} value={tile.value} caption={formatMessage(tile.caption)} {...ICONS[index]!} />
        ))}
      </div>
      <ReadyNotice title={formatMessage(messages.readyTitle)} message={formatMessage(messages.readyMessage)} />
    </div>
  );
}
