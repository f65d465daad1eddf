import { canUseModule, type Subject } from '@apps/contracts/core/policy';
import type { ModuleId } from '@apps/contracts/module-ids';
import type { TestApp, TestPerson } from '../helper';

/** Every kind of caller the matrix tries on every route. */
export const CALLER_KINDS = ['none', 'badToken', 'inactive', 'noRole', 'employee', 'manager', 'recruiter', 'admin'] as const;
export type CallerKind = (typeof CALLER_KINDS)[number];

/**
 * The people the matrix calls as: each holds their role on 'all' (`noRole` holds none, `inactive` is
 * an Admin on all whose account is deactivated).
 */
export type MatrixPeople = Record<Exclude<CallerKind, 'none' | 'badToken'>, TestPerson>;

/** What a row's request builder receives. */
export interface MatrixContext {
  t: TestApp;
  people: MatrixPeople;
  /** The kind of the caller about to call; builders create records owned by them when ownership matters. */
  caller: CallerKind;
  /** The person about to call (undefined for none and badToken). */
  callerPerson: TestPerson | undefined;
}

/** A row's request: the URL, and the body and headers when the route needs them (JSON by default). */
export interface MatrixRequest {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

/**
 * One route of the authorization matrix: how to build a valid request (fresh records per call where
 * the call changes them), and the expected status per caller kind.
 */
export interface MatrixRow {
  /** `METHOD /path` exactly as registered, e.g. `DELETE /v1/users/:id`. */
  route: string;
  request: (ctx: MatrixContext) => Promise<MatrixRequest> | MatrixRequest;
  expect: Record<CallerKind, number>;
  /**
   * The policy function that decides the route (from `@apps/contracts`): the matrix test checks that
   * `expect` allows (status below 400) exactly the callers it allows, and refuses (403 or 404) the rest.
   */
  policy: (subject: Subject) => boolean;
}

/** The policy of a route every signed-in (or, for public routes, every) caller may use. */
export const anyone = (): boolean => true;

/** The policy of a route open to any role on `moduleId` or 'all'. */
export const usesModule = (moduleId: ModuleId) => (subject: Subject) => canUseModule(subject, moduleId);

/** Expected statuses where only an authenticated, active caller matters. */
export function statuses(byRole: Pick<Record<CallerKind, number>, 'noRole' | 'employee' | 'manager' | 'recruiter' | 'admin'>): Record<CallerKind, number> {
  return { none: 401, badToken: 401, inactive: 403, ...byRole };
}
