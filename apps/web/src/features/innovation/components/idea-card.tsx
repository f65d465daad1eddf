import { CalendarDays, MessageSquare, ThumbsUp, UserRound } from 'lucide-react';
import { formatDate } from '@apps/contracts/date-format';
import { Badge, type BadgeTone } from '../../../components/badge';
import { Card } from '../../../components/card';
import type { Idea, IdeaStatus } from '../sample-ideas';
import { useI18n } from '../../../lib/i18n/intl';
import { ideaStatusMessages, innovationCountMessages as counts } from '../messages';

const STATUS_TONES: Record<IdeaStatus, BadgeTone> = {
  Draft: 'slate',
  Submitted: 'blue',
  'Under Review': 'amber',
  Approved: 'green',
  Rejected: 'red',
};

/** An idea card: category, status, title, description, submitter, date, vote and comment counts. */
export function IdeaCard({ idea }: { idea: Idea }) {
  const { formatMessage } = useI18n();
  return (
    <Card className="flex h-full flex-col p-5" data-testid="idea-card">
      <article aria-labelledby={`${idea.id}-title`} className="flex h-full flex-col">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Badge tone="violet">{idea.category}</Badge>
          <Badge tone={STATUS_TONES[idea.status]}>{formatMessage(ideaStatusMessages[idea.status])}</Badge>
        </div>
        <h2 id={`${idea.id}-title`} className="mt-3 text-base font-semibold text-slate-900">
          {idea.title}
        </h2>
        <p className="mt-1 flex-1 text-sm text-slate-600">{idea.description}</p>
        <div className="mt-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-t border-slate-100 pt-3 text-xs text-slate-500">
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="inline-flex items-center gap-1">
              <UserRound className="h-3.5 w-3.5" aria-hidden />
              {idea.submittedBy}
            </span>
            <span className="inline-flex items-center gap-1">
              <CalendarDays className="h-3.5 w-3.5" aria-hidden />
              <time dateTime={idea.submittedDate}>{formatDate(idea.submittedDate)}</time>
            </span>
          </span>
          <span className="flex items-center gap-3">
            <span className="inline-flex items-center gap-1">
              <ThumbsUp className="h-3.5 w-3.5" aria-hidden />
              {formatMessage(counts.votes, { count: idea.voteCount })}
            </span>
            <span className="inline-flex items-center gap-1">
              <MessageSquare className="h-3.5 w-3.5" aria-hidden />
              {formatMessage(counts.comments, { count: idea.commentCount })}
            </span>
          </span>
        </div>
      </article>
    </Card>
  );
}
