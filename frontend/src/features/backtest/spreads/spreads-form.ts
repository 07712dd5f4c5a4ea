import {
  REENTRY_COOLDOWN_DEFAULT_DAYS, DEFAULT_SPREADS_STRATEGY_NAME,
  DEFAULT_COMMISSION_PER_CONTRACT, DEFAULT_DELTA_TARGET, DEFAULT_EXCHANGE_FEES, DEFAULT_SLIPPAGE_PCT_OF_SPREAD, DEFAULT_MAX_MARGIN_PER_PORTFOLIO_PCT, DEFAULT_MAX_MARGIN_PER_POSITION_PCT, DEFAULT_MAX_OPEN_POSITIONS,
  DEFAULT_MIN_VOLUME, DEFAULT_STANDARD_TICKER, DEFAULT_STARTING_BALANCE, NEW_CHILD_LEG, NEW_ENTRY_FILTER, NEW_EXIT_CONDITION, NEW_LEG,
  ChildLegSchema, LegSchema, signedDelta,
  type ChildLeg, type EntryCondition, type Leg, type MultiLegExitCondition, type MultiLegStrategy, type OptionType, type TargetStrikeType,
} from '../lib/shared';
import { defaultDateRange } from '../lib/dates';
import { formatUsd } from '../lib/format';

// Pure state transitions of the spreads builder (spec section 4, 'Form behaviour').

/**
 * An entry filter row and an exit condition row as the form holds them. `uid` is a client-only
 * identity that keys the row (and its fields' kept text), so that removing a row before it never
 * hands its half-typed text (or a kept blank) to the row that takes its place; like the legs' ids
 * below, it is never sent nor stored (`storedSpreadsForm` strips it).
 */
export type FormEntryFilter = EntryCondition & { uid: string };
export type FormExitCondition = MultiLegExitCondition & { uid: string };

/**
 * A child leg as the form holds it. `uid` is a client-only identity that keys its card, so that
 * removing a child leg before it never hands its field text (or a folded blank) to another one;
 * it is never sent nor stored (the contract's schemas drop it, `storedSpreadsForm` strips it).
 */
export type FormChildLeg = Omit<ChildLeg, 'entry_conditions'> & { entry_conditions: FormEntryFilter[]; uid: string };

/** A leg as the form holds it: the target value may be blank (null) while the user edits; `uid` as above. */
export type FormLeg = Omit<Leg, 'target_strike_condition' | 'children' | 'entry_conditions'> & {
  target_strike_condition: { type: TargetStrikeType; value: number | null };
  entry_conditions: FormEntryFilter[];
  children: FormChildLeg[];
  uid: string;
};

/** The strategy as the form holds it, with the optional run costs kept beside it. */
export type SpreadsForm = Omit<MultiLegStrategy, 'legs' | 'global_exit_conditions' | 'start_date' | 'end_date'> & {
  start_date: string | null;
  end_date: string | null;
  legs: FormLeg[];
  global_exit_conditions: FormExitCondition[];
  commission_per_contract: number;
  slippage_pct_of_spread: number;
  commission_per_share: number;
  exchange_fees: boolean;
};

export const DEFAULT_SPREADS_NAME = DEFAULT_SPREADS_STRATEGY_NAME;

let lastUid = 0;
/** Unique within the page's lifetime, which is all a card key needs. */
const newUid = () => `leg-${(lastUid += 1)}`;

/** Rows loaded or made get fresh identities (stored rows hold none). */
export const withRowUids = <T extends object>(rows: readonly T[]): Array<T & { uid: string }> =>
  rows.map((row) => ({ ...row, uid: newUid() }));
const withoutUid = <T extends { uid: string }>({ uid: _uid, ...row }: T): Omit<T, 'uid'> => row;

type ChildLegWithoutUids = Omit<FormChildLeg, 'uid' | 'entry_conditions'> & { entry_conditions: readonly EntryCondition[] };
type LegWithoutUids = Omit<FormLeg, 'uid' | 'children' | 'entry_conditions'> & {
  entry_conditions: readonly EntryCondition[];
  children: readonly ChildLegWithoutUids[];
};
const withChildUid = (child: ChildLegWithoutUids): FormChildLeg =>
  ({ ...child, uid: newUid(), entry_conditions: withRowUids(child.entry_conditions) });
const withUid = (leg: LegWithoutUids): FormLeg =>
  ({ ...leg, uid: newUid(), entry_conditions: withRowUids(leg.entry_conditions), children: leg.children.map(withChildUid) });

/** Legs loaded or picked from a preset get fresh identities, as do their filters (stored and preset legs hold none). */
export const withUids = (legs: readonly LegWithoutUids[]): FormLeg[] => legs.map(withUid);

/** The form as it is stored, saved or sent: without the client-only identities of its legs and rows. */
export function storedSpreadsForm(form: SpreadsForm) {
  const stripFilters = <T extends { entry_conditions: FormEntryFilter[] }>(owner: T) =>
    ({ ...owner, entry_conditions: owner.entry_conditions.map(withoutUid) });
  return {
    ...form,
    legs: form.legs.map(({ uid: _leg, children, ...leg }) =>
      ({ ...stripFilters(leg), children: children.map(({ uid: _child, ...child }) => stripFilters(child)) })),
    global_exit_conditions: form.global_exit_conditions.map(withoutUid),
  };
}

export const newLeg = (): FormLeg => withUid(LegSchema.parse(NEW_LEG));
export const newChildLeg = (): FormChildLeg => withChildUid(ChildLegSchema.parse(NEW_CHILD_LEG));
export const newEntryFilter = (): FormEntryFilter => ({ ...NEW_ENTRY_FILTER, uid: newUid() });
export const newExitCondition = (): FormExitCondition => ({ ...NEW_EXIT_CONDITION, uid: newUid() });

/** Each leg's and child leg's contracts per unit, in plan order (the results' units line reads trades by it). */
export const legQuantitiesOf = (form: Pick<SpreadsForm, 'legs'>): number[] => form.legs.flatMap((leg) => [leg.quantity, ...leg.children.map((child) => child.quantity)]);

export function defaultSpreadsForm(now?: Date): SpreadsForm {
  return {
    name: DEFAULT_SPREADS_NAME,
    ticker: DEFAULT_STANDARD_TICKER,
    ...defaultDateRange(now),
    starting_balance: DEFAULT_STARTING_BALANCE,
    exact_dte: false,
    price_source: 'last',
    min_volume: DEFAULT_MIN_VOLUME,
    max_open_positions: DEFAULT_MAX_OPEN_POSITIONS,
    max_units_per_position: null,
    max_margin_percentage_per_position: DEFAULT_MAX_MARGIN_PER_POSITION_PCT,
    max_margin_percentage_per_portfolio: DEFAULT_MAX_MARGIN_PER_PORTFOLIO_PCT,
    legs: [newLeg()],
    global_exit_conditions: [],
    reentry_cooldown_days: REENTRY_COOLDOWN_DEFAULT_DAYS,
    // A new form starts with realistic retail costs (issue 14 item 6); a saved one keeps its own.
    commission_per_contract: DEFAULT_COMMISSION_PER_CONTRACT,
    slippage_pct_of_spread: DEFAULT_SLIPPAGE_PCT_OF_SPREAD,
    // Issue 14: stock trades' per-share commission (0 as the contract's default).
    commission_per_share: 0,
    // Cboe's fee on SPX fills (exchange-fees.ts), as a retail broker passes it on.
    exchange_fees: DEFAULT_EXCHANGE_FEES,
  };
}

/** Empty dates take the default range: end yesterday, start one year earlier. */
export function withDefaultDates<T extends { start_date: string | null; end_date: string | null }>(form: T, now?: Date): T {
  if (form.start_date && form.end_date) return form;
  const range = defaultDateRange(now);
  return { ...form, start_date: form.start_date || range.start_date, end_date: form.end_date || range.end_date };
}

const signTarget = (leg: FormLeg): FormLeg => {
  const t = leg.target_strike_condition;
  if (t.type !== 'delta' || t.value === null) return leg;
  return { ...leg, target_strike_condition: { ...t, value: signedDelta(leg.option_type, t.value) } };
};

/** Every leg edit passes through the sign rule: put deltas negative, call deltas positive. */
export function updateFormLeg(leg: FormLeg, patch: Partial<FormLeg>): FormLeg {
  return signTarget({ ...leg, ...patch });
}

export const setOptionType = (leg: FormLeg, option_type: OptionType) => updateFormLeg(leg, { option_type });

export function setTargetValue(leg: FormLeg, value: number | null): FormLeg {
  return updateFormLeg(leg, { target_strike_condition: { ...leg.target_strike_condition, value } });
}

/** A new target type starts at its default: delta 0.3 (signed), otherwise blank to be filled in. */
export function setTargetType(leg: FormLeg, type: TargetStrikeType): FormLeg {
  return updateFormLeg(leg, { target_strike_condition: { type, value: type === 'delta' ? DEFAULT_DELTA_TARGET : null } });
}

/**
 * Picking a preset replaces all legs with its templates; 'Custom' comes with no templates and so
 * clears them (the caller passes `presetLegs(name)` of the lazily loaded presets module).
 */
export function applyPreset(form: SpreadsForm, templates: readonly Leg[]): SpreadsForm {
  return { ...form, legs: withUids(templates).map((leg) => signTarget(structuredClone(leg))) };
}

/** A value as text with its object keys sorted, so that two legs stored in another key order compare equal. */
const sortedJson = (value: unknown): string => JSON.stringify(value, (_key, v: unknown) =>
  v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v);

const legsWithoutUids = (legs: FormLeg[]) => storedSpreadsForm({ legs, global_exit_conditions: [] } as unknown as SpreadsForm).legs;

/**
 * The preset whose legs the form's legs are, or null (the dropdown then reads 'Custom'): what the
 * dropdown shows for legs set from outside it, so after a reload or a load the legs of an Iron
 * Condor read Iron Condor. Edits made in the legs card keep the preset it shows (legs-card.tsx).
 */
export function presetOfLegs(legs: FormLeg[], names: readonly string[], presetLegs: (name: string) => readonly Leg[]): string | null {
  if (legs.length === 0) return null;
  const key = sortedJson(legsWithoutUids(legs));
  return names.find((name) => sortedJson(legsWithoutUids(applyPreset({ legs: [] } as unknown as SpreadsForm, presetLegs(name)).legs)) === key) ?? null;
}

/** The units-limit toggle is on when max_units_per_position is set. */
export const unitsLimitOn = (form: Pick<SpreadsForm, 'max_units_per_position'>) =>
  form.max_units_per_position !== null && form.max_units_per_position !== undefined;

/** On: the existing positive integer or 1. Off: cleared. */
export function toggleUnitsLimit(form: SpreadsForm, on: boolean): SpreadsForm {
  if (!on) return { ...form, max_units_per_position: null };
  const current = form.max_units_per_position;
  const keep = typeof current === 'number' && Number.isInteger(current) && current > 0;
  return { ...form, max_units_per_position: keep ? current : 1 };
}

/** A leg's side, contracts and type in its Side and Option Type fields' words: 'Short 1× Put'. */
function formLegWords(leg: Pick<FormChildLeg, 'side' | 'quantity' | 'option_type'>): string {
  const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  return `${cap(leg.side)} ${leg.quantity}× ${cap(leg.option_type)}`;
}

/** Collapsed leg summary: 'Long 1× Call · delta 0.30 · 30 DTE'. */
export function formLegSummary(leg: Pick<FormLeg, 'side' | 'quantity' | 'option_type' | 'target_strike_condition' | 'dte_target'>): string {
  const t = leg.target_strike_condition;
  const target = t.value === null ? `${t.type} ?` : t.type === 'delta' ? `delta ${t.value.toFixed(2)}` : `${t.type} ${t.value}`;
  return `${formLegWords(leg)} · ${target} · ${leg.dte_target} DTE`;
}

/** Collapsed child leg summary, in its parent's words: 'Long 1× Put · offset -$5.00 · 30 DTE' (was 'long 1× put · …'). */
export function formChildLegSummary(child: Pick<FormChildLeg, 'side' | 'quantity' | 'option_type' | 'strike_offset' | 'dte_target'>): string {
  return `${formLegWords(child)} · offset ${formatUsd(child.strike_offset)} · ${child.dte_target} DTE`;
}

/** What ran, for export file names: 'SPY-spreads'. */
export const spreadsRunName = (form: Pick<SpreadsForm, 'ticker'>): string => `${form.ticker.trim().toUpperCase()}-spreads`;
