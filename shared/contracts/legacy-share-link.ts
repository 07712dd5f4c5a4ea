/**
 * Share links handed out before the token moved to the fragment carry it in the path:
 * `/share/<token>`. A path is what access logs and error logs write, so every layer that could
 * log such a request reads it through here: the local server answers it with a redirect to the
 * fragment form before anything else sees it, and a path it logs is redacted first. (The frontend
 * moves the token the same way in place: frontend/src/lib/share-location.ts.)
 */

/** The page a share link opens (its token goes in the fragment). */
export const SHARE_PAGE_PATH = '/share';

/** The token of an old link's path `/share/<token>` (one segment, a trailing slash allowed), else null. */
export function legacyShareToken(pathname: string): string | null {
  const segment = /^\/share\/([^/]+)\/?$/.exec(pathname)?.[1];
  return segment === undefined ? null : decodedOrRaw(segment);
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
 * What may be logged of a request path: anything below `/share/` (an old link's token, or a
 * mangled one) and below `/api/shared/` (the removed `GET /shared/{token}` read) is left out.
 */
export const loggablePath = (path: string): string => path.replace(/^(\/share|\/api\/shared)\/.*/s, '$1/[redacted]');
