import { useEffect } from 'react';
import { dateDefaults, patternOfChoice, setDateDefaults } from '@apps/contracts/date-format';
import { useMySettings } from './api/get-my-settings';

/**
 * Makes the signed-in person's time zone and date format the app's (`setDateDefaults`): every date
 * shown, and "today" and the current week of the screens, follow them from the moment their settings
 * load (the same query as the Settings screen, so a save applies at once, without a reload). Until then,
 * and after sign-out, the browser's zone and the month-name dates apply.
 * MM/DD/YYYY keeps the spec's `Nov 23, 2026` (`patternOfChoice`).
 * @returns a key that changes with the choices: give it to the screen so it draws again in them.
 */
export function usePersonDates(): string {
  const { data } = useMySettings();
  const timeZone = data?.timeZone;
  const chosen = data?.dateFormat;
  const dateFormat = patternOfChoice(chosen);
  // Set during render, not in an effect, so the screen drawn in this same render already reads them.
  if (timeZone && (dateDefaults().timeZone !== timeZone || dateDefaults().dateFormat !== dateFormat)) {
    setDateDefaults({ timeZone, dateFormat });
  }
  useEffect(() => {
    // Again here for StrictMode, whose extra unmount runs the clean-up below between two renders.
    if (timeZone) setDateDefaults({ timeZone, dateFormat });
    return () => setDateDefaults({});
  }, [timeZone, dateFormat]);
  return timeZone && chosen ? `${timeZone}|${chosen}` : '';
}
