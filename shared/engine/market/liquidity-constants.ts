/**
 * Fitted rates of the modeled volume / open-interest rule (liquidity-model.ts): contracts per share
 * of the underlying's trailing 20-session share volume, per table (index: SPX, and the ETFs times
 * ETF_CONTRACT_MULTIPLIER; stock), call/put, expiry kind ([0] other: weeklies, quarterlies,
 * end-of-month; [1] the third-Friday monthly), |delta| bucket (rows: 0-0.02, 0.02-0.05, 0.05-0.10,
 * 0.10-0.25, 0.25-0.50, 0.50-0.75, 0.75-1) and DTE bucket (columns: 0-7, 8-21, 22-35, 36-60, 61-120,
 * 121+ calendar days).
 *
 * Produced by `npx tsx functions/market/liquidity-fit-report.ts` (first line of its output) on:
 * index = the SPXW end-of-month series of Jan-Feb 2018 (functions/market/chains/fixtures, from
 * ../shared/market-data-raw/options/historicaloptiondata-samples_via-optopsy), per SPY share; it holds
 * no third-Friday series, so the index monthly rows copy its rows times, per DTE bucket, the ratio of
 * the real SPX monthly contracts of LEAN's SPX universe (2015-12-22/23) to them (spxMonthlyScale:
 * 22-35 DTE about 1.1 for volume, 4.4 for open interest; 36-60 0.23; 61-120 0.003; 121+ 0); stock =
 * the LEAN AAPL universes of 2014-06-02..16 (06-06, the split day, has no data and is left out) and
 * GOOG 2015-12-22..30 (../shared/market-data-raw/options/quantconnect-lean-universes; GOOGL's bars give
 * GOOG's share volume), each file weighing the same. A rate is the median over a cell's contracts of
 * real / share volume (8+ contracts from 2+ days), 3 significant digits; thinner cells copy the nearest
 * fitted one; volume rows never rise with DTE. `roundness` holds the strike-roundness factors
 * (liquidity-model.ts strikeRoundness; fitRoundness). Do not edit by hand: re-run the command
 * (liquidity-fit.test.ts fails when these differ from what it fits).
 */
import type { OptionType } from './market-data';

/** Rates per [table][call/put][expiry kind][|delta| bucket][DTE bucket] (buckets: liquidity-model.ts). */
export type LiquidityTable = Readonly<Record<'index' | 'stock', Readonly<Record<OptionType, readonly (readonly (readonly number[])[])[]>>>>;
/** Strike-roundness factors per [table][level] (levels: liquidity-model.ts ROUNDNESS_LEVELS). */
export type LiquidityRoundness = Readonly<Record<'index' | 'stock', readonly number[]>>;

export const LIQUIDITY_FIT: {
  volume: LiquidityTable;
  openInterest: LiquidityTable;
  roundness: { volume: LiquidityRoundness; openInterest: LiquidityRoundness };
} = {
  roundness: {
    volume: { index: [0.524, 0.913, 2.89, 7.62], stock: [0.628, 1.57, 2.17, 5.61] },
    openInterest: { index: [0.488, 0.973, 3.45, 6.23], stock: [0.822, 1.11, 1.28, 3.37] },
  },
  volume: {
    index: {
      call: [
        [ // other
          [0, 0, 0, 0, 0, 0],
          [5.79e-6, 1.75e-7, 1.74e-7, 1.74e-7, 1.74e-7, 1.74e-7],
          [1.02e-5, 7.91e-7, 6.51e-7, 6.51e-7, 6.51e-7, 6.51e-7],
          [1.14e-5, 2.11e-6, 1.6e-6, 1.6e-6, 1.6e-6, 1.6e-6],
          [1.33e-5, 2.81e-6, 1.07e-6, 1.07e-6, 1.07e-6, 1.07e-6],
          [2.29e-6, 1.79e-7, 1.37e-7, 1.37e-7, 1.37e-7, 1.37e-7],
          [0, 0, 0, 0, 0, 0],
        ],
        [ // monthly
          [0, 0, 0, 0, 0, 0],
          [5.79e-6, 1.97e-7, 1.97e-7, 3.99e-8, 4.91e-10, 0],
          [1.02e-5, 7.91e-7, 7.39e-7, 1.49e-7, 1.84e-9, 0],
          [1.14e-5, 2.11e-6, 1.81e-6, 3.67e-7, 4.51e-9, 0],
          [1.33e-5, 2.81e-6, 1.21e-6, 2.45e-7, 3.01e-9, 0],
          [2.29e-6, 1.79e-7, 1.55e-7, 3.14e-8, 3.86e-10, 0],
          [0, 0, 0, 0, 0, 0],
        ],
      ],
      put: [
        [ // other
          [0, 0, 0, 0, 0, 0],
          [4.41e-6, 3.42e-7, 3.42e-7, 3.42e-7, 3.42e-7, 3.42e-7],
          [1.27e-5, 1.05e-6, 1.05e-6, 1.05e-6, 1.05e-6, 1.05e-6],
          [1.14e-5, 1.47e-6, 1.47e-6, 1.47e-6, 1.47e-6, 1.47e-6],
          [1.34e-5, 2.13e-6, 1.44e-6, 1.44e-6, 1.44e-6, 1.44e-6],
          [4.56e-6, 6.52e-7, 4.34e-7, 4.34e-7, 4.34e-7, 4.34e-7],
          [0, 0, 0, 0, 0, 0],
        ],
        [ // monthly
          [0, 0, 0, 0, 0, 0],
          [4.41e-6, 3.88e-7, 3.88e-7, 7.85e-8, 9.65e-10, 0],
          [1.27e-5, 1.19e-6, 1.19e-6, 2.4e-7, 2.95e-9, 0],
          [1.14e-5, 1.66e-6, 1.66e-6, 3.37e-7, 4.14e-9, 0],
          [1.34e-5, 2.13e-6, 1.64e-6, 3.31e-7, 4.07e-9, 0],
          [4.56e-6, 6.52e-7, 4.92e-7, 9.95e-8, 1.22e-9, 0],
          [0, 0, 0, 0, 0, 0],
        ],
      ],
    },
    stock: {
      call: [
        [ // other
          [0, 0, 0, 0, 0, 0],
          [1.24e-4, 9.17e-6, 6.24e-8, 0, 0, 0],
          [1.25e-4, 7.17e-6, 1.38e-7, 0, 0, 0],
          [1.63e-4, 6.92e-6, 8.98e-7, 0, 0, 0],
          [2.49e-4, 1.94e-5, 1.71e-6, 1.69e-7, 1.69e-7, 1.69e-7],
          [2.78e-4, 1.03e-5, 8.27e-7, 0, 0, 0],
          [0, 0, 0, 0, 0, 0],
        ],
        [ // monthly
          [0, 0, 0, 0, 0, 0],
          [7.23e-5, 7.23e-5, 5.23e-6, 5.23e-6, 3.09e-7, 3.09e-7],
          [4.14e-5, 4.14e-5, 5.67e-6, 5.67e-6, 8.15e-7, 8.15e-7],
          [8.06e-5, 8.06e-5, 1.45e-5, 1.45e-5, 1.37e-6, 3.12e-7],
          [1.56e-4, 1.56e-4, 3.55e-5, 3.55e-5, 5.76e-6, 1.07e-6],
          [1.13e-4, 1.13e-4, 2.91e-5, 2.18e-5, 7.16e-6, 2.08e-6],
          [0, 0, 0, 0, 0, 0],
        ],
      ],
      put: [
        [ // other
          [6.69e-7, 0, 0, 0, 0, 0],
          [1.07e-4, 1.63e-6, 2.51e-8, 0, 0, 0],
          [1.06e-4, 1.74e-6, 4.25e-7, 0, 0, 0],
          [1.54e-4, 3.95e-6, 3.51e-7, 1.43e-8, 1.43e-8, 1.43e-8],
          [2.16e-4, 7.22e-6, 6.51e-7, 0, 0, 0],
          [1.14e-4, 1.86e-6, 1.53e-7, 0, 0, 0],
          [0, 0, 0, 0, 0, 0],
        ],
        [ // monthly
          [0, 0, 0, 0, 0, 0],
          [3.41e-5, 3.41e-5, 6.28e-6, 6.28e-6, 9.68e-7, 2.02e-7],
          [5.55e-5, 5.55e-5, 1.01e-5, 1.01e-5, 1.13e-6, 2.74e-7],
          [5.84e-5, 5.84e-5, 1.35e-5, 1.35e-5, 2.68e-6, 7.24e-7],
          [1.06e-4, 1.06e-4, 2.38e-5, 2.38e-5, 2.23e-6, 6.79e-7],
          [1.02e-5, 1.02e-5, 3.71e-6, 1.46e-6, 2.26e-7, 0],
          [0, 0, 0, 0, 0, 0],
        ],
      ],
    },
  },
  openInterest: {
    index: {
      call: [
        [ // other
          [6.06e-6, 9.11e-7, 2.97e-7, 2.97e-7, 2.97e-7, 2.97e-7],
          [1.51e-5, 1.15e-5, 1.14e-6, 1.14e-6, 1.14e-6, 1.14e-6],
          [1.84e-5, 8.02e-6, 3.53e-6, 3.53e-6, 3.53e-6, 3.53e-6],
          [2.08e-5, 7.7e-6, 1.4e-5, 1.4e-5, 1.4e-5, 1.4e-5],
          [2.23e-5, 1.08e-5, 1.06e-5, 1.06e-5, 1.06e-5, 1.06e-5],
          [2.24e-5, 6.31e-6, 5.61e-6, 5.61e-6, 5.61e-6, 5.61e-6],
          [1.3e-7, 9.61e-8, 9.94e-8, 9.94e-8, 9.94e-8, 9.94e-8],
        ],
        [ // monthly
          [6.06e-6, 9.11e-7, 1.3e-6, 1.96e-7, 1.69e-7, 1.96e-7],
          [1.51e-5, 1.15e-5, 5e-6, 7.53e-7, 6.52e-7, 7.53e-7],
          [1.84e-5, 8.02e-6, 1.55e-5, 2.33e-6, 2.01e-6, 2.33e-6],
          [2.08e-5, 7.7e-6, 6.11e-5, 9.19e-6, 7.95e-6, 9.19e-6],
          [2.23e-5, 1.08e-5, 4.65e-5, 7e-6, 6.05e-6, 6.99e-6],
          [2.24e-5, 6.31e-6, 2.45e-5, 3.69e-6, 3.19e-6, 3.69e-6],
          [1.3e-7, 9.61e-8, 4.35e-7, 6.55e-8, 5.66e-8, 6.54e-8],
        ],
      ],
      put: [
        [ // other
          [1.32e-5, 1.05e-5, 7.59e-6, 7.59e-6, 7.59e-6, 7.59e-6],
          [3.07e-5, 1.67e-5, 1.21e-5, 1.21e-5, 1.21e-5, 1.21e-5],
          [4.56e-5, 1.34e-5, 1.19e-5, 1.19e-5, 1.19e-5, 1.19e-5],
          [3.37e-5, 1.23e-5, 1.4e-5, 1.4e-5, 1.4e-5, 1.4e-5],
          [1.68e-5, 1.1e-5, 7.03e-6, 7.03e-6, 7.03e-6, 7.03e-6],
          [1.13e-5, 6.99e-6, 4.5e-6, 4.5e-6, 4.5e-6, 4.5e-6],
          [0, 0, 0, 0, 0, 0],
        ],
        [ // monthly
          [1.32e-5, 1.05e-5, 3.32e-5, 5e-6, 4.32e-6, 5e-6],
          [3.07e-5, 1.67e-5, 5.28e-5, 7.95e-6, 6.88e-6, 7.95e-6],
          [4.56e-5, 1.34e-5, 5.22e-5, 7.86e-6, 6.8e-6, 7.86e-6],
          [3.37e-5, 1.23e-5, 6.12e-5, 9.21e-6, 7.97e-6, 9.21e-6],
          [1.68e-5, 1.1e-5, 3.08e-5, 4.63e-6, 4e-6, 4.63e-6],
          [1.13e-5, 6.99e-6, 1.97e-5, 2.97e-6, 2.56e-6, 2.96e-6],
          [0, 0, 0, 0, 0, 0],
        ],
      ],
    },
    stock: {
      call: [
        [ // other
          [1.68e-5, 8.07e-6, 2.98e-6, 4.01e-7, 4.01e-7, 4.01e-7],
          [2.89e-4, 4.47e-5, 6.08e-6, 6.08e-6, 6.08e-6, 6.08e-6],
          [2.71e-4, 6.39e-5, 9.74e-6, 9.74e-6, 9.74e-6, 9.74e-6],
          [1.74e-4, 3.34e-5, 7.6e-6, 2.53e-6, 2.53e-6, 2.53e-6],
          [2.24e-4, 4.62e-5, 1.5e-5, 4.86e-6, 4.86e-6, 4.86e-6],
          [2.59e-4, 3.85e-5, 7.46e-6, 2.01e-6, 2.01e-6, 2.01e-6],
          [1.05e-5, 7.62e-6, 1.82e-6, 4.55e-7, 4.55e-7, 4.55e-7],
        ],
        [ // monthly
          [2.32e-5, 3.01e-5, 1.99e-5, 1.88e-5, 5.44e-6, 4.16e-6],
          [1.98e-4, 1.98e-4, 1e-4, 4.86e-5, 6.84e-6, 3.67e-5],
          [2.48e-4, 2.48e-4, 5.45e-5, 5.45e-5, 1.69e-5, 1.56e-5],
          [3.69e-4, 3.69e-4, 1.88e-4, 8.87e-5, 3.41e-5, 1.62e-5],
          [2.73e-4, 2.73e-4, 2.41e-4, 1.85e-4, 8.15e-5, 3.69e-5],
          [3.82e-4, 3.82e-4, 2.45e-4, 2.32e-4, 1.39e-4, 7.38e-5],
          [2.24e-5, 4.76e-5, 4.66e-5, 7.43e-6, 1.07e-5, 9.88e-6],
        ],
      ],
      put: [
        [ // other
          [2.78e-5, 1.13e-5, 4.83e-6, 1.15e-6, 1.15e-6, 1.15e-6],
          [1.83e-4, 1.48e-5, 6.7e-6, 8.24e-7, 8.24e-7, 8.24e-7],
          [2.31e-4, 1.8e-5, 5.85e-6, 2.75e-6, 2.75e-6, 2.75e-6],
          [2.47e-4, 2.16e-5, 5.48e-6, 1.72e-6, 1.72e-6, 1.72e-6],
          [1.53e-4, 1.86e-5, 4.32e-6, 2.02e-6, 2.02e-6, 2.02e-6],
          [7.2e-5, 1.08e-5, 1.81e-6, 6.26e-7, 6.26e-7, 6.26e-7],
          [3.9e-6, 9.28e-7, 6.02e-7, 1.53e-7, 1.53e-7, 1.53e-7],
        ],
        [ // monthly
          [1.44e-4, 1.21e-4, 8.34e-5, 2.59e-5, 1.16e-5, 4.57e-5],
          [2.51e-4, 2.51e-4, 1.38e-4, 1.73e-4, 5.68e-5, 9.78e-5],
          [3.19e-4, 3.19e-4, 1.39e-4, 1.24e-4, 9.04e-5, 9.82e-5],
          [2.48e-4, 2.48e-4, 1.51e-4, 1.15e-4, 8.94e-5, 6.82e-5],
          [2.03e-4, 2.03e-4, 1.33e-4, 7.01e-5, 3.97e-5, 2.26e-5],
          [3.37e-5, 3.37e-5, 3.85e-5, 1.25e-5, 5.38e-6, 6.32e-6],
          [9.02e-6, 3.38e-6, 2.14e-6, 1.87e-6, 1.45e-6, 2.43e-6],
        ],
      ],
    },
  },
};
