import { formatLeaveDays } from '@apps/contracts/mytime/leave-text';

/**
 * Texts of the leave context (ours, not SPEC.md's): the approval context beside Approve and Reject,
 * "My holidays" on the Leave screen, holidays on the team calendar, the dashboard's balance breakdown
 * and the holiday import's confirmation. Tests import them.
 */
export const LEAVE_CONTEXT_TEXTS = {
  approval: {
    region: (name: string) => `Context for the leave of ${name}`,
    loading: 'Loading balance and team absences...',
    failed: 'Could not load the balance and team absences',
    balance: (type: string, available: number, allocated: number) => `${type} balance: ${formatLeaveDays(available)} left of ${allocated}`,
    afterApproval: (days: number) => `${formatLeaveDays(days)} after approval`,
    notEnough: 'Not enough balance to approve',
    noBalance: 'This leave type needs no balance',
    awayTitle: 'Also away in the team',
    nobodyAway: 'Nobody else in the team is away on these days',
    holiday: (name: string) => `Holiday: ${name}`,
    pending: 'Pending',
  },
  myHolidays: {
    title: 'My holidays',
    subtitle: (year: number, office: string | null, ownCalendar: boolean) =>
      ownCalendar && office ? `${office} office, ${year}` : office ? `${office} office: the default calendar, ${year}` : `Default calendar, ${year}`,
    empty: (year: number) => `No holidays in ${year}`,
    upcoming: 'Upcoming',
    past: 'Past',
  },
  teamCalendar: {
    holiday: 'Holiday',
    holidayEntry: (name: string, people: string) => `${name}, holiday of ${people}`,
    peopleCount: (count: number) => `${count} people`,
    awayCount: (leave: number, holidays: number) => {
      const parts = [] as string[];
      if (leave > 0) parts.push(`${leave} on leave`);
      if (holidays > 0) parts.push(`${holidays} on holiday`);
      return parts.join(', ');
    },
  },
  dashboard: {
    breakdown: 'Balance by leave type',
    loading: 'Loading',
    upcomingCaption: 'approved, starting after today',
  },
  holidayImport: {
    previewFirst: 'Preview the file first: the import replaces this year of the calendar.',
    added: 'Added',
    changed: 'Changed',
    removed: 'Removed',
    noChanges: 'The file matches the calendar: nothing changes.',
    summary: (added: number, changed: number, removed: number) => `${added} added, ${changed} changed, ${removed} removed`,
    confirmTitle: 'Replace the holidays of this year?',
    confirmMessage: (calendar: string, year: number, added: number, changed: number, removed: number) =>
      `${calendar} ${year}: ${added} added, ${changed} changed, ${removed} removed. Leave requested earlier keeps its day count.`,
    confirm: 'Replace holidays',
    cancel: 'Cancel',
    renamed: (before: string, after: string) => `${before} → ${after}`,
  },
} as const;
