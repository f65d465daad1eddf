import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { acceptedLanguage, translateErrorText, translateSchemaIssue } from './error-language';

describe('acceptedLanguage', () => {
  it('picks the highest weight among the app’s languages, by primary subtag, the order breaking ties', () => {
    expect(acceptedLanguage('de-DE,de;q=0.9,fr-FR;q=0.8,es;q=0.7')).toBe('fr');
    expect(acceptedLanguage('hi-IN, es')).toBe('hi');
    expect(acceptedLanguage('es;q=0.4, fr;q=0.6')).toBe('fr');
    expect(acceptedLanguage('fr;q=0, es;q=0.1')).toBe('es');
  });

  it('answers English without a header or a match', () => {
    expect(acceptedLanguage(undefined)).toBe('en');
    expect(acceptedLanguage('')).toBe('en');
    expect(acceptedLanguage('de, ja;q=0.5, *;q=0.1')).toBe('en');
  });
});

describe('translateErrorText', () => {
  it('translates the common texts and shapes, leaves the others and English alone', () => {
    expect(translateErrorText('es', 'Authentication required')).toBe('Se requiere autenticación');
    expect(translateErrorText('fr', 'Must be at most 254 characters')).toBe('Doit comporter au plus 254 caractères');
    expect(translateErrorText('es', 'Timesheet not found')).toBe('No se encontró la hoja de horas');
    expect(translateErrorText('es', 'Candidate not found')).toBe('Candidate not found');
    expect(translateErrorText('fr', 'approverId must be your own user id: you act only in your own name')).toBe(
      "approverId doit être votre propre id utilisateur : vous n'agissez qu'en votre nom",
    );
    expect(translateErrorText('en', 'Required')).toBe('Required');
  });
});

describe('translateSchemaIssue', () => {
  const issuesOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error!.issues.map(({ code, message, path: _path, ...params }) => ({ code, message, params }));

  it('answers zod’s own texts in zod’s translation, ours through our catalogue, English as it was', () => {
    const [missing] = issuesOf(z.object({ name: z.string() }), {});
    expect(translateSchemaIssue('en', missing!)).toBe('Invalid input: expected string, received undefined');
    expect(translateSchemaIssue('es', missing!)).toBe('Entrada inválida: se esperaba texto, recibido indefinido');
    const [required] = issuesOf(z.string().min(1, 'Required'), '');
    expect(translateSchemaIssue('fr', required!)).toBe('Obligatoire');
    const [custom] = issuesOf(z.string().min(1, 'A rule of one screen'), '');
    expect(translateSchemaIssue('fr', custom!)).toBe('A rule of one screen');
  });
});

describe("the contracts' schema texts", () => {
  /** Every text a contracts schema writes itself (`message: '…'`, `.min(1, '…')`); a limit's `${…}` reads as 7. */
  function schemaTexts(): string[] {
    const root = fileURLToPath(new URL('../../../../packages/contracts/src/', import.meta.url));
    const texts = new Set<string>();
    for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
      const source = readFileSync(path.join(root, file), 'utf8');
      for (const match of source.matchAll(/message:\s*(['`])((?:[^'`\\]|\\.)*)\1/g)) texts.add(match[2]!.replace(/\$\{[^}]+\}/g, '7'));
      for (const match of source.matchAll(/\.(?:min|max|refine|regex|length)\([^()]*,\s*'([^']+)'\)/g)) texts.add(match[1]!);
    }
    return [...texts].filter((text) => !text.includes('${'));
  }

  it('read in every language the app speaks', () => {
    const texts = schemaTexts();
    expect(texts.length).toBeGreaterThan(60);
    for (const language of ['hi', 'es', 'fr'] as const) {
      const untranslated = texts.filter((text) => translateErrorText(language, text) === text);
      expect(untranslated, language).toEqual([]);
    }
    expect(translateErrorText('es', 'At most 7 key results')).toBe('Como máximo 7 resultados clave');
    expect(translateErrorText('fr', 'Must be one of: Draft, Submitted')).toBe('Doit être l’un de : Draft, Submitted');
  });
});

describe('an upload past its size', () => {
  it('is named in the requester’s language', () => {
    expect(translateErrorText('fr', 'The file is too large (at most 5 MB)')).toBe('Le fichier est trop volumineux (au plus 5 Mo)');
  });
});
