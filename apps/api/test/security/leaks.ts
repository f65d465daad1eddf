const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** Every UUID in `text`, lower-cased. */
export function uuidsIn(text: string): string[] {
  return [...text.matchAll(UUID)].map((match) => match[0].toLowerCase());
}

/** What identifies person A: a marker in every text of theirs, their e-mail, and every id of their records. */
export interface Secrets {
  marker: string;
  email: string;
  ids: readonly string[];
}

/**
 * The pieces of A's data found in a response body: the marker or e-mail (in any case), and any of A's
 * ids that the request did not itself carry (`sent`: the URL and body as sent).
 *
 * @returns a description of each leak; empty when the body leaks nothing.
 */
export function leaksIn(body: string, secrets: Secrets, sent: string): string[] {
  const lower = body.toLowerCase();
  const leaks: string[] = [];
  if (lower.includes(secrets.marker.toLowerCase())) leaks.push(`marker ${secrets.marker}`);
  if (lower.includes(secrets.email.toLowerCase())) leaks.push(`e-mail ${secrets.email}`);
  const requested = new Set(uuidsIn(sent));
  for (const id of new Set(uuidsIn(body))) {
    if (secrets.ids.includes(id) && !requested.has(id)) leaks.push(`id ${id}`);
  }
  return leaks;
}
