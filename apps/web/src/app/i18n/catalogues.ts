import type { Language } from '@apps/contracts/core/user-settings.values';
import type { Messages } from '../../lib/i18n/intl';

/**
 * Every catalogue of the web app: one per feature (`features/<feature>/locales/<language>.json`) and one
 * each for the app shell, the shared components and the shared helpers. English is not among them: it is
 * each message's `defaultMessage` in the code (`messages.ts` beside the catalogue). Loaded only when a
 * language is chosen; the build puts one language's catalogues in one file (vite.config.ts).
 */
const catalogues = import.meta.glob<Messages>(
  ['../locales/*.json', '../../features/*/locales/*.json', '../../components/locales/*.json', '../../lib/locales/*.json'],
  { import: 'default' },
);

/** The messages of `language`, all catalogues merged (ids are unique: each starts with its feature). */
export async function loadMessages(language: Language): Promise<Messages> {
  if (language === 'en') return {};
  const loads = Object.entries(catalogues)
    .filter(([path]) => path.endsWith(`/${language}.json`))
    .map(([, load]) => load());
  return Object.assign({}, ...(await Promise.all(loads))) as Messages;
}
