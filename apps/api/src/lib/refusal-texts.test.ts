/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError, ValidationError } from './errors';
import { refusalTexts, translations, type MessageDescriptor } from './i18n';

const intlOf = translations({
  hi: {},
  es: {},
  fr: { 'lib.test.twice': 'Cette feuille est {status}', 'lib.test.field': 'Champ refusé' },
});
const refusal = refusalTexts(intlOf);
const twice = { id: 'lib.test.twice', defaultMessage: 'This timesheet is {status}' };
const field = { id: 'lib.test.field', defaultMessage: 'Field refused' };

describe('refusal texts', () => {
  it('keeps the English as the error message and field messages, and answers another language', () => {
    const error = new ValidationError({ name: [refusal(field), 'Required'] }, refusal(twice, { status: 'Submitted' }));
    expect(error.message).toBe('This timesheet is Submitted');
    expect(error.validationErrors).toEqual({ name: ['Field refused', 'Required'] });
    expect(error.textIn('fr', error.message)).toBe('Cette feuille est Submitted');
    expect(error.textIn('fr', 'Field refused')).toBe('Champ refusé');
    expect(error.textIn('fr', 'Required')).toBeUndefined();
    expect(error.textIn('es', error.message)).toBe('This timesheet is Submitted');
  });

  it('formats values per language and leaves plain texts as before', () => {
    const dated = refusal(twice, (language) => ({ status: language === 'en' ? 'Draft' : 'brouillon' }));
    expect(new ConflictError(dated).message).toBe('This timesheet is Draft');
    expect(dated.in('fr')).toBe('Cette feuille est brouillon');
    expect(new ConflictError('Plain').message).toBe('Plain');
    expect(new NotFoundError('Timesheet').message).toBe('Timesheet not found');
    expect(new NotFoundError(refusal(field)).message).toBe('Field refused');
  });
});

/** Every module's refusals: a text without values reads in English exactly as its `defaultMessage` (no ICU quoting ate a character). */
const modules = import.meta.glob<Record<string, unknown>>('../modules/*/refusal.messages.ts', { eager: true });

describe("modules' refusals", () => {
  it('read in English exactly as written', () => {
    const english = refusalTexts(translations({ hi: {}, es: {}, fr: {} }));
    let checked = 0;
    for (const module of Object.values(modules)) {
      for (const group of Object.values(module)) {
        if (typeof group !== 'object' || group === null) continue;
        for (const descriptor of Object.values(group as Record<string, MessageDescriptor>)) {
          const text = String(descriptor.defaultMessage);
          if (text.includes('{')) continue;
          expect(english(descriptor).english).toBe(text);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(50);
  });
});
