import { sameId } from '@apps/contracts/ids';
import type { User } from '@apps/contracts/core/user';
import type { LinePlacement } from '@apps/contracts/core/line-placement';

/**
 * Grouping a manager's team items by direct report. A skip-level
 * manager sees one group per direct report; the items of people further down sit in the group of the
 * direct report they come through, labelled with the managers in between ("via Neha Kapoor"). Items
 * of people outside the caller's line (decided as Admin on all or as someone's delegate) form one last
 * group without a head. Where each item belongs comes with the item from the server (`directReportId`,
 * `lineVia`), so grouping needs no read per person.
 */

/** One item with the names of the managers between the caller and the item's owner, top down (empty for the head's own items). */
export interface LineItem<T> {
  item: T;
  via: readonly string[];
}

/** A group: its head (a direct report of the caller, or null for "outside your reporting line") and its items. */
export interface LineGroup<T> {
  key: string;
  head: User | null;
  items: LineItem<T>[];
}

/** The key of the group outside the caller's line. */
export const OUTSIDE_LINE_KEY = 'outside-line';

/** How a person's name reads in a group heading or a "via" label. */
export function nameOf(person: Pick<User, 'name' | 'email'>): string {
  return person.name ?? person.email;
}

/**
 * Groups `items` by the caller's direct report each comes through (`directReportId` of the item).
 * @param directReports the caller's direct reports (the group heads: name and job title). An item whose
 *   `directReportId` is null, or names nobody in `directReports` (the line changed since), goes to the
 *   group outside the line.
 * @returns groups by head name, the group outside the line last; items keep their order.
 */
export function groupByLine<T extends LinePlacement>(items: readonly T[], directReports: readonly User[]): LineGroup<T>[] {
  const groups = new Map<string, LineGroup<T>>();
  const add = (key: string, head: User | null, entry: LineItem<T>) => {
    const group = groups.get(key) ?? { key, head, items: [] };
    group.items.push(entry);
    groups.set(key, group);
  };
  for (const item of items) {
    const head = item.directReportId === null ? undefined : directReports.find((person) => sameId(person.id, item.directReportId!));
    if (head) add(head.id, head, { item, via: item.lineVia });
    else add(OUTSIDE_LINE_KEY, null, { item, via: [] });
  }
  return [...groups.values()].sort((a, b) => {
    if (!a.head || !b.head) return a.head ? -1 : b.head ? 1 : 0;
    return nameOf(a.head).localeCompare(nameOf(b.head));
  });
}
