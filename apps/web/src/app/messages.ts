import { defineMessages } from 'react-intl';

/**
 * The app shell's texts in English, the source of app/locales/<language>.json. Ids start with `app.`;
 * the English texts are the spec's, verbatim.
 */
export const signInMessages = defineMessages({
  title: { id: 'app.signIn.title', defaultMessage: 'Apps' },
  subtitle: { id: 'app.signIn.subtitle', defaultMessage: 'Internal Applications Platform' },
  button: { id: 'app.signIn.button', defaultMessage: 'Sign in with Microsoft' },
  hint: { id: 'app.signIn.hint', defaultMessage: 'Use your company Microsoft account to sign in' },
  devMode: { id: 'app.signIn.devMode', defaultMessage: 'Development sign-in is on: pick any demo account.' },
});
