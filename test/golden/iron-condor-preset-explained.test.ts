/**
 * The Iron Condor preset run as a new trader runs it (the spreads form's defaults, SPY over 2024) lost
 * about 48.6% with nothing on the results to say why: the results now say what drove it
 * (frontend/src/features/backtest/results/loss-drivers.ts). Here, beside the golden runs, because it
 * runs the engine on the bundled data, which the frontend may not import.
 */
import { describe, expect, it } from 'vitest';
import { loadMarketData } from '../../functions/market/load-market-data';
import { presetLegs } from '../../shared/domain/presets';
import { runMultiLegBacktest } from '../../shared/engine';
import { applyPreset, defaultSpreadsForm } from '../../frontend/src/features/backtest/spreads/spreads-form';
import { spreadsRequest } from '../../frontend/src/features/backtest/spreads/spreads-storage';
import { deriveResults } from '../../frontend/src/features/backtest/results/derive-results';
import { lossDrivers } from '../../frontend/src/features/backtest/results/loss-drivers';

/** The Iron Condor preset as a new trader runs it: the form's defaults, SPY over 2024. */
async function ironCondorPresetSpy2024() {
  const form = { ...applyPreset(defaultSpreadsForm(), presetLegs('Iron Condor')), ticker: 'SPY', start_date: '2024-01-01', end_date: '2024-12-31' };
  const built = spreadsRequest(form);
  if (!built.ok) throw new Error(built.message);
  return deriveResults(runMultiLegBacktest(built.request, await loadMarketData('SPY')));
}

describe('why the Iron Condor preset lost, in a trader\'s words', () => {
  it('explains the Iron Condor preset on SPY 2024 with the defaults (it lost about 48.6% and nothing said why)', async () => {
    const results = await ironCondorPresetSpy2024();
    // The engine's own figure: the note explains it, it does not change it.
    expect(results.totalReturnPercent).toBeLessThan(-40);
    const drivers = lossDrivers(results);
    expect(drivers?.heading).toBe(`Why this run lost ${(-results.totalReturnPercent).toFixed(2)}%`);
    const lines = drivers?.lines ?? [];
    const losers = results.trades.filter((t) => t.pnl < 0);
    expect(lines[0]).toMatch(new RegExp(`^${losers.length} of ${results.trades.length} trades lost, \\$[\\d,]+\\.\\d\\d in all; \\d of them lost 90% or more of the capital they required\\. The worst, opened \\d{4}-\\d\\d-\\d\\d, lost \\$[\\d,]+\\.\\d\\d \\(\\d+\\.\\d% of the account then\\)\\.$`));
    // The default 20% margin per position sizes each condor to about a fifth of the account.
    expect(lines).toContain('Each position tied up about 20% of the account (sizing: Max Margin per Position, or Max Units per Position when set), so a trade that lost all of its capital took about that share of the account.');
    expect(lines.some((l) => /^The credit was small beside the risk: the worst trade took in \$[\d,.]+ against the \$[\d,.]+ of capital it required, so losing that capital undid about \d\.\d trades that kept their whole credit\.$/.test(l))).toBe(true);
    // SPY rose through 2024: the short calls took most of the losses.
    expect(lines.some((l) => /^\d of the \d losses came on the call side: the underlying rose through the short call\.$/.test(l))).toBe(true);
    expect(lines.some((l) => /^\d of the \d losing trades were held until expiration or assignment: no exit condition closed them earlier/.test(l))).toBe(true);
  });

});
