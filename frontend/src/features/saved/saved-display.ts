import { z } from 'zod';
import type { SavedBacktest } from '../../../../shared/contracts/saved';
import { NOT_AVAILABLE, UNKNOWN_STRATEGY } from '../../../../shared/domain/messages';
import { DEFAULT_COVERED_STRATEGY_NAME, DEFAULT_STANDARD_TICKER } from '../../../../shared/domain/constants';
import { START_TYPE_WORDS } from '../../../../shared/domain/select-words';
import { QUOTE_SOURCE_LABELS } from '../../../../shared/domain/quote-source-labels';
import { formatDay } from '../../lib/format-day';
import { modeOfSaved } from '../../lib/saved-handoff';
import { spreadsStrategyTitle } from '../../../../shared/domain/spreads-title';

/** The few fields a card shows, read leniently: an old or odd record still gets a card. */
const text = () => z.string().min(1).optional().catch(undefined);
/** A spreads strategy's legs, each an object (their fields read leniently by leg-structure.ts). */
const legs = () => z.array(z.record(z.string(), z.unknown())).optional().catch(undefined);
const DisplayStrategySchema = z.object({
  name: text(),
  legs: legs(),
  ticker: text(),
  year: z.union([z.number().int(), z.string().min(1)]).optional().catch(undefined),
  start_date: text(),
  end_date: text(),
  strategy: z
    .object({
      name: text(),
      legs: legs(),
      wheel_enabled: z.boolean().optional().catch(undefined),
      start_type: z.enum(['covered_call', 'cash_secured_put']).optional().catch(undefined),
      covered_call_config: z.unknown().optional(),
      cash_secured_put_config: z.unknown().optional(),
    })
    .optional()
    .catch(undefined),
  data_period: z.object({ start_date: text(), end_date: text() }).optional().catch(undefined),
});
const DisplayResultsSchema = z.object({
  total_pnl: z.number().optional().catch(undefined),
  totalPnL: z.number().optional().catch(undefined),
  data_period: z.object({ start_date: text(), end_date: text() }).optional().catch(undefined),
  data_source: z.enum(['modeled', 'imported', 'mixed']).optional().catch(undefined),
});

export interface SavedCardView {
  id: string;
  name: string;
  mode: 'covered' | 'spreads';
  typeLabel: string;
  strategyName: string;
  ticker: string;
  year: string;
  totalPnl: string;
  pnlSign: 'positive' | 'negative' | 'none';
  description: string;
  savedDate: string;
  /** Which quotes priced it (issue 20): 'Real quotes', 'Modeled quotes', or null when not recorded. */
  quotes: string | null;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

type DisplayCovered = NonNullable<z.infer<typeof DisplayStrategySchema>['strategy']>;

/**
 * Which covered strategy ran: 'Wheel', 'Covered Call' or 'Cash-Secured Put', read from what was
 * saved (the wheel switch, the start type, else the one config present); undefined when the record
 * does not say (an old one saved with the name only), so it reads as written.
 */
export function coveredKindOf(inner: DisplayCovered | undefined): string | undefined {
  if (!inner) return undefined;
  if (inner.wheel_enabled === true) return 'Wheel';
  if (inner.start_type) return START_TYPE_WORDS[inner.start_type];
  const call = inner.covered_call_config != null;
  const put = inner.cash_secured_put_config != null;
  if (call !== put) return START_TYPE_WORDS[call ? 'covered_call' : 'cash_secured_put'];
  return undefined;
}

/**
 * The card's Strategy: every covered strategy is named 'Covered Strategy' unless the trader renamed
 * it, so a covered call, a put and a wheel would all read alike; the default name gives way to the
 * kind, and a name of the trader's own keeps the kind beside it.
 */
function coveredStrategyText(inner: DisplayCovered | undefined): string | undefined {
  const kind = coveredKindOf(inner);
  const name = inner?.name;
  if (!kind) return name;
  if (!name || name === DEFAULT_COVERED_STRATEGY_NAME || name === kind) return kind;
  return `${name} (${kind})`;
}

/** A spreads card's Strategy: its name, a default one giving way to the legs' kind (spreads-title.ts). */
function spreadsCardText(s: z.infer<typeof DisplayStrategySchema> | undefined): string | undefined {
  const inner = s?.strategy;
  return inner?.name !== undefined || inner?.legs !== undefined
    ? spreadsStrategyTitle(inner.name ?? s?.name, inner.legs ?? s?.legs)
    : spreadsStrategyTitle(s?.name, s?.legs);
}

const yearOf = (date: string | undefined) => (date && /^\d{4}/.test(date) ? date.slice(0, 4) : undefined);

/** What a saved card shows; an unknown strategy is 'Unknown', with ticker and year 'N/A'. */
export function toCardView(saved: SavedBacktest): SavedCardView {
  const mode = modeOfSaved(saved);
  const strategy = DisplayStrategySchema.safeParse(saved.strategy);
  const results = DisplayResultsSchema.safeParse(saved.results);
  const s = strategy.success ? strategy.data : undefined;
  const r = results.success ? results.data : undefined;
  // A strategy saved as the whole run request (covered always; spreads through the API) nests its name.
  const strategyName = (mode === 'covered' ? coveredStrategyText(s?.strategy) : spreadsCardText(s)) ?? UNKNOWN_STRATEGY;
  // The run's own period first: a spreads form keeps the `year` label of the save it was loaded
  // from after its dates change, so a 2024 run saved from a 2020 one would read 2020 (h-savecheck23).
  const firstYear = yearOf(r?.data_period?.start_date) ?? yearOf(s?.start_date) ?? yearOf(s?.data_period?.start_date) ?? s?.year;
  // A run over several years shows them all ('2023–2024'): its Total P&L is not one year's.
  const lastYear = yearOf(r?.data_period?.end_date) ?? yearOf(s?.end_date) ?? yearOf(s?.data_period?.end_date);
  const year = firstYear !== undefined && lastYear !== undefined && lastYear > String(firstYear) ? `${firstYear}–${lastYear}` : firstYear;
  const pnl = r?.total_pnl ?? r?.totalPnL;
  return {
    id: saved.backtest_id,
    name: saved.name,
    mode,
    typeLabel: mode === 'covered' ? 'Covered' : 'Spreads',
    strategyName,
    // A spreads run request saved whole without its ticker ran on the contract's default (as
    // spreads-storage.ts reloads it), so the card names that ticker rather than 'N/A'.
    ticker: s?.ticker ?? (mode === 'spreads' && s?.strategy ? DEFAULT_STANDARD_TICKER : NOT_AVAILABLE),
    year: year === undefined ? NOT_AVAILABLE : String(year),
    totalPnl: pnl === undefined ? NOT_AVAILABLE : `${pnl > 0 ? '+' : ''}${usd.format(pnl)}`,
    pnlSign: pnl === undefined || pnl === 0 ? 'none' : pnl > 0 ? 'positive' : 'negative',
    description: saved.description,
    savedDate: formatDay(saved.created_at),
    quotes: r?.data_source ? QUOTE_SOURCE_LABELS[r.data_source] : null,
  };
}
