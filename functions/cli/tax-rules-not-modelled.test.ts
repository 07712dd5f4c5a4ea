import { describe, expect, it } from 'vitest';
import type { CoveredTrade, ShareYear } from '../../shared/contracts';
import { heldLotsLongTerm, putInShareBasis } from './tax-rules-not-modelled';

/** The fields the rewrites read; the rest of a trade plays no part. */
const trade = (kind: 'call' | 'put', exitDate: string, scenario: 1 | 2 | 3, pnl: number): CoveredTrade =>
  ({ exit_date: exitDate, exit_scenario: scenario, pnl, entry_position: { contract: { call_or_put: kind } } }) as unknown as CoveredTrade;

const year = (y: number, unrealised: number, longTerm: number): ShareYear =>
  ({ year: y, realised_short_term: 0, realised_long_term: 0, unrealised, unrealised_long_term: longTerm, dividends: 0 });

// A wheel's put assigned in May 2022 (−1,000), its shares held to the end, past a year from 2023.
const years = [year(2021, 0, 0), year(2022, -3000, 0), year(2023, 800, 800), year(2024, 5000, 5000)];
const trades = [trade('put', '2021-12-17', 2, 120), trade('put', '2022-05-20', 3, -1000), trade('call', '2022-07-15', 2, 90)];

describe('heldLotsLongTerm', () => {
  it('realises the last year\'s lots held over a year long term, the rest stays unrealised', () => {
    const out = heldLotsLongTerm([year(2023, 800, 800), { ...year(2024, 5000, 3000), realised_long_term: 10 }]);
    expect(out[0]).toEqual(year(2023, 800, 800));
    expect(out[1]).toMatchObject({ realised_long_term: 3010, unrealised: 2000, unrealised_long_term: 0 });
  });
});

describe('putInShareBasis', () => {
  it('books nothing on the assigned put and lowers the held shares\' marks by its loss from its year on', () => {
    const out = putInShareBasis(trades, years, true)!;
    expect(out.trades.map((t) => t.pnl)).toEqual([120, 0, 90]);
    expect(out.years.map((y) => [y.unrealised, y.unrealised_long_term])).toEqual([[0, 0], [-4000, 0], [-200, -200], [4000, 4000]]);
    // The P&L is the same, only where it is taxed moves.
    const total = (ts: CoveredTrade[], ys: ShareYear[]) => ts.reduce((s, t) => s + t.pnl, 0) + ys[ys.length - 1]!.unrealised;
    expect(total(out.trades, out.years)).toBe(total(trades, years));
  });

  it('is undefined where the shares do not stay held or the basis changes nothing', () => {
    expect(putInShareBasis(trades, years, false)).toBeUndefined();
    expect(putInShareBasis([...trades, trade('call', '2023-03-17', 3, -50)], years, true)).toBeUndefined();
    expect(putInShareBasis([...trades, trade('put', '2023-03-17', 3, -50)], years, true)).toBeUndefined();
    expect(putInShareBasis(trades.filter((t) => t.exit_scenario !== 3), years, true)).toBeUndefined();
  });
});
