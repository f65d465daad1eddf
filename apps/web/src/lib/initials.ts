/**
 * Initials for an avatar (SPEC.md section 2 header, section 2 profile): first letters of the first two
 * words of the name; one word gives its first letter; no name gives 'U'.
 */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 'U';
  return words
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}
