import { Calculator, FileText, FolderKanban, Users } from 'lucide-react';
import { PageHeader } from '../../../components/page-header';
import { ReadyNotice } from '../../../components/ready-notice';
import { StatCard } from '../../../components/stat-card';
import { useI18n } from '../../../lib/i18n/intl';
import { projectMessages as messages } from '../messages';
import { PROJECT_TILES } from '../texts';

const ICONS = [
  { icon: FolderKanban, tone: 'bg-amber-100 text-amber-800' },
  { icon: Calculator, tone: 'bg-blue-100 text-blue-700' },
  { icon: FileText, tone: 'bg-violet-100 text-violet-700' },
  { icon: Users, tone: 'bg-emerald-100 text-emerald-700' },
] as const;

/**
 * The Project placeholder, shown at dashboard, estimates, sows
 * and projects: zero counts and the ready-for-implementation note. No backend calls.
 */
export function ProjectPage() {
  const { formatMessage } = useI18n();
  return (
    <div>
      <PageHeader title={formatMessage(messages.title)} subtitle={formatMessage(messages.subtitle)} />
      <div className="mb-6 grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        {PROJECT_TILES.map((tile, index) => (
          <StatCard key={tile.label.id} label={formatMessage(tile.label)} value={tile.value} caption={formatMessage(tile.caption)} {...ICONS[index]!} />
        ))}
      </div>
      <ReadyNotice title={formatMessage(messages.readyTitle)} message={formatMessage(messages.readyMessage)} />
    </div>
  );
}
