import type { MessageDescriptor } from '../../lib/i18n';

/** What approved leave writes in the person's Outlook (event subject, automatic replies), in English. */
export const outlookMessages = {
  subject: { id: 'microsoft.outlook.subject', defaultMessage: 'Out of office' },
  subjectFirstHalf: { id: 'microsoft.outlook.subjectFirstHalf', defaultMessage: 'Out of office (morning)' },
  subjectSecondHalf: { id: 'microsoft.outlook.subjectSecondHalf', defaultMessage: 'Out of office (afternoon)' },
  replyAway: { id: 'microsoft.outlook.replyAway', defaultMessage: 'I am out of the office and back on {returnDate}.' },
  replyDelegate: { id: 'microsoft.outlook.replyDelegate', defaultMessage: 'For anything urgent, please contact {name} ({email}).' },
} satisfies Record<string, MessageDescriptor>;
