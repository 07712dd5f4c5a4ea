import type { BenchmarkKind } from '../../../../../shared/analytics/analytics-input';

/**
 * How a result's buy and hold treated dividends, in words (audit 7 N9): runs since the fix
 * reinvest each at its ex-date's close, the standard total return; results saved before it keep
 * their stored curve, whose dividends were kept as cash earning the T-bill, and say so.
 */
export function benchmarkDividendsWords(kind: BenchmarkKind): string {
  switch (kind) {
    case 'reinvested':
      return "dividends reinvested at each ex-date's close (total return)";
    case 'kept_as_cash':
      return 'dividends kept as cash earning the T-bill (total return as results saved before dividends were reinvested computed it)';
    case 'price_only':
      return 'price only (dividends not included)';
    case 'none':
      return 'none';
  }
}

/** The same in a few words, for the note under the excess return. */
export function benchmarkDividendsShort(kind: BenchmarkKind): string | null {
  if (kind === 'reinvested') return 'dividends reinvested';
  if (kind === 'kept_as_cash') return 'dividends kept as cash';
  return null;
}
