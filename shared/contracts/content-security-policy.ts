/**
 * The site's Content-Security-Policy (issue 17), one source for CloudFront (infra/constructs/site.ts)
 * and the local server (infra/local/static-files.ts): only what the app loads. Scripts, styles and
 * fonts come from the site itself (Vite's built files); React sets styles through the DOM and
 * ECharts draws on canvas, so no inline script is needed ('unsafe-inline' for styles covers the
 * libraries that set style attributes). `connect` lists the other origins the app calls (the API,
 * Cognito, the results bucket's presigned URLs); locally everything is on the same origin.
 */
export function contentSecurityPolicy(connect: readonly string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${["'self'", ...connect].join(' ')}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
