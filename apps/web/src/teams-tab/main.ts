import type { MessageDescriptor } from 'react-intl';
import type { Language } from '@apps/contracts/core/user-settings.values';
import { loadMessages } from '../app/i18n/catalogues';
import { teamsTabMessages as m } from '../app/messages';
import '../index.css';
import { browserLanguage, loadScriptFonts } from '../lib/i18n/language';
import { tabLinkOf } from './tab-link';

// The Teams app's personal tab (the manifest's `contentUrl`: `teams-tab.html?open={page.subPageId}&locale={app.locale}`).
// Teams frames it; the app itself refuses to be framed and signs in with a popup Teams would block, so the
// tab opens the item a Teams activity points to in the browser, where the person is signed in.
const params = new URLSearchParams(window.location.search);
const language: Language = browserLanguage([params.get('locale') ?? '', ...navigator.languages]);

const link = document.getElementById('open') as HTMLAnchorElement | null;
if (link) link.href = tabLinkOf(window.location.search, window.location.origin);

Promise.all([loadMessages(language), loadScriptFonts(language)]).then(
  ([messages]) => {
    // Plain texts without placeholders: the catalogue's text as it stands, else the English.
    const text = (descriptor: MessageDescriptor) => messages[descriptor.id!] ?? String(descriptor.defaultMessage);
    document.documentElement.lang = language;
    const hint = document.getElementById('hint');
    if (hint) hint.textContent = text(m.hint);
    if (link) link.textContent = text(m.open);
  },
  (error: unknown) => console.error(`The ${language} messages could not be loaded`, error),
);
