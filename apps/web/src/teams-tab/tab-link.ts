/**
 * The address in the app a Teams tab opens (`/teams-tab.html?open={page.subPageId}`): the path a Teams
 * activity's deep link carries as its sub-page id, kept only when it is a path of this app (one leading
 * `/`, not `//` nor `/\`, which a browser reads as another host); anything else opens the app's home.
 * @returns an absolute URL on `origin`.
 */
export function tabLinkOf(search: string, origin: string): string {
  const open = new URLSearchParams(search).get('open') ?? '';
  const isAppPath = open.startsWith('/') && !open.startsWith('//') && !open.startsWith('/\\');
  const url = new URL(isAppPath ? open : '/', origin);
  return url.origin === origin ? url.toString() : `${origin}/`;
}
