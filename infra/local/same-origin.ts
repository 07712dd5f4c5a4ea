/**
 * Requests the public server takes only from its own pages (the /cognito proxy, the local checkout):
 * the Host header must name this server (a page on another site that re-points a DNS name at
 * 127.0.0.1 sends its own name), and an Origin header, which browsers send on cross-site requests
 * and on every POST, must be this server's origin. Tools without an Origin (curl, the SDK) pass.
 */
import type { IncomingHttpHeaders } from 'node:http';

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];
const ANY_INTERFACE = ['0.0.0.0', '::'];

export type SameOriginCheck = (headers: IncomingHttpHeaders) => string | undefined;

/** The refusal reason, or undefined when the request comes from this server's own origin. */
export function sameOriginCheck(options: { port: () => number; host?: string }): SameOriginCheck {
  const names = new Set(LOOPBACK_NAMES);
  if (options.host && !ANY_INTERFACE.includes(options.host)) names.add(options.host.includes(':') ? `[${options.host}]` : options.host);
  // Bound on every interface (HOST=0.0.0.0), the machine's names are not known: the port must match.
  const anyName = options.host !== undefined && ANY_INTERFACE.includes(options.host);
  return (headers) => {
    const host = headers.host ?? '';
    const m = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(host);
    if (!m || Number(m[2] ?? 80) !== options.port() || !(anyName || names.has((m[1] ?? '').toLowerCase()))) return `Host ${host || '(none)'} is not this server`;
    const origin = headers.origin;
    if (origin !== undefined && origin !== `http://${host}`) return `Origin ${origin} is not this server`;
    return undefined;
  };
}
