import type { Trade } from '../../../contracts/results';
import { SHARES_PER_CONTRACT } from '../../../domain/constants';
import type { OptionQuote } from '../../market/market-data';
import { cents, dollarsText, fillPriceText, fixed2, round } from '../../core/money';
import type { ContractFill, CostModel } from '../../execution/cost-model';
import { hasNoBid, type FillModel } from '../../execution/fill-model';
import { intrinsicValue } from '../../market/black-scholes';
import { plainQuote } from '../mark-quote';
import type { PremiumFlow } from '../../metrics/net-premium';
import { InterestTally } from '../../portfolio/cash-interest';
import { contractsOf, deliverableOf, markValue, signOf, valueBoundsOf, type OpenLeg, type OpenPosition } from './position';
import { boundWords, outsideBounds } from './value-bounds';
import { isCashSettled } from '../early-assignment';
import { deliveredShares, flattenWords } from './delivered-shares';
import { legOverVolumeWords, overVolumeSentence, OverVolumeTally } from '../over-volume';
import { contractsText } from '../../core/count-text';
import type { DatedClose } from '../skew-tail-note';

/**
 * How a leg leaves a position: closed at the day's fill, or settled at intrinsic value against
 * `underlying`; `delivers` when an in-the-money settlement is a stock trade (exercise or
 * assignment of a physically settled option), which pays the per-share commission.
 */
export type LegExit =
  | { kind: 'fill' }
  /**
   * `early`: a short leg assigned before its expiration (early-assignment.ts: a call before an
   * ex-date, a put its holder exercises); its exit leg says so (results.ts `assigned_early`).
   */
  | { kind: 'settle'; underlying: number; delivers?: boolean; early?: boolean }
  /**
   * A stock or ETF option (American, physically settled) that closes while it still trades: a short
   * leg fills; a long one leaves at whichever nets more, selling it at the day's fill (less the
   * contract commission) or exercising it against `underlying` (its intrinsic value less the share
   * commission of the stock trade), as its holder would (exercisedLeg).
   */
  | { kind: 'fillOrExercise'; underlying: number };

/**
 * How a leg that still trades leaves at the day's prices, whatever closes it (a global exit, a
 * margin call, the end of the range, the other legs' early assignment or expiration): a stock or ETF
 * option is American, so a long one is exercised against `close` when that nets more than its sale
 * ('fillOrExercise'); an index option (SPX) is European and cash-settled, and keeps the fill.
 */
export const closeAtMarket = (ticker: string, close: number): LegExit =>
  isCashSettled(ticker) ? { kind: 'fill' } : { kind: 'fillOrExercise', underlying: close };

/** How a position leaves (book.ts closing): net cash after costs, its exit legs, the premium flows and words. */
interface Closing {
  flows: number;
  exits: Trade['exit_contracts'];
  premiums: PremiumFlow[];
  exercised: string[];
  /** The long legs sold with no bid, for nothing (fill-model.ts): the trade's reason says which. */
  unbid: string[];
  boundNote: string | undefined;
  /** The contract and share commissions of the close, already out of `flows`. */
  commissions: number;
  /** The part of `commissions` paid as the exchange's fee. */
  exchangeFees: number;
  /** The indices of the legs closed by a fill (not settled, not exercised), in `exits`. */
  filled: number[];
  /** The stock trade that closes the shares the deliveries left (delivered-shares.ts), when they left any. */
  flattenNote: string | undefined;
  /** The legs filled in more contracts than their day's volume (over-volume.ts), with the trade log only; `real`: on an imported quote. */
  overVolume: Array<{ words: string; real: boolean }>;
}

/**
 * A leg's price per share as the trade records it: float noise dropped (0.42500000000000004), six
 * decimals kept so that price × 100 × contracts still gives the cents booked for a settlement at
 * intrinsic value (58.8101: an index close less the strike). Fills are on the tick (fill-model.ts)
 * since 2026-12-02; before, they kept the slippage's fraction of a cent (12.5% of a $0.05 spread is 0.00625).
 */
const fillPrice = (v: number): number => round(v, 6);

/**
 * 'the long 142 call (69 contracts), bid/ask $0.00/$0.03': a long leg sold with no bid, as the trade's
 * reason names it. A last-price-only quote's bid is imputed around the vendor's close (last-only-spread.ts:
 * a close of a cent on a cent's tick rounds its bid down to 0): the words say so, since the vendor's
 * row showed a trade, not a missing bid.
 */
const unbidWords = (leg: OpenLeg, contracts: number): string => {
  const q = leg.current;
  const imputed = q.last_only === true && q.bid_price < q.ask_price ? ` imputed around the vendor's last of ${dollarsText(q.last_trade_price)}` : '';
  return `the long ${leg.entry.strike} ${leg.plan.type} (${contractsText(contracts)}), bid/ask ${dollarsText(q.bid_price)}/${dollarsText(q.ask_price)}${imputed}`;
};

/**
 * Cash and open positions of a multi-leg run. Every cash flow is booked rounded to the cent; a
 * trade's P&L is the sum of its position's cash flows (premiums, commissions, settlements).
 */
export class MultiLegBook {
  cash: number;
  readonly open: OpenPosition[] = [];
  readonly trades: Trade[] = [];
  readonly premiums: PremiumFlow[] = [];
  readonly interest = new InterestTally();
  /**
   * The day of each option fill the trade log books, one per leg filled (every entry leg; each exit
   * leg closed at the day's fill, not one settled or exercised): the tick note counts them
   * (tick-grid-note.ts). Kept only with the trade log.
   */
  readonly fillDays: string[] = [];
  /**
   * Each exit leg closed at the day's fill (not settled or exercised at intrinsic value), with its
   * day: the far-put and SKEW notes count the modeled puts among them (audit 19 F1). Kept only
   * with the trade log.
   */
  readonly filledCloses: DatedClose[] = [];
  /** The entries (entry.ts) and exits that traded more contracts than a leg's day volume: the run's note counts them. */
  readonly overVolume: OverVolumeTally;

  /**
   * `tradeLog`: whether the trades' exit legs keep the day's quote as plain data, as the result's
   * trade log shows it (each a mark's probe read whole: its id and two implied-vol root searches). A
   * run kept to its metrics and equity (band-run.ts: model-risk bands, sweep cells) reads of its
   * trades only the P&L and dates, which no exit quote moves: its exit legs keep the probe.
   */
  constructor(
    balance: number,
    private readonly fill: FillModel,
    private readonly cost: CostModel,
    private readonly tradeLog = true,
  ) {
    this.cash = cents(balance);
    this.overVolume = new OverVolumeTally(undefined, tradeLog);
  }

  /** Whether the trades keep what the result's trade log shows (the constructor's `tradeLog`): else a run kept to its metrics and equity. */
  get keepsTradeLog(): boolean {
    return this.tradeLog;
  }

  openPosition(p: Omit<OpenPosition, 'cashFlows' | 'entryFills' | 'entryCommissions' | 'entryExchangeFees'>): void {
    let flows = 0;
    const fills: ContractFill[] = [];
    for (const leg of p.legs) {
      const n = contractsOf(leg, p.units);
      const amount = cents(leg.entryPrice * SHARES_PER_CONTRACT * n);
      flows += leg.plan.side === 'short' ? amount : -amount;
      this.premiums.push({ premium: leg.plan.side === 'short' ? amount : -amount });
      fills.push({ contracts: n, price: leg.entryPrice });
    }
    const commissions = this.cost.commission(fills, p.entryDate);
    const exchangeFees = this.cost.exchangeFee(fills, p.entryDate);
    flows = cents(flows - commissions);
    this.cash = cents(this.cash + flows);
    if (this.tradeLog) for (let i = 0; i < fills.length; i++) this.fillDays.push(p.entryDate);
    this.open.push({
      ...p,
      cashFlows: flows,
      entryFills: p.legs.map((leg) => leg.entryPrice),
      entryCommissions: commissions,
      ...(exchangeFees > 0 ? { entryExchangeFees: exchangeFees } : {}),
    });
  }

  /** Closes a position: each leg at the day's fill or settled at intrinsic value against the close. */
  closePosition(p: OpenPosition, date: string, exitFor: (leg: OpenLeg) => LegExit, reason: string, scenario: string): Trade {
    const { flows, exits, premiums, exercised, unbid, boundNote, commissions, exchangeFees, filled, flattenNote, overVolume } = this.bestClosing(p, date, exitFor);
    if (this.tradeLog) {
      for (const i of filled) {
        this.fillDays.push(date);
        const leg = exits[i];
        if (leg !== undefined) this.filledCloses.push({ date, contract: leg.contract, side: leg.side, quantity: leg.quantity });
      }
    }
    const overVolumeAll = overVolumeSentence('Closed', overVolume.map((o) => o.words));
    if (overVolumeAll) this.overVolume.add('exit', date, overVolumeAll);
    // The reason names an exit over a real (imported) day volume only: the liquidity model gives far
    // and deep contracts little or no volume (a SPY 0.77-delta call 14 days out: 0), so on modeled
    // quotes most condor exits would read as over it; those are counted in the run's note alone.
    const overVolumeNote = overVolumeSentence('Closed', overVolume.flatMap((o) => (o.real ? [o.words] : [])));
    const tradeExchangeFees = cents((p.entryExchangeFees ?? 0) + exchangeFees);
    this.premiums.push(...premiums);
    this.cash = cents(this.cash + flows);
    this.open.splice(this.open.indexOf(p), 1);
    const trade: Trade = {
      entry_date: p.entryDate,
      exit_date: date,
      entry_contracts: p.legs.map((leg, i) => ({
        contract: p.opened?.entries[i] ?? leg.entry,
        side: leg.plan.side,
        quantity: contractsOf(leg, p.opened?.units ?? p.units),
        price: fillPrice(p.entryFills?.[i] ?? leg.entryPrice),
        // A split adjusted it while open: what the leg became, which its exit is in (audit 6, N10:
        // from the entry as opened alone a trader could not tell the shares of the exit's price).
        ...(p.opened ? { split_adjusted: { contracts: contractsOf(leg, p.units), strike: leg.entry.strike, shares_per_contract: deliverableOf(p) } } : {}),
      })),
      exit_contracts: exits,
      pnl: cents(p.cashFlows + flows),
      // What the trade paid in commissions, in its P&L: with it the legs at their fills, less these,
      // make the P&L (a close held to the value bounds aside), and the log can say so.
      commissions: cents(p.entryCommissions + commissions),
      // The exchange's fee (SPX: Cboe's) inside those commissions, so the log can say how much.
      ...(tradeExchangeFees > 0 ? { exchange_fees: tradeExchangeFees } : {}),
      entry_margin_required: cents(p.margin),
      entry_capital_required: cents(p.capital),
      reason: [
        reason,
        ...(exercised.length > 0 ? [`Exercised rather than sold: ${exercised.join('; ')}`] : []),
        ...(unbid.length > 0 ? [`Sold for nothing, no bid: ${unbid.join('; ')}`] : []),
        ...(boundNote ? [boundNote] : []),
        ...(flattenNote ? [flattenNote] : []),
        ...(overVolumeNote ? [overVolumeNote] : []),
        ...(p.adjustments ?? []),
      ].join('. '),
      exit_scenario: scenario,
    };
    this.trades.push(trade);
    return trade;
  }

  /**
   * How `p` leaves, with its long stock or ETF legs exercised where each nets more than its sale, and
   * with every 'fillOrExercise' leg sold: whichever nets the position more. Selling every leg lets
   * the whole be held to what it can be worth at expiration (value-bounds.ts), which an exercise
   * forgoes: a deep in-the-money spread closed whole for its width beats exercising its long and
   * buying its short back at the ask (ITM bear call spread example, SPY 2015-03-04, close 210.23:
   * the 190/200 spread's fills value it at -10.09 a share, held to -10.00; exercising the 200 call at
   * 10.23 rather than selling it at 10.20 and buying the 190 at 20.285 nets -10.055).
   */
  private bestClosing(p: OpenPosition, date: string, exitFor: (leg: OpenLeg) => LegExit): Closing {
    const exercising = this.closing(p, date, exitFor, true);
    if (exercising.exercised.length === 0) return exercising;
    const selling = this.closing(p, date, exitFor, false);
    return selling.flows >= exercising.flows ? selling : exercising;
  }

  /** The cash `p` leaves with (costs included) and its exit legs; `exercise`: whether a long 'fillOrExercise' leg may be exercised. */
  private closing(p: OpenPosition, date: string, exitFor: (leg: OpenLeg) => LegExit, exercise: boolean): Closing {
    let flows = 0;
    const filled: ContractFill[] = [];
    const filledLegs: number[] = [];
    let delivered = 0;
    let settled = 0;
    const exercised: string[] = [];
    const unbid: string[] = [];
    const overVolume: Array<{ words: string; real: boolean }> = [];
    const premiums: PremiumFlow[] = [];
    const shares = deliverableOf(p);
    // The shares the settled legs deliver (known before any exercise is chosen), then each exercise's:
    // what is left at the end is closed by one more stock trade (delivered-shares.ts).
    let net = 0;
    let flattenAt = 0;
    for (const leg of p.legs) {
      const how = exitFor(leg);
      if (how.kind !== 'settle' || !how.delivers || !(intrinsicValue(leg.plan.type, leg.entry.strike, how.underlying) > 0)) continue;
      net += deliveredShares(leg.plan.type, leg.plan.side, shares * contractsOf(leg, p.units));
      flattenAt = how.underlying;
    }
    const exits = p.legs.map((leg, legIndex) => {
      const n = contractsOf(leg, p.units);
      const how = exitFor(leg);
      // The day's mark may be a probe (lazy fields): the trade keeps plain data.
      let quote: OptionQuote = this.tradeLog ? plainQuote(leg.current) : leg.current;
      // Per share, what the leg left at: the fill (slippage included) or the settlement value.
      let price: number;
      let exercisedAtClose = false;
      let assignedEarly = false;
      const exercisedAs = exercise && how.kind === 'fillOrExercise' ? this.exercisedLeg(leg, n, shares, how.underlying, date, net) : undefined;
      if (exercisedAs !== undefined && how.kind === 'fillOrExercise') {
        net += deliveredShares(leg.plan.type, leg.plan.side, shares * n);
        flattenAt = how.underlying;
        // Exercised: a stock trade at the strike against the close, booked like an in-the-money
        // settlement; the trade keeps the day's quote (it shows the bid the sale would have got).
        flows += cents(exercisedAs.intrinsic * shares * n);
        delivered += shares * n;
        price = exercisedAs.intrinsic;
        settled += 1;
        exercised.push(exercisedAs.words);
        exercisedAtClose = true;
      } else if (how.kind === 'settle') {
        const intrinsic = intrinsicValue(leg.plan.type, leg.entry.strike, how.underlying);
        flows += signOf(leg.plan.side) * cents(intrinsic * shares * n);
        if (how.delivers && intrinsic > 0) delivered += shares * n;
        // The leg left at its settlement value, not at the day's quote: the trade log's exit price
        // (spec 9: leg P&L on the last prices) is the intrinsic value the P&L used. A vendor's last
        // on the expiry day (SPXW 2765 call, 2018-01-31: 60.53, traded before the close that set
        // 58.81) or an AM-settled leg's close would make the legs disagree with the trade.
        const value = cents(intrinsic);
        quote = { ...quote, last_trade_price: value, bid_price: value, ask_price: value, underlying_price: how.underlying };
        price = intrinsic;
        settled += 1;
        assignedEarly = how.early === true;
      } else {
        price = this.fill.fill(leg.current, leg.plan.side === 'long' ? 'sell' : 'buy', date);
        if (leg.plan.side === 'long' && hasNoBid(leg.current)) unbid.push(unbidWords(leg, n));
        // Only with the trade log: a run kept to its metrics reads no reason (a mark's probe computes its volume when read).
        const overDay = this.overVolume.keepsWords ? legOverVolumeWords(leg.plan.side, leg.current, n) : undefined;
        if (overDay !== undefined) overVolume.push({ words: overDay, real: leg.current.quote_source === 'imported' });
        const amount = cents(price * shares * n);
        flows += leg.plan.side === 'long' ? amount : -amount;
        premiums.push({ premium: leg.plan.side === 'long' ? amount : -amount });
        filled.push({ contracts: n, price });
        filledLegs.push(legIndex);
      }
      // An exercised leg says so (results.ts TradeExitContract): the after-tax estimate reads the flag, not the reason's words;
      // an early-assigned one too: Contract Details shows its settlement, not the point quote as a modeled one with an IV (audit 16 F2).
      return {
        contract: quote, side: leg.plan.side, quantity: n, price: fillPrice(price),
        ...(exercisedAtClose ? { exercised_at_close: true as const } : {}),
        ...(assignedEarly ? { assigned_early: true as const } : {}),
      };
    });
    // Every leg filled: the whole is sold for no more, and bought back for no more, than it can be
    // worth at expiration (value-bounds.ts), whatever the legs' quotes add up to.
    const size = shares * p.units;
    const bounds = settled === 0 && size > 0 ? valueBoundsOf(p) : undefined;
    const bound = outsideBounds(flows / size, bounds);
    let boundNote: string | undefined;
    if (bound !== undefined && bounds !== undefined) {
      const heldTo = cents(bound * size);
      premiums.push({ premium: cents(heldTo - flows) });
      boundNote = boundWords('Closed', flows / size, bound, bounds);
      flows = heldTo;
    }
    const flatten = this.cost.shareCommission(net);
    // Named whenever shares are left, commission or not: a trader must know a broker would have left
    // them in the account (audit 16 F3: at $0 a share the sentence went with the commission).
    const flattenNote = net !== 0 ? flattenWords(net, flattenAt, flatten > 0 ? dollarsText(flatten) : undefined) : undefined;
    const commissions = cents(this.cost.commission(filled, date) + this.cost.shareCommission(delivered) + flatten);
    const exchangeFees = this.cost.exchangeFee(filled, date);
    return { flows: cents(flows - commissions), exits, premiums, exercised, unbid, boundNote, commissions, exchangeFees, filled: filledLegs, flattenNote, overVolume };
  }

  /**
   * Whether a long American leg of `shares` shares is worth more exercised against `underlying` than
   * sold at the day's fill, in cash after each route's costs (cost-model.ts: the share commission of
   * the exercise's stock trade, the contract commission of the sale). A deep in-the-money quote's
   * bid sits below intrinsic (the spread straddles it); its holder would exercise instead. Undefined
   * for a short leg or when selling nets at least as much.
   */
  private exercisedLeg(leg: OpenLeg, contracts: number, sharesPerContract: number, underlying: number, date: string, net: number): { intrinsic: number; words: string } | undefined {
    if (leg.plan.side !== 'long') return undefined;
    const intrinsic = intrinsicValue(leg.plan.type, leg.entry.strike, underlying);
    if (!(intrinsic > 0)) return undefined;
    const shares = contracts * sharesPerContract;
    const fill = this.fill.fill(leg.current, 'sell', date);
    const shareCommission = this.cost.shareCommission(shares);
    // Each route also pays for closing the shares the position's deliveries leave (`net` so far, with
    // this exercise's or without): exercising a long against an assigned short leaves none to close.
    const after = net + deliveredShares(leg.plan.type, leg.plan.side, shares);
    const byExercise = cents(intrinsic * shares) - shareCommission - this.cost.shareCommission(after);
    const saleCommission = this.cost.commission([{ contracts, price: fill }], date);
    const bySale = cents(fill * shares) - saleCommission - this.cost.shareCommission(net);
    if (!(byExercise > bySale)) return undefined;
    const commission = shareCommission > 0 ? ` less the ${dollarsText(shareCommission)} share commission` : '';
    // Both routes' costs are named: at a bid equal to intrinsic the contract commission alone decides.
    const sale = saleCommission > 0 ? ` less the ${dollarsText(saleCommission)} contract commission` : '';
    return {
      intrinsic,
      words: `the long ${leg.entry.strike} ${leg.plan.type} (${contractsText(contracts)}) at its intrinsic value ` +
        `${dollarsText(intrinsic)} a share against the close ${fixed2(underlying)}${commission}, more than selling it at ${fillPriceText(fill)}${sale}`,
    };
  }

  /** Credits (or, on negative cash, charges) on `date` the interest of `days` calendar days at `annualRate`. */
  accrueInterest(date: string, annualRate: number, days: number): void {
    this.cash = cents(this.cash + this.interest.accrue(this.cash, annualRate, days, date));
  }

  equity(): number {
    return cents(this.cash + this.open.reduce((s, p) => s + round(markValue(p), 2), 0));
  }
}
