import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useMySettings } from '../../features/settings/api/get-my-settings';
import { queryClient } from '../../lib/query-client';
import { chooseLanguage } from '../../lib/i18n/language';
import { applyAppearance } from '../../lib/theme';

/**
 * Applies the signed-in person's saved language, theme and Compact Mode (`GET /v1/me/settings`) to the
 * page and keeps them for the next load, which the app's start applies before anything is drawn. Saving on the Settings
 * screen updates the same query (the app's one cache), so a new choice shows at once; another device's
 * choice shows on the next load. Draws nothing.
 */
export function SavedAppearance() {
  return (
    <QueryClientProvider client={queryClient}>
      <ApplySavedAppearance />
    </QueryClientProvider>
  );
}

function ApplySavedAppearance() {
  const { data } = useMySettings();
  const theme = data?.theme;
  const compactMode = data?.compactMode === true;
  const language = data?.language;
  useEffect(() => {
    if (theme) applyAppearance({ theme, compactMode });
  }, [theme, compactMode]);
  useEffect(() => {
    if (language) chooseLanguage(language);
  }, [language]);
  return null;
}
