import { expect, it } from 'vitest';
import Fastify from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { NotFoundError, ValidationError } from '../lib/errors';
import { errorHandlerPlugin } from './error-handler';

it('answers 409 for a unique violation wrapped by Drizzle (SQLSTATE on the cause)', async () => {
  const app = Fastify({ logger: false });
  await app.register(errorHandlerPlugin);
  app.get('/v1/duplicate', async () => {
    throw new DrizzleQueryError('insert into "things" ...', ['x'], Object.assign(new Error('duplicate key value'), { code: '23505' }));
  });
  const response = await app.inject({ method: 'GET', url: '/v1/duplicate' });
  expect(response.statusCode).toBe(409);
  expect(response.json()).toMatchObject({ success: false, error: 'A record with these values already exists' });
  await app.close();
});

it('logs a failed query without its parameters (personal data)', async () => {
  const lines: string[] = [];
  const app = Fastify({ logger: { level: 'error', stream: { write: (line: string) => lines.push(line) } } });
  await app.register(errorHandlerPlugin);
  app.get('/v1/broken', async () => {
    throw new DrizzleQueryError('select * from "candidates" where "email" = $1', ['priya.secret@candidate.example'], new Error('relation does not exist'));
  });
  const response = await app.inject({ method: 'GET', url: '/v1/broken' });
  expect(response.statusCode).toBe(500);
  const logged = lines.join('\n');
  expect(logged).toContain('relation does not exist');
  expect(logged).not.toContain('priya.secret@candidate.example');
  await app.close();
});

it('answers the common texts in the best language of Accept-Language, field names and English unchanged', async () => {
  const app = Fastify({ logger: false });
  await app.register(errorHandlerPlugin);
  app.get('/v1/invalid', async () => {
    throw new ValidationError({ name: ['Required', 'Must be at most 200 characters'], code: ['A text nobody translated'] });
  });
  app.get('/v1/missing', async () => {
    throw new NotFoundError('User');
  });
  const spanish = await app.inject({ method: 'GET', url: '/v1/invalid', headers: { 'accept-language': 'de-DE, es-MX;q=0.9, fr;q=0.8' } });
  expect(spanish.statusCode).toBe(400);
  expect(spanish.json()).toMatchObject({
    error: 'La validación falló',
    validationErrors: { name: ['Obligatorio', 'Debe tener como máximo 200 caracteres'], code: ['A text nobody translated'] },
  });
  const french = await app.inject({ method: 'GET', url: '/v1/missing', headers: { 'accept-language': 'fr-CA' } });
  expect(french.json()).toMatchObject({ error: 'Utilisateur introuvable' });
  const route = await app.inject({ method: 'GET', url: '/v1/nowhere?x=1', headers: { 'accept-language': 'hi' } });
  expect(route.json()).toMatchObject({ error: 'रूट GET /v1/nowhere नहीं मिला' });
  const english = await app.inject({ method: 'GET', url: '/v1/invalid', headers: { 'accept-language': 'en-GB, es;q=0.5' } });
  expect(english.json()).toMatchObject({ error: 'Validation failed', validationErrors: { name: ['Required', 'Must be at most 200 characters'] } });
  await app.close();
});
