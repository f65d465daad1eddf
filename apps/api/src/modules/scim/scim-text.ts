import { hasControlCharacter, STORABLE_TEXT_MESSAGES } from '@apps/contracts/common';
import { ScimError } from './scim-error';
import { SCIM } from './scim-schema';
import { enterprise, officeLocationSource } from './scim-user.mapper';

/** A UTF-16 surrogate without its other half: UTF-8 cannot encode it. */
export const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Every text in the resource (keys too) must be storable: no NUL (PostgreSQL text and jsonb refuse
 * it) and no lone UTF-16 surrogate (UTF-8 cannot hold it). Walks the value with its own stack, so a
 * deeply nested value cannot exhaust the call stack.
 * @throws ScimError 400 `invalidValue`.
 */
export function assertStorable(value: unknown): void {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    const texts: string[] = typeof next === 'string' ? [next] : [];
    if (typeof next === 'object' && next !== null) {
      for (const [key, inner] of Object.entries(next)) {
        texts.push(key);
        pending.push(inner);
      }
    }
    for (const text of texts) {
      if (text.includes('\u0000') || LONE_SURROGATE.test(text)) throw new ScimError(400, 'Text must not contain NUL or half characters', 'invalidValue');
    }
  }
}

type Complex = Record<string, unknown>;

const asObject = (value: unknown): Complex => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Complex) : {});
const asList = (value: unknown): Complex[] => (Array.isArray(value) ? value.map(asObject) : []);

/** Core attributes of one line (RFC 7643 section 4.1.1) and the sub-attributes of `name`. */
const ONE_LINE_CORE = ['userName', 'externalId', 'displayName', 'nickName', 'title', 'userType', 'preferredLanguage', 'locale', 'timezone'];
const ONE_LINE_NAME = ['formatted', 'familyName', 'givenName', 'middleName', 'honorificPrefix', 'honorificSuffix'];
/**
 * One-line sub-attributes of the multi-valued attributes. An address's `streetAddress` and
 * `formatted` may hold line breaks (RFC 7643 section 4.1.2) and are left out; the `formatted` that
 * becomes the office location is checked apart.
 */
const ONE_LINE_ITEMS: Record<string, string[]> = {
  emails: ['value', 'display', 'type'],
  phoneNumbers: ['value', 'display', 'type'],
  addresses: ['locality', 'region', 'postalCode', 'country', 'type'],
  roles: ['value', 'display', 'type'],
};
const ONE_LINE_ENTERPRISE = ['employeeNumber', 'costCenter', 'organization', 'division', 'department'];

/** The one-line texts of a profile, each with the SCIM path that names it. */
function oneLineTexts(profile: Complex): Array<[string, unknown]> {
  const texts: Array<[string, unknown]> = ONE_LINE_CORE.map((key) => [key, profile[key]]);
  const name = asObject(profile.name);
  for (const key of ONE_LINE_NAME) texts.push([`name.${key}`, name[key]]);
  for (const [attribute, subs] of Object.entries(ONE_LINE_ITEMS)) {
    for (const item of asList(profile[attribute])) for (const sub of subs) texts.push([`${attribute}.${sub}`, item[sub]]);
  }
  const extension = enterprise(profile);
  for (const key of ONE_LINE_ENTERPRISE) texts.push([`${SCIM.enterprise}:${key}`, extension[key]]);
  const manager = asObject(extension.manager);
  texts.push([`${SCIM.enterprise}:manager.value`, manager.value], [`${SCIM.enterprise}:manager.displayName`, manager.displayName]);
  const office = officeLocationSource(profile);
  if (office) texts.push([office.attribute, office.value]);
  return texts;
}

/**
 * The attributes the app keeps as one line of text (the user name and e-mail, names, job title,
 * department, office and the address parts it may come from, ids and roles) must hold no control
 * character once trimmed: the shared rule of one-line fields (`hasControlCharacter`, the `/v1` forms'
 * `oneLineText`), since they reach plain-text e-mails and CSV cells. Texts the person already had
 * (`before`, their stored attributes; null on create) are not checked again, so a later change such
 * as a deactivation is never refused for a value stored before this rule.
 * @throws ScimError 400 `invalidValue` naming the attribute.
 */
export function assertOneLine(profile: Complex, before: Complex | null): void {
  const known = new Set(before ? oneLineTexts(before).map((entry) => JSON.stringify(entry)) : []);
  for (const [attribute, value] of oneLineTexts(profile)) {
    if (typeof value !== 'string' || !hasControlCharacter(value.trim())) continue;
    if (known.has(JSON.stringify([attribute, value]))) continue;
    throw new ScimError(400, `${attribute}: ${STORABLE_TEXT_MESSAGES.oneLine}`, 'invalidValue');
  }
}
