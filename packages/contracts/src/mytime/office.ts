// Plain code, no zod: screens compare offices without loading the holiday schemas.

/**
 * The one way offices are compared (a calendar and a person's office, the admin's people counts, the
 * team calendar): without regard to case, leading and trailing spaces, and runs of inner spaces. The
 * database compares with the same rule (`officeKeySql` of the API). '' for no office. Only the ASCII
 * space counts: JavaScript's `\s` and the database's `[[:space:]]` disagree on the others (a BOM, a
 * no-break space), and an office is kept as typed apart from its spaces.
 */
export function officeKey(officeLocation: string | null | undefined): string {
  return (officeLocation ?? '').replace(/ +/g, ' ').replace(/^ | $/g, '').toLowerCase();
}
