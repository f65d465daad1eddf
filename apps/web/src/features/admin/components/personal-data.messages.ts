import { withValues } from '../../../lib/i18n/intl';

/** The erasure action's texts in English (User Management), the source of admin/locales/<language>.json. */
export const erasureMessages = withValues({
  erase: { id: 'admin.erase.action', defaultMessage: 'Erase personal data' },
  title: { id: 'admin.erase.title', defaultMessage: 'Erase personal data' },
  consequence: {
    id: 'admin.erase.consequence',
    defaultMessage:
      "This permanently erases {name}'s personal data. The account is deactivated; the name, e-mail address, Microsoft account link and photo are replaced, and the texts they or others wrote about them (time entry notes, leave reasons, review comments, OKRs, notifications) are removed. Hours, leave days and decisions stay, under an anonymous name. This cannot be undone.",
  },
  reportsMove: { id: 'admin.erase.reportsMove', defaultMessage: 'Any direct reports move up to their manager.' },
  typeEmail: { id: 'admin.erase.typeEmail', defaultMessage: 'Type {email} to confirm' },
  mismatch: { id: 'admin.erase.mismatch', defaultMessage: 'The e-mail address does not match' },
  erased: { id: 'admin.erase.erased', defaultMessage: 'Personal data erased; the account now shows as {name}' },
  failed: { id: 'admin.erase.failed', defaultMessage: 'Failed to erase personal data: {message}' },
  alreadyErased: { id: 'admin.erase.alreadyErased', defaultMessage: "This person's personal data has been erased." },
  cancel: { id: 'admin.erase.cancel', defaultMessage: 'Cancel' },
});
