import type { JsonSchema } from '../fuzz/json-schema-arbitrary';

/** Values no request of the fixtures sends, so finding one stored means a field was mass-assigned. */
export const SENTINEL = {
  id: '00000000-0000-4000-8000-00000000dead',
  /** Any timestamp that starts with this day (in any time zone within 12 hours of UTC). */
  day: '1999-12-31',
  time: '1999-12-31T12:00:00.000Z',
  text: 'MASS-ASSIGNED',
  email: 'mass.assigned@evil.example',
  hours: 987.5,
  days: 8765,
  progress: 77,
  value: 7.25,
} as const;

/**
 * Fields that are never inputs where they are injected (the test leaves out a route's real inputs):
 * ids and owners, states, totals and balances computed by the server, audit timestamps, role claims.
 * `otherId` is a person with no records of their own; `status` a state the call must not produce.
 */
export function forbiddenExtras(otherId: string, status: string): Record<string, unknown> {
  return {
    id: SENTINEL.id,
    status,
    employeeId: otherId,
    ownerId: otherId,
    userId: otherId,
    reviewerId: otherId,
    approvedById: otherId,
    approvedBy: otherId,
    reviewedById: otherId,
    createdById: otherId,
    projectManagerId: otherId,
    timesheetId: SENTINEL.id,
    totalHours: SENTINEL.hours,
    billableHours: SENTINEL.hours,
    nonBillableHours: SENTINEL.hours,
    hours: SENTINEL.hours,
    totalDays: SENTINEL.days,
    used: SENTINEL.days,
    allocated: SENTINEL.days,
    available: SENTINEL.days,
    expiresIn: SENTINEL.days,
    isActive: false,
    isAdmin: true,
    role: 'Admin',
    roles: ['Admin'],
    oid: SENTINEL.id,
    azureId: SENTINEL.text,
    name: SENTINEL.text,
    email: SENTINEL.email,
    progress: SENTINEL.progress,
    current: SENTINEL.value,
    target: SENTINEL.value,
    overallRating: 2,
    selfRating: 1,
    strengths: SENTINEL.text,
    rejectionReason: SENTINEL.text,
    submittedAt: SENTINEL.time,
    approvedAt: SENTINEL.time,
    reviewedAt: SENTINEL.time,
    finalizedAt: SENTINEL.time,
    completedAt: SENTINEL.time,
    achievedAt: SENTINEL.time,
    publishedAt: SENTINEL.time,
    createdAt: SENTINEL.time,
    updatedAt: SENTINEL.time,
    entries: [{ id: SENTINEL.id, taskDescription: SENTINEL.text, hours: 8 }],
  };
}

/** Extras for each item of an array input (key results, modules, milestones). */
export const ITEM_EXTRAS: Record<string, unknown> = {
  id: SENTINEL.id,
  current: SENTINEL.value,
  progress: SENTINEL.progress,
  completedAt: SENTINEL.time,
};

function without(extras: Record<string, unknown>, inputs: string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(extras).filter(([key]) => !inputs.includes(key)));
}

/**
 * A valid body with extras added: at the top level every extra that is not an input of the route's
 * schema, and in every object of an array input the item extras that are not inputs of the item.
 */
export function withExtras(payload: Record<string, unknown> | undefined, schema: JsonSchema | undefined, extras: Record<string, unknown>) {
  const properties = schema?.properties ?? {};
  const body: Record<string, unknown> = { ...without(extras, Object.keys(properties)), ...payload };
  for (const [key, value] of Object.entries(payload ?? {})) {
    const items = properties[key]?.items;
    if (Array.isArray(value) && items?.properties) {
      const itemInputs = Object.keys(items.properties);
      body[key] = value.map((item: unknown) => (typeof item === 'object' && item !== null ? { ...without(ITEM_EXTRAS, itemInputs), ...item } : item));
    }
  }
  return body;
}

/**
 * Where a response took an injected value: `path=value` for every key, at any depth, whose value
 * equals the primitive injected under that key.
 */
export function echoed(data: unknown, injected: Record<string, unknown>, path = 'data'): string[] {
  if (Array.isArray(data)) return data.flatMap((item, index) => echoed(item, injected, `${path}[${index}]`));
  if (typeof data !== 'object' || data === null) return [];
  return Object.entries(data).flatMap(([key, value]) => {
    const hit = key in injected && typeof value !== 'object' && value === injected[key] ? [`${path}.${key}=${JSON.stringify(value)}`] : [];
    return [...hit, ...echoed(value, injected, `${path}.${key}`)];
  });
}

/** The claims of a JWT (not verified: the test only looks at what the server put in it). */
export function jwtClaims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
}
