import { withValues } from '../lib/i18n/intl';

/** The personal-data download's texts in English, the source of components/locales/<language>.json. */
export const personalDataMessages = withValues({
  download: { id: 'components.personalData.download', defaultMessage: 'Download personal data' },
  downloaded: { id: 'components.personalData.downloaded', defaultMessage: 'Personal data downloaded' },
  failed: { id: 'components.personalData.failed', defaultMessage: 'Failed to download personal data: {message}' },
});
