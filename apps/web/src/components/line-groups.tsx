import type { ReactNode } from 'react';
import { nameOf, type LineGroup } from '../lib/people/line-groups';
import { InactiveBadge } from './inactive-badge';
import { useI18n } from '../lib/i18n/intl';
import { lineGroupMessages as messages } from './messages';

/** Texts of the team lists grouped by direct report (ours). */
export const LINE_GROUP_TEXTS = {
  outside: messages.outside.defaultMessage,
  outsideHint: messages.outsideHint.defaultMessage,
} as const;

/** "via Neha Kapoor" under an item of someone further down the line; nothing for the head's own items. */
export function ViaLabel({ via }: { via: readonly string[] }) {
  const { formatMessage } = useI18n();
  if (via.length === 0) return null;
  return <span className="block text-xs text-slate-600">{formatMessage(messages.via, { names: via.join(' › ') })}</span>;
}

/**
 * The heading of a group: the direct report's name (marked when deactivated) and job title with the number of items, or
 * "Outside your reporting line" with why those items are shown. `id` labels the group's section.
 */
export function LineGroupHeading({ id, group, className = '' }: { id: string; group: LineGroup<unknown>; className?: string }) {
  const { formatMessage } = useI18n();
  const title = group.head ? nameOf(group.head) : formatMessage(messages.outside);
  const detail = group.head ? group.head.jobTitle : formatMessage(messages.outsideHint);
  return (
    <div className={`flex items-baseline justify-between gap-2 ${className}`}>
      <div className="min-w-0">
        <h3 id={id} className="text-sm font-semibold text-slate-900 [overflow-wrap:anywhere]">
          {title}
          {group.head && <InactiveBadge isActive={group.head.isActive} className="ml-2 align-middle" />}
        </h3>
        {detail && <p className="text-xs text-slate-500">{detail}</p>}
      </div>
      <span className="shrink-0 text-xs text-slate-500">{formatMessage(messages.count, { count: group.items.length, shown: String(group.items.length) })}</span>
    </div>
  );
}

/**
 * Each group as a `<section>` labelled by its heading, with `children` rendering the group's items.
 * Screens that lay items out differently (a list of buttons, a card grid) share the headings.
 */
export function LineGroupSections<T>({
  groups,
  idPrefix,
  headingClassName = '',
  className = '',
  children,
}: {
  groups: LineGroup<T>[];
  idPrefix: string;
  headingClassName?: string;
  className?: string;
  children: (group: LineGroup<T>) => ReactNode;
}) {
  return (
    <>
      {groups.map((group) => {
        const id = `${idPrefix}-group-${group.key}`;
        return (
          <section key={group.key} aria-labelledby={id} className={className} data-testid="line-group">
            <LineGroupHeading id={id} group={group as LineGroup<unknown>} className={headingClassName} />
            {children(group)}
          </section>
        );
      })}
    </>
  );
}
