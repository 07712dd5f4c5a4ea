/**
 * What the Monte Carlo panel says of what it resamples: closed trades (issue 19's resampling) or
 * the backtest's days marked to market (audit 11 N4: a covered cell's shares, interest and open
 * positions are in no closed trade, so its trades alone could end below the start of a run that
 * made money).
 */
export type ResampleUnit = 'trade' | 'day';

export interface ResampleWords {
  plural: string;
  count: (n: number) => string;
  leftOut: string;
  /** What the resampled steps add up to beside the backtest's P&L (both in words already). */
  addUp: (steps: string, total: string, whole: boolean) => string;
  drawdown: string;
  after: string;
}

/**
 * Under this many trades (or days) to draw from, the panel says its figures are a sketch: as the
 * Compare table's star (MIN_TRADES_FOR_BEST_RATIO, 10), below it one step is a tenth of the sample.
 * A 4-trade iron condor cell gave 'Probability of ruin 25.3%' to one decimal from 10,000 resamples
 * of the same 4 trades, with nothing saying how little that rests on.
 */
export const FEW_STEPS = 10;

/** The caution for a sample under FEW_STEPS, or null. */
export function fewStepsWords(n: number, words: Pick<ResampleWords, 'count'>): string | null {
  if (n === 0 || n >= FEW_STEPS) return null;
  return `Only ${words.count(n)} to draw from: every resample is made of the same ${n}, so the figures say how their order could have gone, not what more of them would do. Read them as a rough sketch.`;
}

const countOf = (n: number, one: string, many: string): string => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

export function resampleWords(unit: ResampleUnit): ResampleWords {
  if (unit === 'day') {
    return {
      plural: 'days',
      count: (n) => countOf(n, 'day', 'days'),
      leftOut:
        "Each resample's equity is the start balance plus the backtest's daily P&L, marked to market (shares, open positions, interest on cash and costs all in it), in the resampled order; a resample only reorders and repeats these days",
      // Marked daily, the days hold every dollar: the same figure twice would read as a comparison.
      addUp: (steps, total, whole) => (whole ? `The days add up to the backtest's whole P&L, ${total}` : `The days add up to ${steps} of the backtest's ${total}`),
      drawdown: 'Max drawdown marked daily',
      after: 'After day',
    };
  }
  return {
    plural: 'trades',
    count: (n) => countOf(n, 'trade', 'trades'),
    leftOut:
      "Each resample's equity is the start balance plus the closed trades' P&L in the resampled order: interest on cash and the marks of open positions are left out, so its drawdowns are between closed trades; and a resample only reorders and repeats these trades",
    addUp: (steps, total) => `The trades add up to ${steps} of the backtest's ${total}`,
    drawdown: 'Max drawdown between trades',
    after: 'After trade',
  };
}
