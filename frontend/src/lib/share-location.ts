/**
 * Where a share link keeps its token (shared/contracts/share.ts): `/share#<token>`, in the
 * fragment, which browsers send to no server and put in no Referer. Links handed out before carry
 * it in the path (`/share/<token>`); they keep working: the token moves to the fragment in place.
 */

import { legacyShareToken, shareAddress } from '../../../shared/contracts/legacy-share-link';

export { SHARE_PAGE_PATH, legacyShareToken, shareAddress } from '../../../shared/contracts/legacy-share-link';

/** The token of a share page's fragment ('#<token>'); '' when there is none. */
export function shareTokenOfHash(hash: string): string {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

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
