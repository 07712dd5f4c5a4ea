/**
 * The first sentence of an early assignment's (or a put's early exercise's) reason, for the trade
 * log's row: the engine's reason says what decided it with every figure, what the shares did and when
 * the next position may open, 400-600 characters that wrapped to 10-11 lines on a 375 px phone (a
 * SPY covered call's 'Early assignment before the ex-dividend date 2023-06-16: held past it, the call
 * is worth $12.86 a share by the chain's American pricer (the $1.64 dividend gone), ...'). The lead
 * keeps the facts a trader reads first: which dividend (its amount and ex-date) and what the option
 * had left against it; the whole reason stays word for word behind it (trade-row.tsx), and in the
 * Exit Reason dialog. Null for any other reason, shown whole as before.
 *
 * Read from the reason as shown (reasonWords: amounts with '$'), so a result saved before reads the
 * same way; a wording no pattern knows keeps its opening clause ('Early assignment before the
 * ex-dividend date 2019-06-21'), which still names the date.
 */
import { overVolumeAt, overVolumeLead } from './over-volume-lead';
import { quoteFlagsSentence, reasonHead } from './quote-flags-lead';

const MONEY = String.raw`(\$[\d,]+(?:\.\d+)?)`;
const DATE = String.raw`(\d{4}-\d{2}-\d{2})`;

const CALL_HEAD = new RegExp(String.raw`^Early assignment before the ex-dividend date ${DATE}: `);
/** Decided by the chain's American pricer: the call held past the ex-date against its exercise value. */
const CALL_HELD = new RegExp(String.raw`^held past it, the call is worth ${MONEY} a share by the chain's American pricer \(the ${MONEY} dividend gone\), no more than exercising it pays, its intrinsic value ${MONEY}`);
/** Decided by parity: the dividend against the same-strike put and the interest on the strike. */
const CALL_PUT = new RegExp(String.raw`^the ${MONEY} dividend exceeds what exercising gives up, the (\S+) put's ${MONEY} and the interest on the strike to expiry ${MONEY}, together ${MONEY}`);
/** Decided without a put quote: the dividend against the call's extrinsic value. */
const CALL_EXTRINSIC = new RegExp(String.raw`^the ${MONEY} dividend exceeds the call's remaining extrinsic value ${MONEY}`);

const PUT_HEAD = /^Early exercise of the (\S+) put: /;
const PUT_HELD = new RegExp(String.raw`^held, it is worth ${MONEY} a share by the chain's American pricer, no more than exercising it pays, its intrinsic value ${MONEY}`);
const PUT_CALL = new RegExp(String.raw`^the interest on the strike to expiry ${MONEY} exceeds what exercising gives up, the \S+ call's ${MONEY} and the dividends expected before expiry ${MONEY}, together ${MONEY}`);
const PUT_EXTRINSIC = new RegExp(String.raw`^the interest on the strike to expiry ${MONEY} exceeds the put's remaining extrinsic value ${MONEY}`);

function callLead(date: string, rest: string): string {
  const before = (dividend: string) => `Assigned early before the ${date} ex-date of the ${dividend} dividend`;
  const held = CALL_HELD.exec(rest);
  if (held) {
    const [, worth, dividend, intrinsic] = held;
    return `${before(dividend ?? '')}: no extrinsic value left (held past it, the call is worth ${worth} a share; exercised, ${intrinsic}).`;
  }
  const put = CALL_PUT.exec(rest);
  if (put) {
    const [, dividend, , , , together] = put;
    return `${before(dividend ?? '')}: more than the ${together} exercising gives up (the put's value and the interest on the strike).`;
  }
  const extrinsic = CALL_EXTRINSIC.exec(rest);
  if (extrinsic) {
    const [, dividend, left] = extrinsic;
    return `${before(dividend ?? '')}: more than the call's ${left} extrinsic value left.`;
  }
  return `Early assignment before the ex-dividend date ${date}.`;
}

function putLead(strike: string, rest: string): string {
  const held = PUT_HELD.exec(rest);
  if (held) {
    const [, worth, intrinsic] = held;
    return `Exercised early by its holder: no extrinsic value left (held, the ${strike} put is worth ${worth} a share; exercised, ${intrinsic}).`;
  }
  const call = PUT_CALL.exec(rest);
  if (call) {
    const [, interest, , , together] = call;
    return `Exercised early by its holder: the ${interest} interest on the ${strike} strike to expiry is more than the ${together} exercising gives up (the call's value and the dividends expected).`;
  }
  const extrinsic = PUT_EXTRINSIC.exec(rest);
  if (extrinsic) {
    const [, interest, left] = extrinsic;
    return `Exercised early by its holder: the ${interest} interest on the ${strike} strike to expiry is more than the put's ${left} extrinsic value left.`;
  }
  return `Early exercise of the ${strike} put.`;
}

/** How many legs the reason assigns or exercises early (a spread's two short legs can go the same night). */
const earlyLegs = (reason: string): number => (reason.match(/(?:^|; )Early (?:assignment before the ex-dividend date|exercise of the \S+ put)/g) ?? []).length;

/**
 * The row's lead: an early assignment's (or exercise's) first sentence, else the reason's first
 * sentence; then its quote flags counted (quote-flags-lead.ts) and its orders over the day's volume
 * in short (over-volume-lead.ts), so nothing a trader should weigh is hidden behind the lead. Null
 * for a reason with none of these, shown whole.
 */
export function reasonLead(reason: string): string | null {
  const early = earlyLead(reason);
  const flags = quoteFlagsSentence(reason);
  const volume = overVolumeLead(reason);
  if (early === null && flags === null && volume === null) return null;
  // The first sentence before any over-volume one (the engine adds it after what closed the trade,
  // joined by '. ' or '; '); a reason that opens with it leads with its short form alone.
  const before = reason.slice(0, overVolumeAt(reason)).replace(/[\s;:,.]+$/, '');
  const head = early ?? (before === '' ? null : reasonHead(before));
  return [head, flags, volume].filter((part) => part !== null).join(' ');
}

function earlyLead(reason: string): string | null {
  const call = CALL_HEAD.exec(reason);
  const put = call ? null : PUT_HEAD.exec(reason);
  if (!call && !put) return null;
  const head = (call ?? put) as RegExpExecArray;
  const rest = reason.slice(head[0].length);
  const lead = call ? callLead(head[1] ?? '', rest) : putLead(head[1] ?? '', rest);
  const more = earlyLegs(reason) - 1;
  return more > 0 ? `${lead} ${more === 1 ? 'One more leg' : `${more} more legs`} too: see the whole reason.` : lead;
}
