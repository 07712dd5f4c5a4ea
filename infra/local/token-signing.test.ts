/** The local user pool's signing key: kept per state folder, and only its own signatures verify. */
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSigningKey, resign, SIGNING_KEY_FILE, verifiedClaims } from './token-signing';

const dirs: string[] = [];
const folder = () => {
  const d = mkdtempSync(join(tmpdir(), 'signing-key-'));
  dirs.push(d);
  return d;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
const exp = Math.floor(Date.now() / 1000) + 600;

describe('token signing key', () => {
  it('is created once per folder, owner-readable only, and the same key after a restart', () => {
    const dir = folder();
    const first = loadSigningKey(dir);
    expect(statSync(join(dir, SIGNING_KEY_FILE)).mode & 0o077).toBe(0);
    const again = loadSigningKey(dir);
    expect(again.kid).toBe(first.kid);
    expect(again.jwk.n).toBe(first.jwk.n);
    expect(loadSigningKey(folder()).jwk.n).not.toBe(first.jwk.n);
  });

  it("verifies its own re-signed tokens only: not another folder's, not alg none, not expired", () => {
    const key = loadSigningKey(folder());
    const issued = `${b64({ alg: 'RS256', kid: 'CognitoLocal' })}.${b64({ sub: 'u-1', token_use: 'access', exp })}.sig`;
    const own = resign(issued, key);
    expect(verifiedClaims(own, key)).toMatchObject({ sub: 'u-1' });
    expect(verifiedClaims(resign(issued, loadSigningKey(folder())), key)).toBeUndefined();
    expect(verifiedClaims(`${b64({ alg: 'none', kid: key.kid })}.${b64({ sub: 'u-1', exp })}.`, key)).toBeUndefined();
    expect(verifiedClaims(resign(`${b64({})}.${b64({ sub: 'u-1', exp: 1 })}.x`, key), key)).toBeUndefined();
    const [head, , signature] = own.split('.');
    expect(verifiedClaims(`${head}.${b64({ sub: 'u-2', token_use: 'access', exp })}.${signature}`, key)).toBeUndefined();
  });

  it('a damaged key file fails loudly instead of signing with something else', () => {
    const dir = folder();
    writeFileSync(join(dir, SIGNING_KEY_FILE), '{"kid":');
    expect(() => loadSigningKey(dir)).toThrow();
  });
});
