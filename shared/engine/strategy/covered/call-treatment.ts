import type { OptionQuote } from '../../market/market-data';
import { daysBetween } from '../../market/calendar';
import { applicableStockPrice, coveredCallTreatment, type CoveredCallTreatment } from '../../../domain/qualified-covered-call';
import { isCashSettled } from '../early-assignment';
import type { CoveredRun, Day } from './context';

/**
 * How the straddle rules treat the call `quote` written on `day`'s close on the shares held
 * (domain/qualified-covered-call.ts), from what the engine knows then: the days to its expiry, the
 * prior close (in today's units when a split took effect today) or today's open, and the strikes
 * listed today. An index call (SPX: cash-settled) is no option to buy stock, so never a qualified
 * covered call (§1092(c)(4)(B)): written on the index units it is taken as a straddle with them.
 */
export function callTreatment(run: CoveredRun, day: Day, quote: OptionQuote): CoveredCallTreatment {
  if (isCashSettled(run.market.ticker)) return 'not_qualified';
  const date = day.bar.date;
  const prior = run.market.bars[day.marketIndex - 1];
  // The splits the account took today (split.ts applySplits: dated after the prior bar, up to today).
  const ratio = prior ? run.splits.filter((s) => s.date > prior.date && s.date <= date && s.ratio > 0).reduce((r, s) => r * s.ratio, 1) : 1;
  const priorClose = prior ? prior.close / ratio : day.bar.open;
  const applicablePrice = applicableStockPrice(priorClose, day.bar.open);
  return coveredCallTreatment({
    termDays: daysBetween(date, quote.expiry_date),
    strike: quote.strike,
    applicablePrice,
    // Only an in-the-money call needs them (one at or out of the money is never deep in the money).
    listedStrikes: quote.strike < applicablePrice ? strikesListed(run, date) : undefined,
  });
}

/**
 * Every strike listed on `date`, any expiry, as the day's chains list them (the modeled grid follows
 * the exchanges' listing increments, chain-rules.ts section 2; an imported day lists the vendor's);
 * undefined when the provider cannot list an expiry's strikes cheaply (then the conservative proxy).
 */
function strikesListed(run: CoveredRun, date: string): number[] | undefined {
  const options = run.market.options;
  if (!options.strikes) return undefined;
  const all: number[] = [];
  for (const expiry of options.expirations(date)) {
    const strikes = options.strikes(date, expiry);
    if (!strikes) return undefined;
    all.push(...strikes);
  }
  return all;
}
