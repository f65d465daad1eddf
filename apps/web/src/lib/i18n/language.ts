import { create } from 'zustand';
import { LANGUAGES, type Language } from '@apps/contracts/core/user-settings.values';

/** Where the signed-in person's last saved language is kept for the next load (before settings arrive). */
export const LANGUAGE_STORAGE_KEY = 'apps-language';

/**
 * The first of the browser's preferred languages (`navigator.languages`, e.g. `['hi-IN', 'en']`) that the
 * app speaks, matched by its primary subtag; English when none is. The signed-out screens use it.
 */
export function browserLanguage(preferred: readonly string[] = navigator.languages ?? [navigator.language]): Language {
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split('-')[0];
    const match = LANGUAGES.find((language) => language === primary);
    if (match) return match;
  }
  return 'en';
}

/** The language kept from the signed-in person's settings, or null when none was kept. */
export function storedLanguage(storage: Storage = localStorage): Language | null {
  const value = storage.getItem(LANGUAGE_STORAGE_KEY);
  return LANGUAGES.find((language) => language === value) ?? null;
}

/** Keeps the signed-in person's language for the next load; null forgets it (sign-out). */
export function storeLanguage(language: Language | null, storage: Storage = localStorage): void {
  if (language === null) storage.removeItem(LANGUAGE_STORAGE_KEY);
  else storage.setItem(LANGUAGE_STORAGE_KEY, language);
}

interface LanguageState {
  /** The signed-in person's language: the one kept from the last load until their settings arrive. */
  chosen: Language | null;
}

/**
 * The signed-in person's language as the app knows it. Their settings (`GET /v1/me/settings`) set it
 * through `chooseLanguage`; the app's language provider reads it.
 */
export const useLanguageStore = create<LanguageState>(() => ({ chosen: storedLanguage() }));

/** Records the signed-in person's language (and keeps it for the next load); null on sign-out. */
export function chooseLanguage(language: Language | null): void {
  storeLanguage(language);
  useLanguageStore.setState({ chosen: language });
}

/** The shipped font a language's script needs (index.css), where the system's fonts may lack it. */
const SCRIPT_FONTS: Partial<Record<Language, { family: string; sample: string }>> = {
  hi: { family: 'Noto Sans Devanagari', sample: 'क' },
};

/**
 * Loads the weights of the font `language`'s script needs before the page draws in it (CSS Font Loading
 * API). Without this, Chromium drew the text of the first render in a face still downloading as empty
 * boxes and kept them there after the face arrived. Resolves, never rejects, when the browser has no
 * font loading API or a face fails (the system's fonts then apply).
 */
export async function loadScriptFonts(language: Language): Promise<void> {
  const font = SCRIPT_FONTS[language];
  if (!font || typeof document === 'undefined' || !('fonts' in document)) return;
  await Promise.all([400, 500, 600, 700].map((weight) => document.fonts.load(`${weight} 1em "${font.family}"`, font.sample))).catch(() => undefined);
}
