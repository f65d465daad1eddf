import fc from 'fast-check';

/** The subset of JSON Schema that zod's OpenAPI output uses. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  multipleOf?: number;
  default?: unknown;
}

function types(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : [];
}

function nullable(schema: JsonSchema): boolean {
  return types(schema).includes('null') || (schema.anyOf ?? schema.oneOf ?? []).some((s) => types(s).includes('null'));
}

/** Values that conform to the schema as far as a generator can tell (formats and patterns included). */
export function validValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf ?? schema.oneOf) return fc.oneof(...(schema.anyOf ?? schema.oneOf)!.map(validValue));
  if (schema.allOf?.[0]) return validValue(schema.allOf[0]);
  const kinds = types(schema).filter((t) => t !== 'null');
  const kind = kinds[0];
  let arbitrary: fc.Arbitrary<unknown>;
  switch (kind) {
    case 'string':
      arbitrary = validString(schema);
      break;
    case 'integer': {
      const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1000);
      const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1000);
      arbitrary = fc.integer({ min: Math.ceil(Math.max(min, -1e6)), max: Math.floor(Math.min(max, 1e6)) });
      break;
    }
    case 'number': {
      const min = schema.minimum ?? schema.exclusiveMinimum ?? -1000;
      const max = schema.maximum ?? schema.exclusiveMaximum ?? 1000;
      arbitrary = schema.multipleOf
        ? fc.integer({ min: Math.ceil(min / schema.multipleOf), max: Math.floor(max / schema.multipleOf) }).map((n) => n * schema.multipleOf!)
        : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
      break;
    }
    case 'boolean':
      arbitrary = fc.boolean();
      break;
    case 'array':
      arbitrary = fc.array(schema.items ? validValue(schema.items) : fc.anything(), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 4, 4)),
      });
      break;
    case 'object':
      arbitrary = fc.record(
        Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, value]) => [key, validValue(value)])),
        { requiredKeys: (schema.required ?? []).filter((key) => key in (schema.properties ?? {})) },
      );
      break;
    default:
      arbitrary = fc.jsonValue();
  }
  return nullable(schema) ? fc.option(arbitrary, { nil: null }) : arbitrary;
}

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 40, 200);
  switch (schema.format) {
    case 'uuid':
      return fc.uuid({ version: 4 });
    case 'email':
      return fc.tuple(fc.stringMatching(/^[a-z][a-z0-9.]{0,15}$/), fc.constantFrom('example.com', 'company.example')).map(([a, b]) => `${a}@${b}`);
    case 'date':
      return fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((d) => d.toISOString());
    default:
      break;
  }
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length >= minLength && s.length <= Math.max(maxLength, minLength));
  return fc.string({ minLength, maxLength: Math.max(maxLength, minLength), unit: 'grapheme' }).filter((s) => s.trim().length >= Math.min(minLength, 1));
}

/** A value of another JSON type than the schema allows (never null when the schema allows null). */
function wrongType(schema: JsonSchema): fc.Arbitrary<unknown> {
  const allowed = new Set(types(schema).flatMap((t) => (t === 'integer' ? ['integer', 'number'] : [t])));
  if (schema.enum) return fc.constantFrom('not-a-listed-value', 12345, false);
  const candidates: Array<[string, fc.Arbitrary<unknown>]> = [
    ['string', fc.string({ maxLength: 8 }).map((s) => `x${s}`)],
    ['number', fc.constantFrom(3.5, -7, 1e9)],
    ['boolean', fc.boolean()],
    ['array', fc.constant([1, 'two', null])],
    ['object', fc.constant({ unexpected: { nested: true } })],
    ['null', fc.constant(null)],
  ];
  const usable = candidates.filter(([type]) => !allowed.has(type) && !(type === 'null' && nullable(schema)));
  if (allowed.size === 0 || usable.length === 0) return fc.constant(Symbol.for('skip'));
  return fc.oneof(...usable.map(([, a]) => a));
}

/** JSON type names of a value, as JSON Schema spells them (`integer` for whole numbers). */
function jsonTypesOf(value: unknown): string[] {
  if (value === null) return ['null'];
  if (Array.isArray(value)) return ['array'];
  if (typeof value === 'number') return Number.isInteger(value) ? ['integer', 'number'] : ['number'];
  return [typeof value];
}

/**
 * Root values of the wrong type for `schema`: a body declared `.nullish()` (an optional body, such as
 * the OKR approval's) accepts `null`, so `null` is wrong only where the schema does not allow it.
 */
function wrongRoots(schema: JsonSchema): unknown[] {
  const accepted = new Set([...types(schema), ...(schema.anyOf ?? schema.oneOf ?? []).flatMap(types)]);
  if (nullable(schema)) accepted.add('null');
  return [null, 42, 'a string', true, [], [{}]].filter((value) => !jsonTypesOf(value).some((t) => accepted.has(t)));
}

/** A body that breaks the schema for certain, and how: a wrong type, a missing required field, deep nesting. */
export function invalidBody(schema: JsonSchema): fc.Arbitrary<{ body: unknown; how: string }> {
  const required = schema.required ?? [];
  const properties = Object.entries(schema.properties ?? {});
  const options: Array<fc.Arbitrary<{ body: unknown; how: string }>> = [
    fc.constantFrom(...wrongRoots(schema)).map((body) => ({ body, how: 'root of the wrong type' })),
    fc.constant({ body: deepNesting(400), how: 'deeply nested arrays' }),
  ];
  if (types(schema).includes('object') && properties.length > 0) {
    const typed = properties.filter(([, value]) => types(value).length > 0 || value.enum);
    if (typed.length > 0) {
      options.push(
        fc
          .tuple(validValue(schema), fc.constantFrom(...typed))
          .chain(([body, [key, value]]) =>
            wrongType(value)
              .filter((wrong) => wrong !== Symbol.for('skip'))
              .map((wrong) => ({ body: { ...(body as object), [key]: wrong }, how: `${key} of the wrong type` })),
          ),
      );
    }
    if (required.length > 0) {
      options.push(
        fc.tuple(validValue(schema), fc.constantFrom(...required)).map(([body, key]) => {
          const copy = { ...(body as Record<string, unknown>) };
          delete copy[key];
          return { body: copy, how: `${key} missing` };
        }),
      );
    }
  }
  return fc.oneof(...options);
}

/** Bodies that may or may not be valid: huge strings, unicode, nulls, extra fields (mass assignment). */
export function hostileBody(schema: JsonSchema): fc.Arbitrary<unknown> {
  const properties = Object.keys(schema.properties ?? {});
  return fc.oneof(
    validValue(schema),
    validValue(schema).map((body) =>
      typeof body === 'object' && body !== null && !Array.isArray(body)
        ? { ...body, id: '00000000-0000-4000-8000-000000000000', status: 'Approved', employeeId: '00000000-0000-4000-8000-000000000001', isActive: false, totalHours: 999 }
        : body,
    ),
    properties.length > 0
      ? fc
          .tuple(validValue(schema), fc.constantFrom(...properties), fc.oneof(fc.constant('x'.repeat(100_000)), fc.string({ unit: 'binary', maxLength: 50 }), fc.constant('\u0000\u202e💥 Ω ñ'), fc.constant(null)))
          .map(([body, key, value]) => ({ ...(body as object), [key]: value }))
      : validValue(schema),
  );
}

function deepNesting(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i += 1) value = [value];
  return value;
}
