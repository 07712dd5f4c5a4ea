/**
 * `npx tsx test/audits/scripts19/fitted-shortfall.ts TICKER DATE...` (audit 19): the modeled chain's
 * own SKEW numbers on each date, as the note reads them (volModel(date).skewShortfall, the fit's;
 * quotedSkewShortfall(date), the quoted 30-day smile's). The engine's numbers, printed so the
 * by-hand script (skew_note_by_hand.py) can show them beside its own; none of the note's code is used.
 */
import { loadMarketData } from '../../../functions/market/load-market-data';

const [ticker, ...dates] = process.argv.slice(2);
if (ticker === undefined) throw new Error('usage: fitted-shortfall.ts TICKER DATE...');
const m = await loadMarketData(ticker, { store: null });
const out: Record<string, { fitted: number | null; quoted: number | null; anchor: string | null }> = {};
for (const d of dates) {
  const v = m.options.volModel?.(d);
  out[d] = { fitted: v?.skewShortfall ?? null, quoted: m.options.quotedSkewShortfall?.(d) ?? null, anchor: v?.anchor ?? null };
}
console.log(JSON.stringify(out));
