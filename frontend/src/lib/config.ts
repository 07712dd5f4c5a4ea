import { z } from 'zod';
import { RuntimeConfigSchema, type PasswordPolicy } from '../../../shared/contracts/runtime-config';

export type { PasswordPolicy };

/**
 * `/config.json` (the shared contract, written by the CDK deploy and served by the local server),
 * plus the optional keys only the browser reads. Parsed once, at the edge (CONVENTIONS item 4);
 * every bad key is listed in the error.
 */
export const AppConfigSchema = RuntimeConfigSchema.extend({
  /** Spec section 4: the identity token is synced to a server only if a sync URL is configured. */
  tokenSyncUrl: z.string().url().nullable().default(null),
  supportEmail: z.string().email().default('support@optionsbacktester.app'),
  communityUrl: z.string().url().default('https://discord.gg/optionsbacktester'),
});
export type RuntimeConfig = z.infer<typeof AppConfigSchema>;

export class ConfigError extends Error {}

export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  const parsed = AppConfigSchema.safeParse(raw);
  if (!parsed.success) {
    const keys = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new ConfigError(`Invalid /config.json: ${keys.join('; ')}`);
  }
  return parsed.data;
}

/** How many times a 503 (the local servers still starting, `npm start`) is waited out before giving up. */
export const CONFIG_STARTING_ATTEMPTS = 15;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Fetches /config.json without the HTTP cache, so a refreshed password policy is really fresh. A
 * 503 means the servers behind the page are still starting (a tab opened the moment `npm start`
 * printed its address): it is retried after its Retry-After (2 s by default), so the app opens
 * by itself instead of failing; any other error, or a 503 that outlasts the attempts, is thrown.
 */
export async function fetchRuntimeConfig(fetchFn: typeof fetch = fetch, sleep: (ms: number) => Promise<void> = wait): Promise<RuntimeConfig> {
  for (let attempt = 1; ; attempt++) {
    const response = await fetchFn('/config.json', { cache: 'no-store' });
    if (response.status === 503 && attempt < CONFIG_STARTING_ATTEMPTS) {
      const seconds = Number(response.headers.get('retry-after'));
      await sleep((Number.isFinite(seconds) && seconds > 0 ? seconds : 2) * 1000);
      continue;
    }
    if (!response.ok) throw new ConfigError(`Could not load /config.json (HTTP ${response.status})`);
    return parseRuntimeConfig(await response.json());
  }
}
