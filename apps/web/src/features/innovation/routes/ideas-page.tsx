import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, PlusCircle, Search, SearchX } from 'lucide-react';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { IdeaCard } from '../components/idea-card';
import { SampleNotice } from '../components/sample-notice';
import { filterIdeas, type IdeaFilter } from '../idea-filter';
import { IDEA_STATUSES, SAMPLE_IDEAS } from '../sample-ideas';
import { useI18n } from '../../../lib/i18n/intl';
import { ideaStatusMessages, innovationCountMessages as counts, innovationMessages as messages } from '../messages';

const NO_FILTER: IdeaFilter = { search: '', status: 'all' };

/**
 * The ideas page: the built-in sample ideas, filtered by text
 * over title and description together with a status filter; an empty state when nothing matches.
 */
export function IdeasPage() {
  const { formatMessage } = useI18n();
  const [filter, setFilter] = useState<IdeaFilter>(NO_FILTER);
  const ideas = useMemo(() => filterIdeas(SAMPLE_IDEAS, filter), [filter]);
  const searchId = useId();
  const statusId = useId();

  return (
    <div>
      <Link to="/innovation" className="mb-4 inline-flex items-center gap-1.5 rounded text-sm font-medium text-blue-700 hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden />
        {formatMessage(messages.backToHub)}
      </Link>
      <PageHeader
        title={formatMessage(messages.ideasTitle)}
        subtitle={formatMessage(messages.ideasSubtitle)}
        actions={
          <Link to="/innovation/ideas/new" className="inline-flex items-center gap-2 rounded-md bg-blue-700 px-4 py-2 text-sm font-medium text-white hover:bg-blue-800">
            <PlusCircle className="h-4 w-4" aria-hidden />
            {formatMessage(messages.newIdea)}
          </Link>
        }
      />
      <SampleNotice>{formatMessage(messages.sampleNotice)}</SampleNotice>
      <Card className="mb-4 flex flex-col gap-3 p-4 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor={searchId} className="mb-1.5 block text-sm font-medium text-slate-700">
            {formatMessage(messages.searchLabel)}
          </label>
          <div className="relative">
            <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400" aria-hidden />
            <input
              id={searchId}
              type="search"
              value={filter.search}
              placeholder={formatMessage(messages.searchPlaceholder)}
              onChange={(event) => setFilter((f) => ({ ...f, search: event.target.value }))}
              className="block w-full rounded-md border border-slate-300 bg-white py-2 pl-9 pr-3 text-sm shadow-sm focus:border-blue-600"
            />
          </div>
        </div>
        <div className="sm:w-56">
          <label htmlFor={statusId} className="mb-1.5 block text-sm font-medium text-slate-700">
            {formatMessage(messages.statusLabel)}
          </label>
          <select
            id={statusId}
            value={filter.status}
            onChange={(event) => setFilter((f) => ({ ...f, status: event.target.value as IdeaFilter['status'] }))}
            className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-blue-600"
          >
            <option value="all">{formatMessage(messages.allStatuses)}</option>
            {IDEA_STATUSES.map((status) => (
              <option key={status} value={status}>
                {formatMessage(ideaStatusMessages[status])}
              </option>
            ))}
          </select>
        </div>
      </Card>
      <p className="mb-4 text-sm text-slate-500" aria-live="polite">
        {formatMessage(counts.showing, { shown: ideas.length, total: SAMPLE_IDEAS.length })}
      </p>
      {ideas.length === 0 ? (
        <Card>
          <EmptyState
            icon={SearchX}
            title={formatMessage(messages.noIdeas)}
            description={formatMessage(messages.noIdeasHint)}
            action={
              <Button variant="secondary" onClick={() => setFilter(NO_FILTER)}>
                {formatMessage(messages.clearFilters)}
              </Button>
            }
          />
        </Card>
      ) : (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label={formatMessage(messages.ideasTitle)}>
          {ideas.map((idea) => (
            <li key={idea.id}>
              <IdeaCard idea={idea} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
