import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CoveredBacktestRequestSchema } from '../../shared/contracts';
import { runCoveredBacktest } from '../../shared/engine';
import { realMarket } from './real-market';

/**
 * A short put of a stock is exercised early by its holder when the interest on the strike to expiry
 * beats the same-strike call and the dividends expected before expiry (strategy/early-put-exercise.ts).
 * The TSLA wheel example over 2021-06-01..2024-12-31 holds one such put: the 890 put of 2022-05-20,
 * on 2022-05-19 with TSLA at 709.42, a day's interest on 890 (0.03 at the T-bill rate) against its
 * call's $0.01 midpoint (bid 0.00, ask 0.01). Before the rule it was assigned at its expiry, a day later.
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
      "Early exercise of the 890 put: the interest on the strike to expiry $0.03 exceeds what exercising gives up, the 890 call's $0.01 " +
        'and the dividends expected before expiry $0.00, together $0.01: the put trades at its exercise value (close 709.42, strike 890); 100 shares bought at 890',
    );
    // Settled at its intrinsic value against that close: 890 − 709.42.
    expect(early[0]?.settlement_price).toBeCloseTo(180.58, 2);
  });
});
