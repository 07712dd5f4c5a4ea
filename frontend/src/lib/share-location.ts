/**
 * Where a share link keeps its token (shared/contracts/share.ts): `/share#<token>`, in the
 * fragment, which browsers send to no server and put in no Referer. Links handed out before carry
 * it in the path (`/share/<token>`); they keep working: the token moves to the fragment in place.
 */

/** The page a share link opens (its token goes in the fragment). */
export const SHARE_PAGE_PATH = '/share';

/** The token of an old link's path `/share/<token>` (one segment, a trailing slash allowed), else null. */
export function legacyShareToken(pathname: string): string | null {
  const segment = /^\/share\/([^/]+)\/?$/.exec(pathname)?.[1];
  return segment === undefined ? null : decodedOrRaw(segment);
}

/** The token of a share page's fragment ('#<token>'); '' when there is none. */
export function shareTokenOfHash(hash: string): string {
  return decodedOrRaw(hash.startsWith('#') ? hash.slice(1) : hash);
}

/** `raw` percent-decoded; as it is when it does not decode (not a token either way: the page says the link is not found). */
function decodedOrRaw(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The fragment form of a link on this site: `/share?<search>#<token>`. */
export const shareAddress = (token: string, search = ''): string => `${SHARE_PAGE_PATH}${search}#${encodeURIComponent(token)}`;

/**
 * Rewrites an old link's address to the fragment form with history.replaceState, before the app
 * renders and before it loads anything else: the token leaves the address bar, the history entry
 * and the Referer of every later request (the page's own chunks, config.json, the API). The query
 * string, if any, is kept. Does nothing on any other path.
 */
export function moveLegacyShareToken(location: Pick<Location, 'pathname' | 'search'> = window.location, history: Pick<History, 'replaceState' | 'state'> = window.history): boolean {
  const token = legacyShareToken(location.pathname);
  if (token === null) return false;
  history.replaceState(history.state, '', shareAddress(token, location.search));
  return true;
}
