import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { successEnvelopeSchema, FailureEnvelopeSchema } from '@apps/contracts/envelope';
import { createResponseSerializerCompiler, responseJsonSchema } from './response-serializer';

const Item = z.object({
  id: z.uuid(),
  name: z.string(),
  note: z.string().nullable(),
  hours: z.number(),
  count: z.number().int(),
  due: z.iso.date().nullable(),
  at: z.iso.datetime(),
  tags: z.array(z.string()),
  optional: z.string().optional(),
  manager: z.object({ id: z.string(), name: z.string() }).nullable(),
  totals: z.record(z.string(), z.number()),
  kind: z.enum(['A', 'B']),
  description: z.string(),
});
const Event = z.discriminatedUnion('type', [
  z.object({ type: z.literal('created'), by: z.string() }),
  z.object({ type: z.literal('moved'), from: z.string(), to: z.string() }),
]);
const Schema = successEnvelopeSchema(z.object({ items: z.array(Item), events: z.array(Event), total: z.number().int() }));

const item = {
  id: '0b6f5c1e-8f1a-4c5e-9d1a-2f3b4c5d6e7f',
  name: 'Ada "the" Lovelace \u2028',
  note: null,
  hours: 7.5,
  count: 3,
  due: '2026-11-23',
  at: '2026-11-23T09:00:00.000Z',
  tags: ['a', 'b'],
  manager: { id: 'm', name: 'Grace' },
  totals: { '2026-11-23': 8, other: 0.5 },
  kind: 'A' as const,
  description: 'a property called description',
};
const envelope = {
  success: true,
  data: {
    items: [item, { ...item, note: 'x', due: null, manager: null, optional: 'here', totals: {} }],
    events: [
      { type: 'created', by: 'u1' },
      { type: 'moved', from: 'a', to: 'b' },
    ],
    total: 2,
  },
  error: null,
  validationErrors: null,
  traceId: 't',
  timestamp: '2026-11-23T09:00:00.000Z',
};

function compile(validate: boolean, schema: z.ZodType = Schema) {
  return createResponseSerializerCompiler({ validate })({ schema, method: 'GET', url: '/v1/x', httpStatus: '200' });
}

describe('response serializer', () => {
  it('writes what JSON.stringify writes for a value that matches the schema', () => {
    for (const validate of [false, true]) {
      expect(JSON.parse(compile(validate)(envelope))).toEqual(JSON.parse(JSON.stringify(envelope)));
    }
  });

  it('leaves out properties the schema does not name, also inside unions and nullable objects', () => {
    const extra = {
      ...envelope,
      secret: 'x',
      data: {
        ...envelope.data,
        items: [{ ...item, passwordHash: 'h', manager: { id: 'm', name: 'Grace', email: 'g@x' } }],
        events: [{ type: 'created', by: 'u1', internal: 1 }],
      },
    };
    const written = JSON.parse(compile(false)(extra));
    expect(written.secret).toBeUndefined();
    expect(written.data.items[0].passwordHash).toBeUndefined();
    expect(written.data.items[0].manager).toEqual({ id: 'm', name: 'Grace' });
    expect(written.data.events[0]).toEqual({ type: 'created', by: 'u1' });
    // With validation (tests), zod strips them the same way.
    expect(JSON.parse(compile(true)(extra))).toEqual(written);
  });

  it('compiles nullable as a null check, not a union', () => {
    const json = JSON.stringify(responseJsonSchema(Item));
    expect(json).not.toContain('additionalProperties":false');
    expect(json).toContain('"nullable":true');
  });

  it('with validation, a wrong shape fails as a response serialization error', () => {
    const wrong = { ...envelope, data: { ...envelope.data, total: 'two' } };
    expect(() => compile(true)(wrong)).toThrow(ResponseSerializationError);
  });

  it('writes the failure envelope with and without field errors', () => {
    const base = { success: false, data: null, error: 'Validation failed', traceId: 't', timestamp: 'now' };
    for (const validationErrors of [null, { 'keyResults.0.target': ['Must be a number'] }]) {
      const value = { ...base, validationErrors };
      expect(JSON.parse(compile(false, FailureEnvelopeSchema)(value))).toEqual(value);
    }
  });
});
