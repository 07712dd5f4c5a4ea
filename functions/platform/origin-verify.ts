/**
 * Origin verification (issue 17). AWS WAF cannot be attached to an API Gateway HTTP API, and the
 * execute-api endpoint answers anyone on the internet; CloudFront, which carries the edge web ACL,
 * adds ORIGIN_VERIFY_HEADER with a secret value to every request it forwards to the API. Every API
 * handler checks it first (http.ts), so a request that went around CloudFront (and so around the
 * WAF's rate rules) is refused 403 before any work.
 *
 * Deployed, the value is a Secrets Manager secret generated at deploy time. Its accepted values
 * (AWSCURRENT and, during a rotation, AWSPREVIOUS) are read once per container and cached; a
 * warm container re-reads them when it meets a value it does not know, at most once every
 * ORIGIN_SECRET_REFRESH_MS, so a rotation (README, "Origin verification") needs no cold start and
 * a stream of wrong values costs one read a minute. Comparisons are constant time. The values are
 * never logged or answered.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { GetSecretValueCommand, ResourceNotFoundException, type SecretsManagerClient } from '@aws-sdk/client-secrets-manager';

/** The `{error}` of a request without the right header. */
export const ORIGIN_REFUSED = 'Forbidden: the API answers only requests that come through the site';

/** A warm container re-reads the secret on an unknown value at most this often. */
export const ORIGIN_SECRET_REFRESH_MS = 60_000;

/** The values accepted now (the current one first); an empty or missing value is never accepted. */
export type ReadOriginValues = () => Promise<readonly (string | undefined)[]>;

/** True when `presented` is one of the accepted values. */
export type OriginCheck = (presented: string | undefined) => Promise<boolean>;

// Digests have one length whatever was presented, which timingSafeEqual needs, and comparing
// them leaks nothing about the secret's length.
const digest = (value: string): Buffer => createHash('sha256').update(value, 'utf8').digest();

function anyEqual(accepted: readonly Buffer[], presented: Buffer): boolean {
  let found = false;
  // Every value is compared (no early exit), so the time does not say which one matched.
  for (const value of accepted) found = timingSafeEqual(value, presented) || found;
  return found;
}

export function originCheck(read: ReadOriginValues, now: () => number = Date.now): OriginCheck {
  let accepted: Promise<Buffer[]> | undefined;
  let readAt = 0;
  const load = (): Promise<Buffer[]> => {
    readAt = now();
    const pending = read().then((values) => values.filter((v): v is string => Boolean(v)).map(digest));
    // A failed read is not kept: the next request retries it.
    pending.catch(() => {
      if (accepted === pending) accepted = undefined;
    });
    accepted = pending;
    return pending;
  };
  return async (presented) => {
    // No header at all is never right: refused without reading anything.
    if (!presented) return false;
    const mine = digest(presented);
    const used = accepted ?? load();
    if (anyEqual(await used, mine)) return true;
    // An unknown value: after a rotation CloudFront may already send the new one.
    if (accepted && accepted !== used) return anyEqual(await accepted, mine);
    if (now() - readAt < ORIGIN_SECRET_REFRESH_MS) return false;
    return anyEqual(await load(), mine);
  };
}

/** The secret's current value and, while a rotation is under way, its previous one. */
export function secretsManagerOriginValues(client: SecretsManagerClient, secretId: string): ReadOriginValues {
  const stage = async (VersionStage: 'AWSCURRENT' | 'AWSPREVIOUS'): Promise<string | undefined> => {
    try {
      const answer = await client.send(new GetSecretValueCommand({ SecretId: secretId, VersionStage }));
      return answer.SecretString?.trim();
    } catch (error) {
      // A secret never rotated has no AWSPREVIOUS version.
      if (VersionStage === 'AWSPREVIOUS' && error instanceof ResourceNotFoundException) return undefined;
      throw error;
    }
  };
  return async () => {
    const [current, previous] = await Promise.all([stage('AWSCURRENT'), stage('AWSPREVIOUS')]);
    if (!current) throw new Error('The origin verification secret has no current value');
    return [current, previous];
  };
}
