import { translations, translatorFor, type Catalogues, type Language, type Translator } from '../../lib/i18n';
import { approvalCardMessages as m, leaveTypeMessages } from './approval-card.messages';
import type { LeaveForCard, TeamsCardItem, TimesheetForCard } from './teams-bot.repository';
import hi from './locales/hi.json';
import es from './locales/es.json';
import fr from './locales/fr.json';

const intlOf = translations({ hi, es, fr } satisfies Catalogues);

/** The Adaptive Card content type of a card attachment and of an `adaptiveCard/action` invoke response. */
export const ADAPTIVE_CARD_TYPE = 'application/vnd.microsoft.card.adaptive';

/** The verbs of the card's `Action.Execute` buttons. */
export const CARD_VERBS = ['approve', 'reject', 'refresh'] as const;
export type CardVerb = (typeof CARD_VERBS)[number];

/** The `data` every button of a card carries: what it decides. */
export interface CardData {
  item: TeamsCardItem;
  itemId: string;
}

/** What a card is about, as read now. `null`: deleted since. */
export type CardSubject = { item: 'timesheet'; facts: TimesheetForCard | null } | { item: 'leave'; facts: LeaveForCard | null };

type AdaptiveElement = Record<string, unknown>;

/** The envelope of every card: Adaptive Cards 1.5 (Teams on desktop, web and mobile). */
const CARD = { type: 'AdaptiveCard', $schema: 'http://adaptivecards.io/schemas/adaptive-card.json', version: '1.5' } as const;

/** An ISO instant the Teams client shows in the reader's own zone and locale (Adaptive Cards' DATE and TIME functions). */
const instantText = (at: Date | null) => (at ? `{{DATE(${at.toISOString().replace(/\.\d{3}Z$/, 'Z')}, SHORT)}} {{TIME(${at.toISOString().replace(/\.\d{3}Z$/, 'Z')})}}` : '');

/** Where the item is in the app. */
export function itemLink(appUrl: string, subject: { item: TeamsCardItem; itemId: string }): string {
  return subject.item === 'timesheet' ? `${appUrl}/mytime/approvals?timesheetId=${encodeURIComponent(subject.itemId)}` : `${appUrl}/mytime/approvals`;
}

/** Whether the item still waits for a decision. */
export function isWaiting(subject: CardSubject): boolean {
  if (!subject.facts) return false;
  return subject.item === 'timesheet' ? subject.facts.status === 'Submitted' : subject.facts.status === 'Pending';
}

function factsOf(t: Translator, subject: CardSubject): { title: string; value: string }[] {
  if (!subject.facts) return [];
  if (subject.item === 'timesheet') {
    const sheet = subject.facts;
    return [
      { title: t.message(m.person), value: sheet.ownerName },
      { title: t.message(m.week), value: t.dateRange(sheet.weekStartDate, sheet.weekEndDate) },
      { title: t.message(m.hours), value: t.message(m.hoursValue, { hours: sheet.hours }) },
    ];
  }
  const leave = subject.facts;
  const facts = [
    { title: t.message(m.person), value: leave.ownerName },
    { title: t.message(m.leaveType), value: t.message(leaveTypeMessages[leave.leaveType]) },
    { title: t.message(m.dates), value: leave.startDate === leave.endDate ? t.date(leave.startDate) : t.dateRange(leave.startDate, leave.endDate) },
    { title: t.message(m.days), value: t.message(m.daysValue, { days: leave.totalDays }) },
  ];
  if (leave.halfDay) facts.push({ title: t.message(m.halfDay), value: t.message(leave.halfDay === 'FirstHalf' ? m.firstHalf : m.secondHalf) });
  if (leave.balance) {
    facts.push({ title: t.message(m.balance), value: t.message(m.balanceValue, { available: leave.balance.allocated - leave.balance.used, allocated: leave.balance.allocated }) });
  }
  facts.push({ title: t.message(m.reason), value: leave.reason });
  return facts;
}

/** The line saying who decided and when, or why there is nothing to decide; null while waiting. */
function outcomeOf(t: Translator, subject: CardSubject): string | null {
  const facts = subject.facts;
  if (!facts) return t.message(m.gone);
  const name = facts.reviewerName ?? t.message(m.someone);
  const when = instantText(facts.reviewedAt);
  switch (facts.status) {
    case 'Submitted':
    case 'Pending':
      return null;
    case 'Approved':
      return t.message(m.approvedBy, { name, when });
    case 'Rejected':
      return t.message(m.rejectedBy, { name, when, reason: facts.rejectionReason ?? '' });
    case 'Cancelled':
      return t.message(m.cancelled, { name: subject.item === 'leave' ? subject.facts!.ownerName : name });
    default:
      return t.message(m.notWaiting);
  }
}

/**
 * The approval card (Adaptive Card 1.5) of one timesheet or leave request in the approver's language:
 * the person, the week and hours, or the leave's type, dates, days, half day, balance and reason; while
 * it waits, **Approve** and **Reject** (`Action.Execute`, Reject behind a required reason as in the app);
 * once decided, who decided and when (the time in the reader's own zone). `notice` is a line in red
 * (a refusal, a missing reason); `withholdFacts` shows only the title, the notice and the link (a
 * caller refused the item learns nothing of it). Always a link to the item in the app.
 */
export function approvalCard(options: { language: Language; appUrl: string; itemId: string; subject: CardSubject; notice?: string | null; withholdFacts?: boolean }): AdaptiveElement {
  const t = translatorFor(intlOf, { language: options.language });
  const { subject } = options;
  const data: CardData = { item: subject.item, itemId: options.itemId };
  const outcome = outcomeOf(t, subject);
  const body: AdaptiveElement[] = [
    { type: 'TextBlock', text: t.message(subject.item === 'timesheet' ? m.timesheetTitle : m.leaveTitle), weight: 'Bolder', size: 'Medium', wrap: true },
    { type: 'FactSet', facts: factsOf(t, subject) },
  ];
  if (outcome) body.push({ type: 'TextBlock', text: outcome, wrap: true, weight: 'Bolder', color: subject.facts?.status === 'Approved' ? 'Good' : 'Attention' });
  if (options.notice) body.push({ type: 'TextBlock', text: options.notice, wrap: true, color: 'Attention' });
  const open = { type: 'Action.OpenUrl', title: t.message(m.open), url: itemLink(options.appUrl, data) };
  if (options.withholdFacts) {
    return { ...CARD, body: [body[0], { type: 'TextBlock', text: options.notice ?? '', wrap: true, color: 'Attention' }], actions: [open] };
  }
  const actions: AdaptiveElement[] = isWaiting(subject)
    ? [
        { type: 'Action.Execute', title: t.message(m.approve), verb: 'approve', data, style: 'positive' },
        {
          type: 'Action.ShowCard',
          title: t.message(m.reject),
          card: {
            type: 'AdaptiveCard',
            body: [{ type: 'Input.Text', id: 'reason', label: t.message(m.rejectReason), isMultiline: true, isRequired: true, maxLength: 1000, errorMessage: t.message(m.rejectReasonRequired) }],
            actions: [{ type: 'Action.Execute', title: t.message(m.reject), verb: 'reject', data, associatedInputs: 'auto', style: 'destructive' }],
          },
        },
        open,
      ]
    : [open];
  return { ...CARD, body, actions };
}

/** The card's texts of one language (the bot's answers outside a card). */
export function cardTexts(language: Language) {
  const t = translatorFor(intlOf, { language });
  return {
    unknownPerson: t.message(m.unknownPerson),
    rejectReasonRequired: t.message(m.rejectReasonRequired),
    refused: (reason: string) => t.message(m.refused, { reason }),
  };
}
