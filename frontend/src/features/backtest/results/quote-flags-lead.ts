/**
 * A trade reason's quote flags in one sentence, for the trade log's row. On a run over imported
 * chains the engine appends a bracketed flag per kind of quote a fill read that was not a plain real
 * bid/ask (quote-provenance.ts): a modeled quote on an imported day ('held to that day's real
 * quotes of the neighbouring strikes' when it was), a day the imported data lack, a last-price-only
 * quote (its bid/ask imputed around it from the model's width, or none), a vendor last outside the
 * day's bid/ask. Each lists every contract with its prices: read in chromium (e2e, 2026-12-03), a LEAN
 * AAPL short put's row took 9 to 11 lines at 375 px, 'a spread of the model's width imputed around the
 * vendor's last (on the tick, rounded outward), the fill paying the run's slippage share of it' in the
 * middle; an SPXW condor's stop loss 24 lines, its modeled 2740 put held to its neighbours on the 9th.
 *
 * The lead keeps the reason's own words before its first flag (what closed the trade) and says each
 * flag as a count in a trader's words; the whole reason, every contract and price, stays word for
 * word behind it (trade-row.tsx). Null when the reason carries no flag this knows.
 */

/** The flags as quote-provenance.ts opens them, each with what it says in a trader's words. */
const FLAGS: ReadonlyArray<{ opens: string; words: (quotes: string, body: string) => string }> = [
  {
    opens: '[modeled quote on an imported day, the imported chain lacks it: ',
    words: (quotes, body) => {
      const held = count(body, /\(prices held to that day's real quotes of the neighbouring strikes\)/g);
      const bound = held === 0 ? '' : `, ${held === countDays(body) ? '' : `${held} of them `}held to that day's real quotes of the neighbouring strikes`;
      return `${quotes} priced by the model where the vendor's data lack the contract that day${bound}`;
    },
  },
  {
    opens: "[modeled quote on a day inside the imported data's span that they lack entirely: ",
    words: (quotes) => `${quotes} priced by the model on a day the vendor's data lack entirely`,
  },
  {
    opens: "[filled at the vendor's last price, no bid/ask that day (last-price-only data, no spread paid): ",
    words: (quotes) => `${quotes} filled at the vendor's last price with no spread paid (no bid/ask that day)`,
  },
  {
    opens: '[last-price-only data, no bid/ask that day: ',
    words: (quotes) => `${quotes} with no bid/ask that day, the bid/ask imputed around the vendor's last from the model's width`,
  },
  {
    opens: "[vendor last price outside that day's bid/ask",
    words: (quotes) => `${quotes} read at the bid/ask midpoint, the vendor's last lying outside that day's bid/ask`,
  },
];

const count = (text: string, re: RegExp): number => (text.match(re) ?? []).length;
/** Each contract a flag lists is written '<id> on <date>'. */
const countDays = (body: string): number => count(body, / on \d{4}-\d{2}-\d{2}/g);
const quotesWord = (n: number): string => (n === 1 ? '1 quote' : `${n} quotes`);

/** The flags' sentence ('Quotes: 2 quotes with no bid/ask that day, …; 1 quote …'), or null without a known flag. */
export function quoteFlagsSentence(reason: string): string | null {
  const parts: string[] = [];
  for (const flag of FLAGS) {
    const at = reason.indexOf(flag.opens);
    if (at < 0) continue;
    const end = reason.indexOf(']', at);
    const body = reason.slice(at + flag.opens.length, end < 0 ? undefined : end);
    parts.push(flag.words(quotesWord(Math.max(countDays(body), 1)), body));
  }
  return parts.length === 0 ? null : `Quotes: ${parts.join('; ')}.`;
}

/**
 * The reason's first sentence before its first known flag, ending with a full stop: what closed the
 * trade ('Stop Loss (%): loss $11,743.60 incl. $43.60 entry commissions, 355.87% of the $3,300.00
 * credit (limit 200%).'); what follows it (a leg sold for nothing, a split) stays in the whole reason.
 */
export function reasonHead(reason: string): string {
  const at = Math.min(...FLAGS.map((f) => reason.indexOf(` ${f.opens}`)).filter((i) => i >= 0), reason.length);
  const head = reason.slice(0, at).trimEnd();
  // A sentence ends at '. ' before a capital ('incl. $43.60' and '$3,300.00' do not end one); a
  // sentence opening with a digit stays with the first (a split's '7-for-1 split on 2014-06-09: …',
  // which changed the units and strikes the legs show).
  const first = /^.*?[.!?](?= [A-Z])/.exec(head)?.[0] ?? head;
  return /[.!?]$/.test(first) ? first : `${first}.`;
}

/** The head and the flags' sentence, or null when the reason carries no flag. */
export function quoteFlagsLead(reason: string): string | null {
  const flags = quoteFlagsSentence(reason);
  return flags === null ? null : `${reasonHead(reason)} ${flags}`;
}
