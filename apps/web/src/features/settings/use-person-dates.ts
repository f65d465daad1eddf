import { useEffect } from 'react';
import { DATE_LOCALE, dateDefaults, patternOfChoice, setDateDefaults } from '@apps/contracts/date-format';
import { useI18n } from '../../lib/i18n/intl';
import { useMySettings } from './api/get-my-settings';

/**
 * Makes the signed-in person's time zone and date format the app's (`setDateDefaults`): every date
 * shown, and "today" and the current week of the screens, follow them from the moment their settings
 * load (the same query as the Settings screen, so a save applies at once, without a reload). Until then,
 * and after sign-out, the browser's zone and the month-name dates apply.
 * MM/DD/YYYY keeps the spec's `Nov 23, 2026` (`patternOfChoice`); month and weekday names follow the
 * page's language.
 * @returns a key that changes with the choices: give it to the screen so it draws again in them; null
 *   while the person's settings are read for the first time (the screen waits for them).
 */
export function usePersonDates(): string | null {
  const settings = useMySettings();
  const { data } = settings;
  const language = useI18n().locale;
  // English keeps the spec's American dates (`Nov 23, 2026`); the others read in their language.
  const locale = language === 'en' ? DATE_LOCALE : language;
  const timeZone = data?.timeZone;
  const chosen = data?.dateFormat;
  const dateFormat = patternOfChoice(chosen);
  const current = dateDefaults();
  // Set during render, not in an effect, so the screen drawn in this same render already reads them.
  if (current.locale !== locale || (timeZone && (current.timeZone !== timeZone || current.dateFormat !== dateFormat))) {
    setDateDefaults(timeZone ? { timeZone, dateFormat, locale } : { locale });
  }
  useEffect(() => {
    // Again here for StrictMode, whose extra unmount runs the clean-up below between two renders.
    setDateDefaults(timeZone ? { timeZone, dateFormat, locale } : { locale });
    return () => setDateDefaults({});
  }, [timeZone, dateFormat, locale]);
  // While the first read is under way the screen waits: drawn before it and again after, it would lose
  // what the person had begun (a form opened by a click in between).
  if (settings.isPending && settings.fetchStatus !== 'idle') return null;
  return `${timeZone ?? ''}|${chosen ?? ''}|${locale}`;
}
