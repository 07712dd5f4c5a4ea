/**
 * Deployed, the browser calls the API on the site's own origin under this prefix (as the local
 * runtime serves it): CloudFront forwards /api/* to the HTTP API without the prefix, through the
 * edge web ACL (infra/constructs/edge-firewall.ts).
 */
export const API_PATH_PREFIX = '/api';
