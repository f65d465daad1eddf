/// <reference types="vite/client" />
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@apps/contracts/core/user-settings.values';

/**
 * The English messages of the web app and of the API (each `defaultMessage` of a `messages.ts` or
 * `<area>.messages.ts`) against every other language's catalogue of the same owner
 * (`<owner>/locales/<language>.json`): a message missing in a language, a message a catalogue has that
 * English has not, and a translation whose placeholders or tags differ from English all fail
 * (decision 0108).
 */
const APPS = {
  web: {
    definitions: import.meta.glob<Record<string, unknown>>(['./apps/web/src/**/messages.ts', './apps/web/src/**/*.messages.ts'], { eager: true }),
    catalogues: import.meta.glob<Record<string, string>>(['./apps/web/src/**/locales/*.json'], { eager: true, import: 'default' }),
    /** `features/<name>` (ids start with `<name>.`), `app`, `components` or `lib`. */
    ownerOf: (parts: string[]) => (parts[0] === 'features' ? `features/${parts[1]}` : parts[0]!),
  },
  api: {
    definitions: import.meta.glob<Record<string, unknown>>(['./apps/api/src/modules/*/*.messages.ts', './apps/api/src/lib/*.messages.ts'], { eager: true }),
    catalogues: import.meta.glob<Record<string, string>>(['./apps/api/src/modules/*/locales/*.json', './apps/api/src/lib/locales/*.json'], { eager: true, import: 'default' }),
    /** `modules/<name>` (ids start with `<name>.`) or `lib`. */
    ownerOf: (parts: string[]) => (parts[0] === 'modules' ? `modules/${parts[1]}` : parts[0]!),
  },
};

interface Descriptor {
  id: string;
  defaultMessage: string;
}
const isDescriptor = (value: unknown): value is Descriptor =>
  typeof value === 'object' && value !== null && typeof (value as Descriptor).id === 'string' && typeof (value as Descriptor).defaultMessage === 'string';

function descriptorsIn(value: unknown, found: Descriptor[] = []): Descriptor[] {
  if (isDescriptor(value)) found.push(value);
  else if (typeof value === 'object' && value !== null) for (const inner of Object.values(value)) descriptorsIn(inner, found);
  return found;
}

/** The argument names and tag names of an ICU message, sorted: what a translation must keep. */
function placeholdersOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      names.add(element.type === TYPE.tag ? `<${element.value}>` : `{${element.value}}`);
      if (element.type === TYPE.tag) walk(element.children);
      if (element.type === TYPE.plural || element.type === TYPE.select) for (const option of Object.values(element.options)) walk(option.value);
    }
  };
  walk(parse(message));
  return [...names].sort();
}

for (const [app, { definitions, catalogues, ownerOf }] of Object.entries(APPS)) {
  /** The owner of a file under `apps/<app>/src/`. */
  const ownerOfPath = (path: string) => ownerOf(path.split(`/apps/${app}/src/`).at(-1)!.split('/'));

  /** English messages by owner, then by id. */
  const english = new Map<string, Map<string, string>>();
  for (const [path, module] of Object.entries(definitions)) {
    if (path.includes('.test.')) continue;
    const owner = ownerOfPath(path);
    const messages = english.get(owner) ?? new Map<string, string>();
    for (const { id, defaultMessage } of descriptorsIn(module)) messages.set(id, defaultMessage);
    english.set(owner, messages);
  }

  describe(`message catalogues of the ${app}`, () => {
    it('finds its messages', () => {
      expect([...english.values()].reduce((count, messages) => count + messages.size, 0)).toBeGreaterThan(0);
    });

    it('gives each message an id that starts with its owner and is used once', () => {
      const seen = new Set<string>();
      for (const [owner, messages] of english) {
        const prefix = owner.replace(/^(features|modules)\//, '');
        for (const id of messages.keys()) {
          expect(id.startsWith(`${prefix}.`), `${id} belongs to ${owner}`).toBe(true);
          expect(seen.has(id), `${id} is defined twice`).toBe(false);
          seen.add(id);
        }
      }
    });

    it('parses every message as ICU, in English and in each catalogue', () => {
      for (const messages of english.values()) for (const [id, message] of messages) expect(() => parse(message), id).not.toThrow();
      for (const [file, catalogue] of Object.entries(catalogues)) for (const [id, message] of Object.entries(catalogue)) expect(() => parse(message), `${id} in ${file}`).not.toThrow();
    });

    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      it(`has every message in ${language}, with the placeholders of English, and nothing else`, () => {
        for (const [owner, messages] of english) {
          if (messages.size === 0) continue;
          const file = Object.keys(catalogues).find((path) => ownerOfPath(path) === owner && path.endsWith(`/${language}.json`));
          expect(file, `${owner} has a ${language} catalogue`).toBeDefined();
          const catalogue = catalogues[file!]!;
          const missing = [...messages.keys()].filter((id) => !(id in catalogue));
          const extra = Object.keys(catalogue).filter((id) => !messages.has(id));
          expect(missing, `missing in ${file}`).toEqual([]);
          expect(extra, `not in English, in ${file}`).toEqual([]);
          for (const [id, message] of messages) expect(placeholdersOf(catalogue[id]!), `${id} in ${file}`).toEqual(placeholdersOf(message));
        }
      });
    }
  });
}
