/**
 * The path segments of a raw request URL however it is spelled: percent-encoding undone (up to three
 * rounds), backslashes as slashes, empty and `.` segments dropped, `..` applied. A malformed
 * percent-encoding stops the decoding where it is (the text is kept as sent).
 *
 * @param rawUrl the request target as sent, with or without a query string.
 */
function canonicalSegments(rawUrl: string): string[] {
  let path = rawUrl.split('?')[0] ?? '';
  for (let round = 0; round < 3; round += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      break;
    }
    if (decoded === path) break;
    path = decoded;
  }
  const segments: string[] = [];
  for (const segment of path.replaceAll('\\', '/').split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return segments.map((segment) => segment.trim().toLowerCase());
}

/**
 * True when a raw request URL names the API (`/v1` or anything below it) however it is spelled:
 * percent-encoded letters (`/%76%31/`), repeated slashes, dot segments, backslashes, letter case.
 * Used where no route matched (404, malformed URLs, oversized requests)
 * to answer with the `/v1` envelope rather than the SPA or the framework's own shape. Authorization
 * never depends on it: the auth hook decides from the matched route (`needsToken`).
 *
 * @param rawUrl the request target as sent, with or without a query string.
 */
export function isApiPath(rawUrl: string): boolean {
  return canonicalSegments(rawUrl)[0] === 'v1';
}

/**
 * True when a raw request URL names the SCIM endpoint (`/scim/v2` or below it), spelled in any of the
 * ways `isApiPath` accepts. Protocol-level failures there answer in SCIM's error schema, not the `/v1`
 * envelope (ARCHITECTURE.md, `/scim/v2`).
 *
 * @param rawUrl the request target as sent, with or without a query string.
 */
export function isScimPath(rawUrl: string): boolean {
  const [first, second] = canonicalSegments(rawUrl);
  return first === 'scim' && second === 'v2';
}
