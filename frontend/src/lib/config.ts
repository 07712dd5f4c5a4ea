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

/** Fetches /config.json without the HTTP cache, so a refreshed password policy is really fresh. */
export async function fetchRuntimeConfig(fetchFn: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetchFn('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new ConfigError(`Could not load /config.json (HTTP ${response.status})`);
  return parseRuntimeConfig(await response.json());
}
