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
