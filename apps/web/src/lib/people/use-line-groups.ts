import { useMemo } from 'react';
import type { LinePlacement } from '@apps/contracts/core/line-placement';
import type { User } from '@apps/contracts/core/user';
import { useDirectReports } from './get-direct-reports';
import { groupByLine, type LineGroup } from './line-groups';

/**
 * `items` (a manager's team list, each placed in the line by the server: `directReportId`, `lineVia`)
 * grouped by the caller's direct reports (`groupByLine`). Reads the caller's
 * direct reports once (the group headings); `isPending` until that read settles.
 */
export function useLineGroups<T extends LinePlacement>(meId: string, items: readonly T[] | undefined): { isPending: boolean; groups: LineGroup<T>[] } {
  const directs = useDirectReports(meId);
  const directReports = useMemo<User[]>(() => directs.data?.items ?? [], [directs.data]);
  const isPending = directs.isPending;
  const groups = useMemo(() => (isPending ? [] : groupByLine(items ?? [], directReports)), [isPending, items, directReports]);
  return { isPending, groups };
}
