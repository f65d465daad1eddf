import { useEffect, useState, type ReactNode } from 'react';
import { RawIntlProvider, type IntlShape } from 'react-intl';
import type { Language } from '@apps/contracts/core/user-settings.values';
import { useAuthStore } from '../../lib/auth/auth-store';
import { intlFor, setActiveIntl } from '../../lib/i18n/intl';
import { browserLanguage, chooseLanguage, loadScriptFonts, useLanguageStore } from '../../lib/i18n/language';
import { loadMessages } from './catalogues';

/**
 * The language the page speaks: signed out, the browser's (`navigator.languages`); signed in, the
 * person's setting (kept from the last load until their settings arrive), else the browser's.
 */
export function currentLanguage(): Language {
  if (!useAuthStore.getState().isAuthenticated) return browserLanguage();
  return useLanguageStore.getState().chosen ?? browserLanguage();
}

function useCurrentLanguage(): Language {
  const signedIn = useAuthStore((s) => s.isAuthenticated);
  const chosen = useLanguageStore((s) => s.chosen);
  return signedIn ? (chosen ?? browserLanguage()) : browserLanguage();
}

/** The formatter loaded before the first render (`loadLanguage`), so that it draws in that language. */
let preloaded: IntlShape | undefined;

/**
 * Loads the catalogues of the page's language, and its script's font, before the first render
 * (app/start.tsx), as the identity client is: a Hindi speaker's first paint is in Hindi, not English replaced a moment later. Never
 * rejects: without its catalogues the page speaks English.
 */
export async function loadLanguage(): Promise<void> {
  const language = currentLanguage();
  try {
    const [messages] = await Promise.all([loadMessages(language), loadScriptFonts(language)]);
    preloaded = intlFor(language, messages);
  } catch (error) {
    console.error(`The ${language} messages could not be loaded`, error);
    preloaded = intlFor('en');
  }
  setActiveIntl(preloaded);
}

/**
 * Provides the page's language to every screen (`useI18n`, react-intl's components): loads a language's
 * catalogues when it changes and switches when they have arrived, sets `<html lang>`, and forgets the
 * signed-in person's language on sign-out (the sign-in screen follows the browser).
 */
export function I18nProvider({ children }: { children: ReactNode }) {
  const language = useCurrentLanguage();
  const signedIn = useAuthStore((s) => s.isAuthenticated);
  const [intl, setIntl] = useState<IntlShape>(() => preloaded ?? intlFor('en'));

  useEffect(() => {
    if (intl.locale === language) return;
    let cancelled = false;
    Promise.all([loadMessages(language), loadScriptFonts(language)]).then(
      ([messages]) => {
        if (cancelled) return;
        const next = intlFor(language, messages);
        setActiveIntl(next);
        setIntl(next);
      },
      (error: unknown) => console.error(`The ${language} messages could not be loaded`, error),
    );
    return () => {
      cancelled = true;
    };
  }, [language, intl.locale]);

  useEffect(() => {
    document.documentElement.lang = intl.locale;
  }, [intl.locale]);

  useEffect(() => {
    if (!signedIn && useLanguageStore.getState().chosen !== null) chooseLanguage(null);
  }, [signedIn]);

  return <RawIntlProvider value={intl}>{children}</RawIntlProvider>;
}
