import { describe, expect, it, vi } from 'vitest';
import { legacyShareToken, moveLegacyShareToken, shareTokenOfHash } from './share-location';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz012-_9';

describe('share link location', () => {
  it('reads the token of an old path link, and of no other path', () => {
    expect(legacyShareToken(`/share/${TOKEN}`)).toBe(TOKEN);
    expect(legacyShareToken(`/share/${TOKEN}/`)).toBe(TOKEN);
    for (const path of ['/share', '/share/', '/shared/x', `/share/${TOKEN}/more`, '/backtest', `/x/share/${TOKEN}`]) expect(legacyShareToken(path), path).toBeNull();
  });

  it('reads the token of the fragment, with or without its #', () => {
    expect(shareTokenOfHash(`#${TOKEN}`)).toBe(TOKEN);
    expect(shareTokenOfHash('')).toBe('');
    expect(shareTokenOfHash('#%E0%A4%A')).toBe('%E0%A4%A');
  });

  it('replaces an old link\'s address with the fragment form before the app starts, keeping the query, and leaves other paths alone', () => {
    const history = { state: { idx: 0 }, replaceState: vi.fn() };
    expect(moveLegacyShareToken({ pathname: `/share/${TOKEN}`, search: '?utm=mail' }, history)).toBe(true);
    expect(history.replaceState).toHaveBeenCalledWith({ idx: 0 }, '', `/share?utm=mail#${TOKEN}`);
    history.replaceState.mockClear();
    expect(moveLegacyShareToken({ pathname: '/share', search: '' }, history)).toBe(false);
    expect(moveLegacyShareToken({ pathname: '/backtest', search: '' }, history)).toBe(false);
    expect(history.replaceState).not.toHaveBeenCalled();
  });
});
