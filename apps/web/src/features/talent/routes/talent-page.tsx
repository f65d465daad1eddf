import { Gauge, Network, UserCheck, Users } from 'lucide-react';
import { PageHeader } from '../../../components/page-header';
import { ReadyNotice } from '../../../components/ready-notice';
import { StatCard } from '../../../components/stat-card';
import { TALENT_TEXTS } from '../texts';

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
  return (
    <div>
      <PageHeader title={TALENT_TEXTS.title} subtitle={TALENT_TEXTS.subtitle} />
      <div className="mb-6 grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        {TALENT_TEXTS.tiles.map((tile, index) => (
          <StatCard key={tile.label} {...tile} {...ICONS[index]!} />
        ))}
      </div>
      <ReadyNotice title={TALENT_TEXTS.readyTitle} message={TALENT_TEXTS.readyMessage} />
    </div>
  );
}
