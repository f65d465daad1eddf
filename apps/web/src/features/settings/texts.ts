import { settingsMessages } from './messages';

/** Microsoft's name for the directory (SPEC.md section 2 said 'Azure AD', renamed in 2023); never translated. */
export const ENTRA_ID = 'Microsoft Entra ID';

/**
 * The Settings texts in English (each message's default), for tests and the spec's checks: the
 * screen itself formats `settingsMessages` in the page's language.
 */
export const SETTINGS_TEXTS = {
  ...(Object.fromEntries(Object.entries(settingsMessages).map(([key, message]) => [key, message.defaultMessage])) as {
    readonly [K in keyof typeof settingsMessages]: string;
  }),
  entraId: ENTRA_ID,
};
