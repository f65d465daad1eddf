import { broadcastResponseToMainFrame } from '@azure/msal-browser/redirect-bridge';
import type { MessageDescriptor } from 'react-intl';
// Hindi's script for machines without a Devanagari font; downloaded only when the page shows Devanagari.
import '@fontsource/noto-sans-devanagari/devanagari-400.css';
import { loadMessages } from '../app/i18n/catalogues';
import { authRedirectMessages as m } from '../app/messages';
import { browserLanguage, loadScriptFonts, storedLanguage } from '../lib/i18n/language';

// The popup's redirect page (MSAL 5): hands Microsoft's answer to the app window, which closes the popup.
// The answer goes first; the page's texts follow in the person's language (the one kept from their last
// sign-in, else the browser's), and the English of auth-redirect.html stands until they arrive.
const delivered = broadcastResponseToMainFrame();

const language = storedLanguage() ?? browserLanguage();
const texts = Promise.all([loadMessages(language), loadScriptFonts(language)]).then(([messages]) => {
  document.documentElement.lang = language;
  // Plain texts without placeholders: the catalogue's text as it stands, else the English.
  return (descriptor: MessageDescriptor) => messages[descriptor.id!] ?? String(descriptor.defaultMessage);
});
const english = (descriptor: MessageDescriptor) => String(descriptor.defaultMessage);
const translated = texts.catch((error: unknown) => {
  console.error(`The ${language} messages could not be loaded`, error);
  return english;
});

void translated.then((text) => {
  document.title = text(m.title);
  const status = document.getElementById('status');
  if (status && status.dataset.failed !== 'true') status.textContent = text(m.completing);
});

delivered.catch(async (error: unknown) => {
  console.error('Sign-in response could not be delivered', error);
  const status = document.getElementById('status');
  if (!status) return;
  status.dataset.failed = 'true';
  status.textContent = english(m.failed);
  status.textContent = (await translated)(m.failed);
});
