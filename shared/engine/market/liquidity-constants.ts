/**
 * Fitted rates of the modeled volume / open-interest rule (liquidity-model.ts): contracts per share
 * of the underlying's trailing 20-session share volume, per class (index/ETF, stock), call/put,
 * |delta| bucket (rows: 0-0.10, 0.10-0.25, 0.25-0.50, 0.50-0.75, 0.75-1) and DTE bucket (columns:
 * 0-7, 8-21, 22-35, 36-60, 61-120, 121+ calendar days).
 *
 * Produced by `npx tsx functions/market/liquidity-fit-report.ts` (first line of its output) on:
 * index = SPXW Jan-Feb 2018 (functions/market/chains/fixtures, from
 * ../shared/market-data-raw/options/historicaloptiondata-samples_via-optopsy) and the LEAN SPX
 * universes of 2015-12-22/23, per SPY share; stock = the LEAN AAPL universes of 2014-06-02..16 and
 * GOOG 2015-12-22..30 (../shared/market-data-raw/options/quantconnect-lean-universes; GOOGL's bars
 * give GOOG's share volume). Each rate is the median over the cell's contracts of real / share
 * volume, 3 significant digits; an empty cell copies the nearest DTE bucket. Do not edit by hand:
 * re-run the command (liquidity-fit.test.ts fails when these differ from what it fits).
 */
import type { OptionType } from './market-data';

/** Rates per [class][call/put][|delta| bucket][DTE bucket] (buckets: liquidity-model.ts). */
export type LiquidityTable = Readonly<Record<'index' | 'stock', Readonly<Record<OptionType, readonly (readonly number[])[]>>>>;

export const LIQUIDITY_FIT: { volume: LiquidityTable; openInterest: LiquidityTable } = {
  volume: {
    index: {
      call: [
        [4.23e-08, 6.5e-09, 1.05e-08, 0, 0, 0],
        [1.14e-05, 2.11e-06, 1.51e-06, 1.9e-06, 1.11e-06, 0],
        [1.33e-05, 2.81e-06, 1.09e-06, 2.95e-07, 7.31e-09, 0],
        [2.29e-06, 1.79e-07, 1.37e-07, 0, 7.61e-08, 0],
        [0, 0, 0, 0, 0, 0],
      ],
      put: [
        [0, 1.27e-08, 2.55e-08, 0, 0, 0],
        [1.14e-05, 1.04e-06, 1.47e-06, 0, 0, 0],
        [1.34e-05, 2.13e-06, 1.47e-06, 1.24e-06, 5.02e-06, 0],
        [4.56e-06, 6.52e-07, 4.34e-07, 0, 0, 0],
        [0, 0, 0, 0, 0, 0],
      ],
    },
    stock: {
      call: [
        [0, 0, 0, 0, 0, 0],
        [0, 1.14e-05, 0, 0, 5e-07, 5.2e-07],
        [5.74e-06, 1.52e-05, 1.48e-06, 1.08e-06, 6.56e-06, 1.44e-06],
        [0.000193, 1.69e-05, 8.16e-07, 0, 5.58e-06, 1.54e-06],
        [0, 0, 0, 0, 0, 0],
      ],
      put: [
        [0, 0, 0, 0, 0, 0],
        [0.000125, 5.14e-06, 5.22e-07, 3.3e-07, 1.82e-06, 5.57e-07],
        [5.51e-05, 1.05e-05, 4.99e-07, 0, 2.02e-06, 5.06e-07],
        [0, 2.08e-07, 0, 0, 1.38e-08, 0],
        [0, 0, 0, 0, 0, 0],
      ],
    },
  },
  openInterest: {
    index: {
      call: [
        [7.79e-06, 1.85e-06, 1.22e-06, 2.18e-06, 2.18e-06, 2.66e-06],
        [2.08e-05, 7.7e-06, 1.4e-05, 2.71e-05, 7.79e-06, 3.84e-06],
        [2.23e-05, 1.08e-05, 1.07e-05, 1.48e-05, 7.61e-07, 2.07e-06],
        [2.24e-05, 6.31e-06, 5.95e-06, 2.19e-07, 2.76e-05, 9.05e-06],
        [1.3e-07, 9.61e-08, 1.01e-07, 7.3e-08, 3.29e-07, 1.24e-07],
      ],
      put: [
        [1.47e-05, 1.14e-05, 9.16e-06, 2.88e-06, 5.4e-06, 2.36e-06],
        [3.37e-05, 1.23e-05, 1.42e-05, 4.06e-07, 5.73e-07, 1.04e-05],
        [1.68e-05, 1.1e-05, 7.92e-06, 2.71e-06, 0.000102, 8.4e-06],
        [1.13e-05, 6.99e-06, 4.64e-06, 2.34e-07, 1.45e-05, 1.26e-06],
        [0, 0, 0, 2.5e-07, 6.8e-07, 1.46e-08],
      ],
    },
    stock: {
      call: [
        [1.86e-05, 8.56e-06, 1.23e-06, 1.59e-05, 5.94e-06, 6.04e-06],
        [0.000148, 0.000128, 1.1e-05, 5.01e-05, 3.99e-05, 1.88e-05],
        [0.000124, 7.17e-05, 1.57e-05, 2.34e-05, 7.86e-05, 3.97e-05],
        [0.000259, 5.99e-05, 8.87e-06, 6.06e-06, 8.63e-05, 8.68e-05],
        [1.26e-05, 1.21e-05, 3.57e-06, 5.09e-06, 1.09e-05, 1.09e-05],
      ],
      put: [
        [5.21e-05, 4.16e-05, 9.55e-06, 2.69e-05, 1.97e-05, 6.95e-05],
        [0.00025, 3.43e-05, 7.52e-06, 7.08e-06, 9.18e-05, 7.19e-05],
        [9.15e-05, 2.63e-05, 5.66e-06, 5.11e-06, 3.96e-05, 2.01e-05],
        [8.19e-06, 1.28e-05, 4.79e-06, 2.81e-06, 5.65e-06, 5.56e-06],
        [6.99e-06, 2.03e-06, 8.59e-07, 1.76e-06, 1.45e-06, 3.29e-06],
      ],
    },
  },
};
