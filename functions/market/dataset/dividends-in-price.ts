/**
 * The first day a ticker's bundled bars hold its dividends in the price: the start of an
 * auto-adjusted tail the build scaled onto the traded closes (plan.ts `scaleToPrevious`), for a
 * ticker whose plan lists dividend sources (one that pays none, HOOD, GLD, has traded prices there).
 * No dividend of the ticker is known from that day on (PROVENANCE 'Known gaps'); undefined when the
 * bars are traded prices throughout.
 */
import { PLAN } from './plan';

export function dividendsInPriceFrom(ticker: string): string | undefined {
  const plan = PLAN.find((p) => p.ticker === ticker);
  if (!plan || plan.dividends.length === 0) return undefined;
  return plan.segments.find((s) => s.kind === 'auto-adjusted' && s.scaleToPrevious === true)?.from;
}
