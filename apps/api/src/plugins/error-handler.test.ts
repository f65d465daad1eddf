import { expect, it } from 'vitest';
import Fastify from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm/errors';
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
