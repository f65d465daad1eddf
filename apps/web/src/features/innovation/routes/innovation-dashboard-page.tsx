import { Link } from 'react-router';
import { BookOpen, ChevronRight, FlaskConical, Lightbulb, PlusCircle, Presentation, Search } from 'lucide-react';
import { PageHeader } from '../../../components/page-header';
import { SampleNotice } from '../components/sample-notice';
import { StatCard } from '../../../components/stat-card';
import { useI18n } from '../../../lib/i18n/intl';
import { innovationMessages as messages } from '../messages';
import { INNOVATION_LINKS, INNOVATION_TILES } from '../texts';

const TILE_ICONS = [
  { icon: Lightbulb, tone: 'bg-pink-100 text-pink-700' },
  { icon: FlaskConical, tone: 'bg-violet-100 text-violet-700' },
  { icon: BookOpen, tone: 'bg-blue-100 text-blue-700' },
  { icon: Presentation, tone: 'bg-amber-100 text-amber-800' },
] as const;

const LINK_ICONS = [PlusCircle, Search, FlaskConical, Presentation, BookOpen] as const;

/**
 * The Innovation Hub dashboard, at /innovation and /innovation/dashboard: the
 * fixed figures 12 ideas, 5 projects, 28 articles, 8 demos, and links to the five hub pages.
 */
export function InnovationDashboardPage() {
  const { formatMessage } = useI18n();
  return (
    <div>
      <PageHeader
        title={formatMessage(messages.title)}
        subtitle={formatMessage(messages.subtitle)}
        actions={
          <Link to="/innovation/ideas/new" className="inline-flex items-center gap-2 rounded-md bg-blue-700 px-4 py-2 text-sm font-medium text-white hover:bg-blue-800">
            <PlusCircle className="h-4 w-4" aria-hidden />
            {formatMessage(messages.newIdea)}
          </Link>
        }
      />
      <SampleNotice>{formatMessage(messages.sampleNotice)}</SampleNotice>
      <div className="mb-8 grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        {INNOVATION_TILES.map((tile, index) => (
          <StatCard key={tile.label.id} label={formatMessage(tile.label)} value={tile.value} caption={formatMessage(tile.caption)} {...TILE_ICONS[index]!} />
        ))}
      </div>
      <h2 className="mb-3 text-lg font-semibold text-slate-900">{formatMessage(messages.quickLinks)}</h2>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {INNOVATION_LINKS.map((link, index) => {
          const Icon = LINK_ICONS[index]!;
          return (
            <li key={link.to}>
              <Link
                to={link.to}
                className="group flex h-full items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-blue-300 hover:shadow-md"
              >
                <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-700 group-hover:bg-blue-50 group-hover:text-blue-700">
                  <Icon className="h-5 w-5" aria-hidden />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block text-sm font-semibold text-slate-900">{formatMessage(link.label)}</span>
                  <span className="block text-xs text-slate-500">{formatMessage(link.description)}</span>
                </span>
                <ChevronRight className="h-4 w-4 shrink-0 text-slate-400 group-hover:text-blue-700" aria-hidden />
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
