import { defineMessages } from 'react-intl';
import { withValues } from '../lib/i18n/intl';

/**
 * The shared components' texts in English, the source of components/locales/<language>.json. Ids
 * start with `components.`; the English texts are the spec's, verbatim.
 */
export const confirmDialogMessages = defineMessages({
  confirm: { id: 'components.confirmDialog.confirm', defaultMessage: 'Confirm' },
  cancel: { id: 'components.confirmDialog.cancel', defaultMessage: 'Cancel' },
});

export const errorBannerMessages = {
  ...defineMessages({
    dismiss: { id: 'components.errorBanner.dismiss', defaultMessage: 'Dismiss' },
    fixBelow: { id: 'components.errorBanner.fixBelow', defaultMessage: 'Please fix below validation error(s)' },
    unexpectedTitle: { id: 'components.errorBanner.unexpectedTitle', defaultMessage: 'Unexpected Error' },
    copy: { id: 'components.errorBanner.copy', defaultMessage: 'Copy' },
    copied: { id: 'components.errorBanner.copied', defaultMessage: 'Copied!' },
    traceHint: { id: 'components.errorBanner.traceHint', defaultMessage: 'Please provide this trace ID when contacting support.' },
    error: { id: 'components.errorBanner.error', defaultMessage: 'Error' },
    unexpectedMessage: { id: 'components.errorBanner.unexpectedMessage', defaultMessage: 'An unexpected error occurred' },
    file: { id: 'components.errorBanner.file', defaultMessage: 'File' },
  }),
  ...withValues({
    line: { id: 'components.errorBanner.line', defaultMessage: 'Line {line}' },
  }),
};

export const loadStateMessages = defineMessages({
  retry: { id: 'components.load.retry', defaultMessage: 'Retry' },
  loading: { id: 'components.load.loading', defaultMessage: 'Loading' },
});

export const listMessages = {
  ...defineMessages({
    showMore: { id: 'components.list.showMore', defaultMessage: 'Show more' },
    previous: { id: 'components.list.previous', defaultMessage: 'Previous' },
    next: { id: 'components.list.next', defaultMessage: 'Next' },
  }),
  ...withValues({
    showing: { id: 'components.list.showing', defaultMessage: 'Showing {shown} of {total} {noun}' },
    pageRange: { id: 'components.list.pageRange', defaultMessage: 'Showing {first}–{last} of {total}' },
    pageRangeAtLeast: { id: 'components.list.pageRangeAtLeast', defaultMessage: 'Showing {first}–{last} of {total} or more' },
  }),
};

export const modalMessages = defineMessages({
  close: { id: 'components.modal.close', defaultMessage: 'Close' },
});

export const personMessages = {
  ...defineMessages({
    inactive: { id: 'components.person.inactive', defaultMessage: 'Inactive' },
  }),
  ...withValues({
    withInactive: { id: 'components.person.withInactive', defaultMessage: '{label} (Inactive)' },
  }),
};

export const lineGroupMessages = {
  ...defineMessages({
    outside: { id: 'components.lineGroups.outside', defaultMessage: 'Outside your reporting line' },
    outsideHint: { id: 'components.lineGroups.outsideHint', defaultMessage: 'Shown to you as an admin or as a delegate.' },
  }),
  ...withValues({
    via: { id: 'components.lineGroups.via', defaultMessage: 'via {names}' },
    count: { id: 'components.lineGroups.count', defaultMessage: '{count, plural, one {{shown} item} other {{shown} items}}' },
  }),
};
