// Id comparison without zod, so the policy (which the web's first screens import) can use it too.
// `common.ts` re-exports these beside `IdSchema`.

/** The canonical (lower-case) spelling of a UUID id; the form `IdSchema` parses to and the database returns. */
export function canonicalId(id: string): string {
  return id.toLowerCase();
}

/**
 * True when `a` and `b` name the same record: ids compared canonically, never as raw strings.
 * A missing id (null/undefined) is never the same as anything.
 */
export function sameId(a: string | null | undefined, b: string | null | undefined): boolean {
  if (a == null || b == null) return false;
  return canonicalId(a) === canonicalId(b);
}
