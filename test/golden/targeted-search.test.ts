import { describe, expect, it } from 'vitest';
import type { OptionQuote, OptionType } from '../../shared/engine/market/market-data';
import { pickExpiration } from '../../shared/engine/selection/expiration';
import { selectContract, type ContractRequest } from '../../shared/engine/selection/select-contract';
import { realMarket } from './real-market';

/**
 * The targeted search (shared/engine/selection/targeted-search.ts) assumes the modeled delta is
 * monotone in the strike. On the real SPY model, across the whole range, that assumption holds and
 * the search answers exactly what the full chain scan answers, for every target the engines use.
 */
describe('targeted search on the real modeled SPY chain', async () => {
  const market = await realMarket('SPY');
  const days = market.bars.filter((_, i) => i % 40 === 7);

  it('delta is monotone in the strike on every sampled chain', () => {
    let chains = 0;
    for (const bar of days) {
      for (const dte of [7, 30, 60]) {
        const expiry = pickExpiration(market.options.expirations(bar.date), bar.date, dte, false);
        if (!expiry) continue;
        for (const type of ['call', 'put'] as const) {
          const deltas = market.options.chain(bar.date, expiry, type).map((q) => q.delta);
          expect(deltas.every((d, i) => i === 0 || d <= (deltas[i - 1] ?? d)), `${bar.date} ${expiry} ${type}`).toBe(true);
          chains += 1;
        }
      }
    }
    expect(chains).toBeGreaterThan(500);
  });

  it('answers what the full scan answers (delta, strike offset, % OTM; filters; tolerances)', () => {
    let cases = 0;
    let blind = 0;
    for (const bar of days) {
      for (const type of ['call', 'put'] as const) {
        const sign = type === 'call' ? 1 : -1;
        const targets: Array<[string, (q: OptionQuote) => number, number, number | null]> = [
          ...[0.05, 0.16, 0.3, 0.5, 0.8].map((d): [string, (q: OptionQuote) => number, number, number | null] => [`delta ${d}`, (q) => q.delta, sign * d, null]),
          ['delta 0.3 ± 0.01', (q) => q.delta, sign * 0.3, 0.01],
          ['strike +3.3 ± 1', (q) => q.strike, bar.close + sign * 3.3, 1],
          ['5% OTM', (q) => (type === 'call' ? q.strike / bar.close - 1 : 1 - q.strike / bar.close), 0.05, null],
        ];
        for (const [label, measure, target, tolerance] of targets) {
          for (const minVolume of [0, 2000]) {
            const req: ContractRequest = {
              date: bar.date, type: type as OptionType, dteTarget: 30, exactDte: false,
              measure, target, targetLabel: label, tolerance, toleranceUnit: label.startsWith('delta') ? 'delta' : label.startsWith('strike') ? 'dollars' : 'fraction', minVolume, monotone: true,
              accept: (q) => q.last_trade_price > 0.05,
            };
            const scan = selectContract(market.options, { ...req, monotone: false });
            const { volumeBlind, ...searched } = { volumeBlind: undefined, ...selectContract(market.options, req) };
            expect(searched, `${bar.date} ${type} ${label} vol ${minVolume}`).toEqual(scan);
            // A search the minimum refused nothing in picks what the same request with none picks (volume-moved.ts skips that search then).
            if (volumeBlind === true && 'quote' in searched) {
              const free = selectContract(market.options, { ...req, minVolume: 0, monotone: false });
              expect('quote' in free && free.quote.strike, `${bar.date} ${type} ${label}: blind`).toBe(searched.quote.strike);
              blind += 1;
            }
            cases += 1;
          }
        }
      }
    }
    expect(cases).toBeGreaterThan(3000);
    expect(blind).toBeGreaterThan(100);
  });
});
