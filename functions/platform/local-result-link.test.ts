/** Local result links: valid with the runtime's secret, for the presigned lifetime, for their own path only. */
import { describe, expect, it } from 'vitest';
import { isLocalLinkValid, LOCAL_LINK_PARAM, signLocalLink } from './local-result-link';

const presigned = new URL('http://127.0.0.1:9000/results/jobs/0b7e4c2a-1f2e-4a5b-9c8d-7e6f5a4b3c2d/result.json?X-Amz-Date=20261128T120000Z&X-Amz-Expires=900&X-Amz-Signature=abc');
const signedAt = Date.UTC(2026, 10, 28, 12, 0, 0);

describe('local result links', () => {
  it('is valid with its secret until X-Amz-Date + X-Amz-Expires, and not after', () => {
    const link = signLocalLink(presigned, 'runtime-secret');
    expect(link.searchParams.get(LOCAL_LINK_PARAM)).toMatch(/^[0-9a-f]{64}$/);
    expect(isLocalLinkValid(link, 'runtime-secret', signedAt + 900_000)).toBe(true);
    expect(isLocalLinkValid(link, 'runtime-secret', signedAt + 900_001)).toBe(false);
  });

  it('is refused without the signature, with another secret, for another path or with a longer lifetime', () => {
    const link = signLocalLink(presigned, 'runtime-secret');
    expect(isLocalLinkValid(presigned, 'runtime-secret', signedAt)).toBe(false);
    expect(isLocalLinkValid(link, 'another-secret', signedAt)).toBe(false);
    const other = new URL(link.href.replace('0b7e4c2a', '1b7e4c2a'));
    expect(isLocalLinkValid(other, 'runtime-secret', signedAt)).toBe(false);
    const longer = new URL(link.href);
    longer.searchParams.set('X-Amz-Expires', '604800');
    expect(isLocalLinkValid(longer, 'runtime-secret', signedAt)).toBe(false);
  });
});
