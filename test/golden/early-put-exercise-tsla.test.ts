import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CoveredBacktestRequestSchema } from '../../shared/contracts';
import { runCoveredBacktest } from '../../shared/engine';
import { realMarket } from './real-market';

/**
 * A short put of a stock is exercised early by its holder when holding it is worth no more than
 * exercising it, by the chain's American pricer on a modeled day (strategy/early-put-exercise.ts).
 * The TSLA wheel example over 2021-06-01..2024-12-31 holds one such put: the 890 put of 2022-05-20,
 * on 2022-05-19 with TSLA at 709.42, 180 points in the money a day before expiry (a day's interest
 * on 890 is 0.03, and its call is worth nothing). Before the early-exercise rule it was assigned at
 * its expiry, a day later; the parity rule that came first exercised it on the same day.
 */
const example = JSON.parse(readFileSync(new URL('../../functions/cli/examples/wheel-tsla-2022-2023.json', import.meta.url), 'utf8')) as object;
const request = CoveredBacktestRequestSchema.parse({ ...example, start_date: '2021-06-01', end_date: '2024-12-31' });

describe('early exercise of a short put on real TSLA data (2022-05-19)', async () => {
  const tsla = await realMarket('TSLA');

  it('assigns the 890 put at the close of the day before its expiry, and the wheel holds the shares from then', () => {
    const result = runCoveredBacktest(request, tsla);
    const early = result.trades.filter((t) => t.reason.startsWith('Early exercise of the'));
    expect(early.map((t) => [t.entry_position.contract.id, t.exit_date])).toEqual([['TSLA220520P00890000', '2022-05-19']]);
    expect(early[0]?.reason).toContain(
      "Early exercise of the 890 put: held, it is worth $180.58 a share by the chain's American pricer, no more than exercising it pays, " +
        "its intrinsic value $180.58 (within a cent): the stock is at or below the put's critical price (close 709.42, strike 890); 100 shares bought at 890",
    );
    // Settled at its intrinsic value against that close: 890 − 709.42.
    expect(early[0]?.settlement_price).toBeCloseTo(180.58, 2);
  });
});
