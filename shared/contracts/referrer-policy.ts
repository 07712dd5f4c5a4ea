/**
 * The site's Referrer-Policy, one source for CloudFront (infra/constructs/site.ts) and the local
 * server (infra/local/static-files.ts). Every page: `strict-origin-when-cross-origin` (other sites
 * get the origin only). The share page (`/share`, and the older `/share/<token>` links, which carry
 * their token in the path until the app moves it to the fragment): `no-referrer`, so no request the
 * page makes (its scripts, config.json, the API, a presigned result) names the page it came from.
 */
export const SITE_REFERRER_POLICY = 'strict-origin-when-cross-origin';
export const SHARE_PAGE_REFERRER_POLICY = 'no-referrer';

/** The CloudFront path pattern of the share page's behavior: every path starting '/share'. */
export const SHARE_PAGE_PATH_PATTERN = '/share*';

/** The policy of a page at `path`, matched as CloudFront matches SHARE_PAGE_PATH_PATTERN. */
export const referrerPolicyOf = (path: string): string => (path.startsWith(SHARE_PAGE_PATH_PATTERN.slice(0, -1)) ? SHARE_PAGE_REFERRER_POLICY : SITE_REFERRER_POLICY);
